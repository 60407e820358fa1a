/** Helpers of the pages rendered on request (`prerender = false`): content-service data and headers. */
import { ContentUnavailableError } from './content-client';

/** Rendered pages change with admin edits: browsers revalidate, nginx's microcache holds them briefly. */
export const CACHE_RENDERED_PAGE = 'no-cache';

/**
 * The page's data, or null when content-service is away (logged; the page answers 503 and says in
 * words that the content cannot be shown now). Any other failure is a bug and propagates.
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

/** Sitemap, robots and RSS: an hour (nginx sends the same). */
export const CACHE_FEED = 'public, max-age=3600';
