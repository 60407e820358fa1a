import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bearer } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { startGateway, tempDir, type TestGateway } from './helpers';

/**
 * The first HTML of every public page, and the on-request render of articles and case studies,
 * through a real gateway with the real frontend build (built here when the checkout has none) and
 * a stand-in content-service over HTTP.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'frontend', 'build');
const SSR_ENTRY = path.join(ROOT, 'frontend', 'build-ssr', 'entry-server.cjs');
const SITE = 'http://localhost:8080';

interface StaticSsr {
  STATIC_PUBLIC_PATHS: readonly string[];
}

const blog = (id: number, title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  blog_id: id,
  title,
  slug_url: slug,
  brief_paragraph: `${title}: the short version.`,
  published_date: '2026-03-0' + id,
  published_at: `2026-03-0${id}T10:00:00.000Z`,
  category: 1,
  blog_image: `/media/images/${id}/1600.webp`,
  blogs_content: [{ heading: `Inside ${title}`, paragraph: `<p>All about ${title}.</p>` }],
  ...extra,
});

let blogs = [
  blog(1, 'Menu boards in 120 restaurants', 'menu-boards-120'),
  blog(2, 'Fibre & Cat6 <done right>', 'fibre-and-cat6'),
];
const study = {
  _id: 'cs-42',
  heroHeading: 'Transparent LED for a bank',
  clientName: 'A bank',
  category1: 'LED',
  bannerImage: '/media/images/9/1600.webp',
  sec1Heading: 'The brief',
  sec1Para: 'A see-through wall.',
};

let gw: TestGateway;
let staticPaths: readonly string[];

/** `scripts/build-frontend.mjs` (what `npm run build` and both images run), into frontend/ or `out`. */
function buildFrontend(env: Record<string, string>, out?: string): void {
  const { VITE_SITE_URL: _ignored, ...parent } = process.env;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-frontend.mjs'), ...(out ? ['--out', out] : [])], {
    cwd: ROOT,
    env: { ...parent, ...env },
    stdio: 'ignore',
  });
}

