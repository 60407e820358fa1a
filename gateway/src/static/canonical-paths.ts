import { slugToPath } from '@site/contracts/slugs';

/**
 * Old or alternative spellings of a page that answer 301 to its one address (spec section 2:
 * "/home redirects to /"; the privacy page keeps the spec's spelling, so the correct English one
 * is kept as a way in). deploy/nginx/nginx.conf states the same table for production.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/privacy-statement': '/privacy-statment',
};

/** Paths whose trailing slash means something to their service (API, files), never redirected. */
const NOT_PAGES = /^\/(api|static|internal)\//;
const ARTICLE = /^\/blogs\/([^/]+)$/;

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The canonical address of a page path, or undefined when it already is one: without trailing
 * slashes (`/about/` -> `/about`, `/blog/` -> `/blog`, `/media/` -> `/media`), through the aliases
 * above, and with an article slug in the form blog cards link to (lowercase, whitespace runs as
 * hyphens: `/blogs/My-Post` -> `/blogs/my-post`). Only ever a local path (no open redirect).
 */
export function canonicalPathOf(path: string): string | undefined {
  let canonical = path;
  if (canonical.length > 1 && canonical.endsWith('/') && !NOT_PAGES.test(canonical)) {
    canonical = canonical.replace(/\/+$/, '') || '/';
  }
  canonical = PAGE_ALIASES[canonical] ?? canonical;
  const article = ARTICLE.exec(canonical);
  if (article?.[1]) {
    const slug = decode(article[1]);
    const wanted = slug === undefined ? undefined : slugToPath(slug);
    if (wanted && wanted !== slug && !wanted.includes('/')) canonical = `/blogs/${encodeURIComponent(wanted)}`;
  }
  // `//evil.example` would be a protocol-relative URL in a Location header.
  if (canonical === path || canonical.startsWith('//')) return undefined;
  return canonical;
}
