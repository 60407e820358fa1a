import { bearer } from '@site/service-kit/testing';
import { startGateway, type TestGateway } from './helpers';

/**
 * content-service lists published items only and names, in `X-Content-Next-Change`, the moment a
 * scheduled one becomes public. Nothing is written then, so nothing drops the gateway's caches:
 * the sitemap and RSS it built must end at that moment by themselves. A stand-in content-service
 * plays the two states of the lists.
 */
const post = (id: number, slug: string) => ({
  blog_id: id,
  title: `Post ${slug}`,
  slug_url: slug,
  brief_paragraph: `About ${slug}.`,
  published_date: 'March 1, 2026',
  published_at: '2026-03-01T10:00:00.000Z',
  category: 1,
  blog_image: '',
  blogs_content: [],
});
const study = (id: string) => ({ _id: id, heroHeading: `Study ${id}` });

let gw: TestGateway;
/** What the stand-in content-service lists now (the published items at this moment). */
let blogs = [post(1, 'already-live')];
let studies = [study('cs-live')];
let nextChange: string | undefined;

beforeAll(async () => {
  gw = await startGateway();
  gw.services.content.respond = (method, url) => {
    if (method !== 'GET') return undefined;
    const headers: Record<string, string> = nextChange ? { 'X-Content-Next-Change': nextChange } : {};
    if (url === '/blogs') return { status: 200, body: { status: 'success', data: blogs }, headers };
    if (url === '/api/caseStudies') return { status: 200, body: studies, headers };
    return undefined;
  };
});
afterAll(async () => {
  await gw?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = async (path: string) => {
  const reply = await fetch(`${gw.url}${path}`);
  return { status: reply.status, cacheControl: reply.headers.get('cache-control'), body: await reply.text() };
};

describe('scheduled publishing and the feeds', () => {
  test('when a post and a case study are scheduled, then sitemap and RSS leave them out until their time and list them from that moment, with no write between', async () => {
    const at = Date.now() + 2_000;
    nextChange = new Date(at).toISOString();
    const sitemapBefore = await text('/sitemap.xml');
    const rssBefore = await text('/rss.xml');
    expect(sitemapBefore.status).toBe(200);
    expect(sitemapBefore.body).toContain('/blogs/already-live');
    expect(sitemapBefore.body).toContain('/casestudy/cs-live');
    expect(sitemapBefore.body).not.toContain('/blogs/scheduled-post');
    expect(rssBefore.body).not.toContain('scheduled-post');
    // Browsers and proxies may keep the feeds only until the scheduled moment, not the usual hour.
    expect(sitemapBefore.cacheControl).toMatch(/^public, max-age=[0-2]$/);
    expect(rssBefore.cacheControl).toMatch(/^public, max-age=[0-2]$/);

    // At the scheduled moment content-service starts listing them (it filters by publish_at).
    blogs = [post(2, 'scheduled-post'), post(1, 'already-live')];
    studies = [study('cs-scheduled'), study('cs-live')];
    nextChange = undefined;
    // Before the moment the kept feeds are still answered (they were true until then)...
    expect((await text('/sitemap.xml')).body).not.toContain('/blogs/scheduled-post');
    await sleep(at - Date.now() + 50);
    // ...and from it the new ones, although nothing was written through the gateway.
    const sitemapAfter = await text('/sitemap.xml');
    expect(sitemapAfter.body).toContain('/blogs/scheduled-post');
    expect(sitemapAfter.body).toContain('/casestudy/cs-scheduled');
    expect(sitemapAfter.cacheControl).toBe('public, max-age=3600');
    const rssAfter = await text('/rss.xml');
    expect(rssAfter.body).toContain('<link>http://localhost:8080/blogs/scheduled-post</link>');
    expect(rssAfter.cacheControl).toBe('public, max-age=3600');
  });
});

describe('routes of drafts and previews', () => {
  test.each([
    ['GET', '/api/admin/blogs'],
    ['GET', '/api/admin/blogs/7'],
    ['POST', '/api/admin/blogs/7/publication'],
    ['GET', '/api/admin/caseStudies'],
    ['POST', '/api/admin/caseStudies/x/publication'],
    ['GET', '/api/admin/content/drafts-count'],
    ['POST', '/api/admin/preview-links'],
  ])('when %s %s is called without an admin token, then 401 at the gateway; with one, content-service gets it', async (method, path) => {
    const before = gw.services.content.received.length;
    const refused = await fetch(`${gw.url}${path}`, { method });
    expect(refused.status).toBe(401);
    expect(gw.services.content.received.length).toBe(before);
    const passed = await fetch(`${gw.url}${path}`, { method, headers: bearer() });
    expect(passed.status).toBe(200);
    expect(await passed.json()).toMatchObject({ service: 'content', method, url: path });
  });

  test('when a shared preview link is read, then it reaches content-service without a token; writing to it needs one', async () => {
    const api = await fetch(`${gw.url}/api/preview/abc.def`);
    expect(await api.json()).toMatchObject({ service: 'content', method: 'GET', url: '/api/preview/abc.def' });
    expect((await fetch(`${gw.url}/api/preview/abc.def`, { method: 'POST' })).status).toBe(401);
  });
});