beforeAll(async () => {
  if (!existsSync(SSR_ENTRY) || !existsSync(path.join(BUILD, 'shell.html'))) {
    // A clean checkout: the client bundle, then the prerender and server render (for the default origin).
    buildFrontend({ SITE_URL: SITE });
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's server render
  staticPaths = (require(SSR_ENTRY) as StaticSsr).STATIC_PUBLIC_PATHS;
  gw = await startGateway({ STATIC_DIR: BUILD });
  gw.services.content.respond = (method, url) => {
    if (method !== 'GET') return undefined;
    if (url === '/blogs') return { status: 200, body: { status: 'success', data: blogs } };
    if (url === '/api/caseStudies') return { status: 200, body: [study] };
    if (url === '/api/caseStudies/cs-42') return { status: 200, body: study };
    if (url.startsWith('/api/caseStudies/'))
      return { status: 404, body: { message: 'Case study not found' } };
    if (url === '/api/blogs/redirects/menu-boards-old')
      return {
        status: 200,
        body: { status: 'success', data: { from: '/blogs/menu-boards-old', to: '/blogs/menu-boards-120' } },
      };
    if (url.startsWith('/api/blogs/redirects/'))
      return { status: 404, body: { status: 'fail', message: 'Blog not found' } };
    return undefined;
  };
}, 240_000);

afterAll(async () => {
  await gw?.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const descriptionOf = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1];
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
const h1Of = (page: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(page)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const jsonLdTypes = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  );

describe('first HTML of every static public page', () => {
  test('when each public route is requested, then its HTML carries a distinct title, a description, its canonical, a filled main heading and breadcrumbs or organisation data', async () => {
    expect(staticPaths.length).toBe(27);
    const titles = new Set<string>();
    for (const route of staticPaths) {
      const reply = await fetch(`${gw.url}${route}`, { headers: html });
      expect({ route, status: reply.status }).toEqual({ route, status: 200 });
      const page = await reply.text();
      const title = titleOf(page);
      // Branded while the brand fits in the 60 characters a search result shows (components/seo/seo.tsx).
      const shown = title!.replace(/&amp;/g, '&');
      expect({
        route,
        title:
          shown.length <= 60 &&
          (shown.endsWith('| Northwire Integration') || `${shown} | Northwire Integration`.length > 60),
      }).toEqual({ route, title: true });
      titles.add(title!);
      expect({ route, description: (descriptionOf(page) ?? '').length > 30 }).toEqual({
        route,
        description: true,
      });
      expect({ route, canonical: canonicalOf(page) }).toEqual({
        route,
        canonical: new URL(route, SITE).href,
      });
      expect({ route, h1: (h1Of(page) ?? '').length > 2 }).toEqual({ route, h1: true });
      expect(page).toContain('<meta property="og:title"');
      expect(page).toContain('<meta name="twitter:card"');
      expect(page).toContain(`data-prerendered="${route}"`);
      expect(page).not.toMatch(/<script>(?!<\/script>)/); // no inline executable script (CSP)
      const types = jsonLdTypes(page);
      expect({ route, ld: types.includes(route === '/' ? 'Organization' : 'BreadcrumbList') }).toEqual({
        route,
        ld: true,
      });
    }
    expect(titles.size).toBe(staticPaths.length);
  });

  test('when the home and contact pages are requested, then they state the organisation and both offices; service pages state a Service', async () => {
    const home = await (await fetch(`${gw.url}/`, { headers: html })).text();
    expect(jsonLdTypes(home)).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness']);
    expect(home).toContain('"addressLocality":"Toronto"');
    expect(home).toContain('"addressLocality":"Portland"');
    const contactUsa = await (await fetch(`${gw.url}/contact-usa`, { headers: html })).text();
    expect(jsonLdTypes(contactUsa)).toEqual(['Organization', 'LocalBusiness', 'BreadcrumbList']);
    const service = await (await fetch(`${gw.url}/network-design`, { headers: html })).text();
    expect(jsonLdTypes(service)).toEqual(['Service', 'BreadcrumbList']);
  });

  test('when a path the build did not prerender is requested, then the SPA shell answers, never another page', async () => {
    const reply = await fetch(`${gw.url}/admin/blogs`, { headers: html });
    expect(reply.status).toBe(200);
    const page = await reply.text();
    expect(page).toContain('<div id="root"></div>');
    expect(page).not.toContain('data-prerendered');
  });
});

describe('status table of the local run with the real build', () => {
  test('when an unknown page is requested by a browser, then 404 with the site error page (the not-found view in the site layout), noindex', async () => {
    for (const route of ['/no-such-page', '/about/team', '/case-study/no-such-study']) {
      const reply = await fetch(`${gw.url}${route}`, { headers: html });
      expect({ route, status: reply.status, type: reply.headers.get('content-type') }).toEqual({
        route,
        status: 404,
        type: 'text/html; charset=utf-8',
      });
      const page = await reply.text();
      expect(h1Of(page)).toBe('Unexpected Application Error!');
      expect(page).toContain('404 Not Found');
      expect(page).toContain('<meta name="robots" content="noindex"/>');
      expect(page).not.toContain('data-prerendered');
    }
  });

  test('when an article is requested with a mixed-case slug, then 301 to the lowercase one, which renders', async () => {
    const reply = await fetch(`${gw.url}/blogs/Menu-Boards-120?ref=x`, { headers: html, redirect: 'manual' });
    expect([reply.status, reply.headers.get('location')]).toEqual([301, '/blogs/menu-boards-120?ref=x']);
    expect((await fetch(`${gw.url}/blogs/menu-boards-120`, { headers: html })).status).toBe(200);
  });

  test('when the case studies index is requested, then its first HTML links every published case study, dynamic and static', async () => {
    const reply = await fetch(`${gw.url}/casestudy`, { headers: html });
    expect(reply.status).toBe(200);
    const page = await reply.text();
    expect(h1Of(page)).toBe('Case studies');
    expect(canonicalOf(page)).toBe(`${SITE}/casestudy`);
    const links = [...page.matchAll(/href="(\/case-?study\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['/casestudy/cs-42', ...staticPaths.filter((route) => route.startsWith('/case-study/'))]);
    expect(page).toContain('Transparent LED for a bank');
  });
});

describe('articles and case studies rendered on request', () => {
  test('when an article is requested by its slug, then 200 HTML with its title, description, canonical, body, Article data and the page data for hydration', async () => {
    const reply = await fetch(`${gw.url}/blogs/menu-boards-120`, { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const page = await reply.text();
    expect(titleOf(page)).toBe('Menu boards in 120 restaurants | Northwire Integration');
    expect(descriptionOf(page)).toBe('Menu boards in 120 restaurants: the short version.');
    expect(canonicalOf(page)).toBe(`${SITE}/blogs/menu-boards-120`);
    expect(h1Of(page)).toBe('Menu boards in 120 restaurants');
    expect(page).toContain('All about Menu boards in 120 restaurants.');
    expect(jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(page).toContain(`<meta property="og:image" content="${SITE}/media/images/1/1600.webp"`);
    // Only the islands hydrate (the header here): the post is not sent a second time as page data.
    expect(page).toContain('data-island="site-header"');
    expect(page).not.toContain('id="page-data"');
    expect(page).toContain('data-prerendered="/blogs/menu-boards-120"');
  });

  test('when a title holds markup characters, then they are escaped in the HTML', async () => {
    const page = await (await fetch(`${gw.url}/blogs/fibre-and-cat6`, { headers: html })).text();
    expect(titleOf(page)).toBe('Fibre &amp; Cat6 &lt;done right&gt; | Northwire Integration');
    expect(page).toContain('<h1>Fibre &amp; Cat6 &lt;done right&gt;</h1>');
    // Island props are an attribute value: escaped, they cannot close it (the popular posts carry this title).
    expect(page).toContain('&quot;title&quot;:&quot;Fibre &amp; Cat6 &lt;done right&gt;&quot;');
  });

  test('when an article is requested under an old slug, then 301 to the current one', async () => {
    const reply = await fetch(`${gw.url}/blogs/menu-boards-old`, { headers: html, redirect: 'manual' });
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/blogs/menu-boards-120');
  });

  test('when an unknown slug is requested, then 404 with the not-found view', async () => {
    const reply = await fetch(`${gw.url}/blogs/never-written`, { headers: html });
    expect(reply.status).toBe(404);
    const page = await reply.text();
    expect(h1Of(page)).toBe('Article not found');
    expect(page).toContain('<meta name="robots" content="noindex"/>');
  });

  test('when a case study is requested, then 200 HTML with its heading; an unknown id answers 404 with the not-found view', async () => {
    const reply = await fetch(`${gw.url}/casestudy/cs-42`, { headers: html });
    expect(reply.status).toBe(200);
    const page = await reply.text();
    expect(titleOf(page)).toBe('Transparent LED for a bank | Northwire Integration');
    expect(h1Of(page)).toBe('Transparent LED for a bank');
    expect(canonicalOf(page)).toBe(`${SITE}/casestudy/cs-42`);
    const missing = await fetch(`${gw.url}/casestudy/cs-0`, { headers: html });
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(h1Of(notFound)).toBe('Case study not found');
    expect(notFound).toContain('<meta name="robots" content="noindex"/>');
  });

  test('when the news list is requested, then its first HTML already lists the posts', async () => {
    const reply = await fetch(`${gw.url}/blog`, { headers: html });
    expect(reply.status).toBe(200);
    const page = await reply.text();
    expect(titleOf(page)).toBe('News | Northwire Integration');
    expect(page).toContain('Menu boards in 120 restaurants');
    expect(page).toContain('Fibre &amp; Cat6 &lt;done right&gt;');
    expect(page).toContain('data-prerendered="/blog"');
  });

  test('when an admin edit passes through the gateway, then the cached article is rendered again with the new title', async () => {
    const before = await (await fetch(`${gw.url}/blogs/menu-boards-120`, { headers: html })).text();
    expect(titleOf(before)).toBe('Menu boards in 120 restaurants | Northwire Integration');
    blogs = [blog(1, 'Menu boards in 140 restaurants', 'menu-boards-120'), blogs[1]!];
    const cached = await (await fetch(`${gw.url}/blogs/menu-boards-120`, { headers: html })).text();
    expect(titleOf(cached)).toBe('Menu boards in 120 restaurants | Northwire Integration');
    const write = await fetch(`${gw.url}/blog/1`, {
      method: 'PUT',
      headers: { ...bearer(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(200);
    const after = await (await fetch(`${gw.url}/blogs/menu-boards-120`, { headers: html })).text();
    expect(titleOf(after)).toBe('Menu boards in 140 restaurants | Northwire Integration');
  });
});

describe('sitemap, robots and RSS', () => {
  test('when the sitemap is fetched, then it lists every public route, every article and case study, and nothing of the admin area', async () => {
    const reply = await fetch(`${gw.url}/sitemap.xml`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/xml');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await reply.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...staticPaths.map((p) => new URL(p, SITE).href),
      `${SITE}/blogs/menu-boards-120`,
      `${SITE}/blogs/fibre-and-cat6`,
      `${SITE}/casestudy/cs-42`,
    ]);
    expect(xml).not.toMatch(/\/(admin|login)/);
    expect(xml).toContain('<lastmod>2026-03-01</lastmod>');
  });

  test('when robots.txt is fetched, then admin and login are disallowed and the sitemap is named', async () => {
    const reply = await fetch(`${gw.url}/robots.txt`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await reply.text()).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /login\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });

  test('when the RSS feed is fetched, then it holds one item per article with link, guid, description and date', async () => {
    const reply = await fetch(`${gw.url}/rss.xml`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await reply.text();
    expect(xml).toContain('<title>Northwire Integration news</title>');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[1]).toContain('<title>Fibre &amp; Cat6 &lt;done right&gt;</title>');
    expect(items[1]).toContain(`<link>${SITE}/blogs/fibre-and-cat6</link>`);
    expect(items[1]).toContain(`<guid isPermaLink="true">${SITE}/blogs/fibre-and-cat6</guid>`);
    expect(items[1]).toContain('<pubDate>Mon, 02 Mar 2026 10:00:00 GMT</pubDate>');
  });
});

describe('without a server render in the build', () => {
  test('when the server render bundle fails to load, then the gateway still starts and answers pages with the SPA shell', async () => {
    const parent = tempDir('broken-build');
    const dir = path.join(parent, 'build');
    mkdirSync(dir, { recursive: true });
    mkdirSync(path.join(parent, 'build-ssr'), { recursive: true });
    writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(path.join(parent, 'build-ssr', 'entry-server.cjs'), "throw new Error('half-written build');");
    const broken = await startGateway({ STATIC_DIR: dir });
    try {
      const reply = await fetch(`${broken.url}/blogs/menu-boards-120`, { headers: html });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe('<!doctype html><title>shell</title><div id="root"></div>');
    } finally {
      await broken.close();
    }
  });

  test('when an article is requested, then the SPA shell answers and the browser renders it', async () => {
    const bare = tempDir('bare-build');
    mkdirSync(path.join(bare, 'static'), { recursive: true });
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    const plain = await startGateway({ STATIC_DIR: bare });
    try {
      const reply = await fetch(`${plain.url}/blogs/menu-boards-120`, { headers: html });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe('<!doctype html><title>shell</title><div id="root"></div>');
    } finally {
      await plain.close();
    }
  });
});

describe('on a configured public origin (SITE_URL)', () => {
  const ORIGIN = 'https://www.northwire.example';
  let out: string;
  let site: TestGateway;

  beforeAll(async () => {
    // The same build as production's, made for another origin, into a folder of its own.
    out = tempDir('site-url-build');
    buildFrontend({ SITE_URL: `${ORIGIN}/` }, out);
    site = await startGateway({ STATIC_DIR: path.join(out, 'build'), SITE_URL: ORIGIN });
    site.services.content.respond = gw.services.content.respond;
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  });

  const ogUrlOf = (page: string) => /<meta property="og:url" content="([^"]*)"/.exec(page)?.[1];

  test('when a prerendered page and a rendered article are fetched, then canonical, Open Graph and structured data name the configured origin only', async () => {
    const about = await (await fetch(`${site.url}/about`, { headers: html })).text();
    expect([canonicalOf(about), ogUrlOf(about)]).toEqual([`${ORIGIN}/about`, `${ORIGIN}/about`]);
    expect(about).toContain(`"item":"${ORIGIN}/about"`);
    const reply = await fetch(`${site.url}/blogs/menu-boards-120`, { headers: html });
    expect(reply.status).toBe(200);
    const article = await reply.text();
    expect([canonicalOf(article), ogUrlOf(article)]).toEqual([`${ORIGIN}/blogs/menu-boards-120`, `${ORIGIN}/blogs/menu-boards-120`]);
    expect(article).toContain(`<meta property="og:image" content="${ORIGIN}/media/images/1/1600.webp"`);
    expect(article).toContain(`"mainEntityOfPage":"${ORIGIN}/blogs/menu-boards-120"`);
    for (const page of [about, article]) expect(page).not.toContain('localhost');
  });

  test('when the sitemap, robots and RSS are fetched, then every absolute link is on the configured origin', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toHaveLength(staticPaths.length + 3);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
    expect(locs).toContain(`${ORIGIN}/blogs/menu-boards-120`);
    expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    const rss = await (await fetch(`${site.url}/rss.xml`)).text();
    expect(rss).toContain(`<link>${ORIGIN}/blog</link>`);
    expect(rss).toContain(`<atom:link href="${ORIGIN}/rss.xml"`);
    expect(rss).toContain(`<link>${ORIGIN}/blogs/fibre-and-cat6</link>`);
    expect(rss).not.toContain('localhost');
  });

  test('when the gateway is started with another SITE_URL than its build was made for, then it refuses to start and names both', async () => {
    await expect(startGateway({ STATIC_DIR: path.join(out, 'build'), SITE_URL: 'http://localhost:8080' })).rejects.toThrow(
      `SITE_URL is http://localhost:8080, but the frontend build in ${path.join(out, 'build')} was made for ${ORIGIN}`,
    );
  });

  test('when SITE_URL is not an http(s) origin, then the gateway configuration is refused; an origin is kept without its slash', () => {
    for (const value of ['https://www.northwire.example/news', 'https://www.northwire.example/?a=1', 'ftp://www.northwire.example', 'www.northwire.example']) {
      expect(() => loadGatewayConfig({ SITE_URL: value })).toThrow(/SITE_URL/);
    }
    expect(loadGatewayConfig({ SITE_URL: `${ORIGIN}/` }).SITE_URL).toBe(ORIGIN);
    expect(loadGatewayConfig({}).SITE_URL).toBe('http://localhost:8080');
  });
});
