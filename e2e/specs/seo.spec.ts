import type { Browser } from 'playwright-core';
import { adminBearer, launchBrowser, openPage, siteUrl, urlFor } from '../support';

/**
 * Search and first impressions through the running system: every public URL arrives as finished
 * HTML (title, description, canonical, main heading) and hydrates without errors; articles render on
 * request (200, 301 for an old slug, 404 for an unknown one); sitemap, robots and RSS.
 */
const BRAND = 'Northwire Integration';

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /\S/ },
  { path: '/about', heading: /\S/ },
  { path: '/services', heading: /\S/ },
  { path: '/network-design', heading: /\S/ },
  { path: '/client', heading: /\S/ },
  { path: '/contact', heading: /Contact us in Canada/ },
  { path: '/contact-usa', heading: /Contact us in the USA/ },
  { path: '/careers', heading: /Careers/ },
  { path: '/media', heading: /Media/ },
  { path: '/blog', heading: /News/ },
  { path: '/case-study/grocery', heading: /\S/ },
  { path: '/privacy-statment', heading: /Privacy/ },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
/** The absolute URL of a path on the configured public origin (SITE_URL). */
const publicUrl = (path: string) => new URL(path, siteUrl).href;
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();

async function getHtml(path: string, init: RequestInit = {}): Promise<{ status: number; html: string; headers: Headers }> {
  const reply = await fetch(urlFor(path), { ...init, headers: { accept: 'text/html', ...(init.headers ?? {}) } });
  return { status: reply.status, html: await reply.text(), headers: reply.headers };
}

describe('first HTML of the public pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when each public page is fetched, then its first HTML holds its own title, description, canonical and Open Graph URL on the configured origin, and main heading', async () => {
    const titles = new Set<string>();
    for (const { path, heading } of PAGES) {
      const { status, html } = await getHtml(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      const title = titleOf(html) ?? '';
      // Branded while the brand fits in the 60 characters a result shows (components/seo/seo.tsx).
      const shown = title.replace(/&amp;/g, '&');
      expect({ path, branded: shown.includes(BRAND) || `${shown} | ${BRAND}`.length > 60, fits: shown.length <= 60 }).toEqual({ path, branded: true, fits: true });
      titles.add(title);
      expect({ path, description: (descriptionOf(html) ?? '').length > 30 }).toEqual({ path, description: true });
      expect({ path, canonical: canonicalOf(html), og: ogUrlOf(html) }).toEqual({ path, canonical: publicUrl(path), og: publicUrl(path) });
      expect({ path, heading: heading.test(h1Of(html) ?? '') }).toEqual({ path, heading: true });
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('when a prerendered page opens in the browser, then it hydrates without errors and keeps its heading and title', async () => {
    for (const path of ['/', '/network-design', '/contact', '/blog']) {
      const { html } = await getHtml(path);
      const { page, context, errors } = await openPage(browser, path);
      try {
        await page.waitForTimeout(300);
        expect({ path, h1: (await page.locator('h1').first().textContent())?.trim() }).toEqual({ path, h1: h1Of(html) });
        expect(await page.title()).toBe(titleOf(html)?.replace(/&amp;/g, '&'));
        expect({ path, errors }).toEqual({ path, errors: [] });
      } finally {
        await context.close();
      }
    }
  });
});

describe('articles rendered on request, sitemap, robots and RSS', () => {
  const stamp = Date.now().toString(36);
  const title = `Rendered on request ${stamp}`;
  const slug = `rendered-on-request-${stamp}`;
  let blogId = 0;

  beforeAll(async () => {
    const reply = await fetch(urlFor('/blog'), {
      method: 'POST',
      headers: { authorization: await adminBearer(), 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        slug_url: slug,
        brief_paragraph: `A post about server rendering, ${stamp}.`,
        category: 1,
        blogs_content: [{ heading: 'Why', paragraph: '<p>Because search engines read HTML.</p>' }],
      }),
    });
    expect(reply.status).toBe(201);
    // Upload publishes at once (spec section 7; docs/decisions/content.md).
    blogId = ((await reply.json()) as { data: { blog_id: number } }).data.blog_id;
  });

  it('when an article is fetched, then 200 HTML carries its title, description, canonical and Open Graph URL on the configured origin, and body', async () => {
    const { status, html } = await getHtml(`/blogs/${slug}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${title} | ${BRAND}`);
    expect(descriptionOf(html)).toBe(`A post about server rendering, ${stamp}.`);
    expect(canonicalOf(html)).toBe(publicUrl(`/blogs/${slug}`));
    expect(ogUrlOf(html)).toBe(publicUrl(`/blogs/${slug}`));
    expect(h1Of(html)).toBe(title);
    expect(html).toContain('Because search engines read HTML.');
    expect(html).toContain('"@type":"Article"');
  });

  it('when an unknown slug is fetched, then 404 with the not-found view', async () => {
    const { status, html } = await getHtml(`/blogs/never-written-${stamp}`);
    expect(status).toBe(404);
    expect(h1Of(html)).toBe('Article not found');
  });

  it('when the article changes slug, then the old slug answers 301 to the new one and the new page has the new title', async () => {
    const renamed = `${slug}-renamed`;
    const reply = await fetch(urlFor(`/blog/${blogId}`), {
      method: 'PUT',
      headers: { authorization: await adminBearer(), 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${title} renamed`, slug_url: renamed, brief_paragraph: 'Renamed.', category: 1, blogs_content: [] }),
    });
    // Save on a live post is public at once.
    expect(reply.status).toBe(200);
    const old = await getHtml(`/blogs/${slug}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blogs/${renamed}`);
    const current = await getHtml(`/blogs/${renamed}`);
    expect(current.status).toBe(200);
    expect(titleOf(current.html)).toBe(`${title} renamed | ${BRAND}`);
  });

  it('when the sitemap, robots and RSS are fetched, then they list the public pages and the article on the configured origin, and keep the admin area out', async () => {
    const sitemap = await fetch(urlFor('/sitemap.xml'));
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const path of PAGES.map((p) => p.path)) expect(xml).toContain(`<loc>${publicUrl(path)}</loc>`);
    expect(xml).toContain(`<loc>${publicUrl(`/blogs/${slug}-renamed`)}</loc>`);
    expect(xml).not.toMatch(/\/(admin|login)/);

    const robots = await (await fetch(urlFor('/robots.txt'))).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toContain(`Sitemap: ${publicUrl('/sitemap.xml')}\n`);

    const rss = await (await fetch(urlFor('/rss.xml'))).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain(`<title>${title} renamed</title>`);
    expect(rss).toContain(`<link>${publicUrl(`/blogs/${slug}-renamed`)}</link>`);
  });
});
