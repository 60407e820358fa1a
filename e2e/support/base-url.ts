/** Where the system under test answers; scripts/e2e.mjs sets E2E_BASE_URL to its gateway. */
export const baseUrl: string = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';

/** An absolute URL on the system under test, e.g. `urlFor('/blogs')`. */
export const urlFor = (path: string): string => new URL(path, baseUrl).toString();

/**
 * The site's public origin, which canonical URLs, the sitemap and RSS name (not `baseUrl`): the
 * SITE_URL that `npm run build` and the gateway were given (scripts/lib/site-url.mjs), by default
 * http://localhost:8080.
 */
export const siteUrl: string = new URL(process.env.SITE_URL || 'http://localhost:8080').origin;
