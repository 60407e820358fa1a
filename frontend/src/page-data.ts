/**
 * Server data a server-rendered page is built from (src/pages fetch it from content-service).
 * The server seeds its store with it before rendering, so the route components read it through
 * RTK Query as they do in the browser's single-page app.
 */
import type { Blog, CaseStudy } from '@site/contracts/content';
import { createContext, useContext } from 'react';
import type { AppStore } from './lib/store';
import { blogApi } from './lib/blog-api';
import { caseStudiesApi } from './features/case-studies/case-studies-api';

export interface PageData {
  /** GET /blogs (the article page finds its post here; the first three are the popular posts). */
  blogs?: Blog[];
  /** The article being rendered (also inside `blogs`), for its structured data. */
  article?: Blog;
  /** GET /api/caseStudies/:id for the dynamic case study page; null: the server asked, there is none. */
  caseStudy?: CaseStudy | null;
  /** GET /api/caseStudies for the case studies index (/casestudy). */
  caseStudies?: CaseStudy[];
}

/**
 * The page data of a server render (null in the browser's app, which asks the API itself). Lets a
 * page state on the server what the browser would only learn from a request: that a case study
 * does not exist, so the first HTML is its not-found view, not a loading state.
 */
export const PageDataContext = createContext<PageData | null>(null);

export const useServerPageData = (): PageData | null => useContext(PageDataContext);

export async function seedPageData(store: AppStore, data: PageData): Promise<void> {
  const pending: Promise<unknown>[] = [];
  if (data.blogs) pending.push(store.dispatch(blogApi.util.upsertQueryData('getBlogs', undefined, data.blogs)));
  if (data.caseStudy) pending.push(store.dispatch(caseStudiesApi.util.upsertQueryData('getCaseStudy', String(data.caseStudy._id), data.caseStudy)));
  if (data.caseStudies) pending.push(store.dispatch(caseStudiesApi.util.upsertQueryData('getCaseStudies', undefined, data.caseStudies)));
  await Promise.all(pending);
}
