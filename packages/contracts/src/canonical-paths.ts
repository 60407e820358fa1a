// The one decision of a page's canonical address from its path alone, read by the gateway (which
// answers the 301) and by the tests that hold nginx's generated copy to it. An article's retired
// slug is content, not a path rule: the site's article page asks content-service for it.
import { ARTICLE_PREFIX, PAGE_ALIASES, TRAILING_SLASH_KEPT } from './edge-rules';
import { slugToPath } from './slugs';

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The canonical form of an article path, or the path itself when it is none (or undecodable). */
const canonicalArticlePath = (path: string): string => {
  const segment = path.slice(ARTICLE_PREFIX.length);
  if (!path.startsWith(ARTICLE_PREFIX) || segment === '' || segment.includes('/')) return path;
  const slug = decode(segment);
  const wanted = slug === undefined ? undefined : slugToPath(slug);
  return wanted && wanted !== slug && !wanted.includes('/') ? `${ARTICLE_PREFIX}${encodeURIComponent(wanted)}` : path;
};

/**
 * The canonical address of a page path, or undefined when it already is one: without trailing
 * slashes (except TRAILING_SLASH_KEPT), through the page aliases, and with an article slug in the
 * form blog cards link to (lowercase, whitespace runs as hyphens: `/blogs/My-Post` ->
 * `/blogs/my-post`), all in one step, so a redirect is one hop. Only ever a local path (no open redirect).
 */
export function canonicalPathOf(path: string): string | undefined {
  let canonical = path;
  if (canonical.length > 1 && canonical.endsWith('/') && !TRAILING_SLASH_KEPT.some((prefix) => canonical.startsWith(prefix))) {
    canonical = canonical.replace(/\/+$/, '') || '/';
  }
  canonical = canonicalArticlePath(PAGE_ALIASES[canonical] ?? canonical);
  // `//evil.example` would be a protocol-relative URL in a Location header.
  if (canonical === path || canonical.startsWith('//')) return undefined;
  return canonical;
}
