/** Helpers of the pages rendered on request (`prerender = false`): content-service data and headers. */
import type { PageData } from '@/page-data';
import { ContentUnavailableError } from './content-client';
import { renderPage, type RenderedPage } from './render-page';
import type { PublicRoute } from './render-route';

/** Rendered pages change with admin edits: browsers revalidate, nginx's microcache holds them briefly. */
export const CACHE_RENDERED_PAGE = 'no-cache';

/**
 * The page's data, or null when content-service is away (logged; the page answers 503 and shows its
 * own empty or error state). Any other failure is a bug and propagates.
 */
export async function loadContent<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (!(err instanceof ContentUnavailableError)) throw err;
    console.warn(`content-service unavailable: ${err.message}`);
    return null;
  }
}

/** What a page rendered on request sets on its reply (Astro's `Astro.url` and `Astro.response`). */
export interface PageRequest {
  url: URL;
  response: { status?: number; headers: Headers };
}

/**
 * A page rendered on request from one content-service list, seeded as `data[key]`: 200 (or the
 * route's own status) with the list, 503 with the page's own empty state when content-service is
 * away; revalidated by browsers either way.
 */
export async function renderFromList<K extends 'blogs' | 'caseStudies'>(
  request: PageRequest,
  route: PublicRoute,
  key: K,
  load: () => Promise<NonNullable<PageData[K]>>,
): Promise<RenderedPage> {
  const list = await loadContent(load);
  const page = await renderPage(request.url, route, list ? ({ [key]: list } as PageData) : {});
  request.response.status = list ? page.status : 503;
  request.response.headers.set('Cache-Control', CACHE_RENDERED_PAGE);
  return page;
}

/** Sitemap, robots and RSS: an hour (nginx sends the same). */
export const CACHE_FEED = 'public, max-age=3600';
