/**
 * Server data a server-rendered page was built from. The server seeds the store with it before
 * rendering; the client seeds its store with the same data (read from a non-executed JSON block)
 * before hydrating, so both render the same markup and RTK Query does not refetch at once.
 */
import type { Blog, CaseStudy } from '@site/contracts/content';
import type { AppStore } from './app/store';
import { blogApi } from './features/blog/blog-api';
import { caseStudiesApi } from './features/case-studies/case-studies-api';

export interface PageData {
  /** GET /blogs (the article page finds its post here; the first three are the popular posts). */
  blogs?: Blog[];
  /** The article being rendered (also inside `blogs`), for its structured data. */
  article?: Blog;
  /** GET /api/caseStudies/:id for the dynamic case study page. */
  caseStudy?: CaseStudy;
}

export async function seedPageData(store: AppStore, data: PageData): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (data.blogs) pending.push(store.dispatch(blogApi.util.upsertQueryData('getBlogs', undefined, data.blogs)));
  if (data.caseStudy) pending.push(store.dispatch(caseStudiesApi.util.upsertQueryData('getCaseStudy', String(data.caseStudy._id), data.caseStudy)));
  await Promise.all(pending);
}

/** The page data the server placed in the document, if any. */
export function readPageData(id: string): PageData | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
