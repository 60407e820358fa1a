/** sitemap.xml, robots.txt and rss.xml of the site (src/pages/*.xml.ts, robots.txt.ts), from content-service data. */
import type { CaseStudy } from '@site/contracts/content';
// XML text and attributes take the same five escapes as HTML (&#39; is a numeric reference in XML too).
import { escapeHtml } from '@site/contracts/escape-html';
import { slugToPath } from '@site/contracts/slugs';
import { getRssString } from '@astrojs/rss';
import type { BlogRecord } from './content-client';


const absolute = (siteUrl: string, pathname: string): string => new URL(pathname, siteUrl).href;

/** An article's page path (the card rule: lowercased, whitespace runs to hyphens), or undefined without a slug. */
export const articlePath = (blog: Pick<BlogRecord, 'slug_url'>): string | undefined => {
  const slug = slugToPath(blog.slug_url ?? '');
  return slug ? `/blogs/${encodeURIComponent(slug).replace(/%2D/gi, '-')}` : undefined;
};

const publishedAt = (blog: BlogRecord): Date | undefined => {
  for (const candidate of [blog.published_at, blog.published_date]) {
    if (!candidate) continue;
    const date = new Date(candidate);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return undefined;
};

export interface SitemapInput {
  siteUrl: string;
  staticPaths: readonly string[];
  blogs: readonly BlogRecord[];
  caseStudies: readonly CaseStudy[];
}

/** Every public page: the static routes, every article and every case study (admin and login never). */
export function buildSitemap({ siteUrl, staticPaths, blogs, caseStudies }: SitemapInput): string {
  const urls: { loc: string; lastmod?: string }[] = staticPaths.map((p) => ({ loc: absolute(siteUrl, p) }));
  for (const blog of blogs) {
    const p = articlePath(blog);
    if (p) urls.push({ loc: absolute(siteUrl, p), lastmod: publishedAt(blog)?.toISOString().slice(0, 10) });
  }
  for (const study of caseStudies) {
    if (study._id !== undefined && study._id !== null && String(study._id) !== '')
      urls.push({ loc: absolute(siteUrl, `/casestudy/${encodeURIComponent(String(study._id))}`) });
  }
  const seen = new Set<string>();
  const body = urls
    .filter((u) => (seen.has(u.loc) ? false : (seen.add(u.loc), true)))
    .map(
      (u) =>
        `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Allow: /',
    '',
    `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

export interface RssInput {
  siteUrl: string;
  brand: string;
  blogs: readonly BlogRecord[];
  /** Newest items kept in the feed. */
  limit?: number;
}

/** RSS 2.0 of the news, newest first (content-service's order), written by Astro's `@astrojs/rss`. */
export function buildRss({ siteUrl, brand, blogs, limit = 50 }: RssInput): Promise<string> {
  return getRssString({
    title: `${brand} news`,
    description: `Project stories, product notes and announcements from ${brand}.`,
    // The channel's link: the news page, as it is written (no trailing slash added).
    site: absolute(siteUrl, '/blog'),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${escapeHtml(absolute(siteUrl, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    items: blogs.flatMap((blog) => {
      const path = articlePath(blog);
      // The library writes a link's guid (isPermaLink) itself and escapes every text.
      return path
        ? [{ title: blog.title ?? '', link: absolute(siteUrl, path), description: blog.brief_paragraph ?? '', pubDate: publishedAt(blog) }]
        : [];
    }).slice(0, limit),
  });
}
