import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS_POLICY } from '@site/service-kit';
import { rawGet, startGateway, tempDir, type TestGateway } from './helpers';

let gw: TestGateway;
const build = tempDir('build');

beforeAll(async () => {
  mkdirSync(path.join(build, 'static', 'js'), { recursive: true });
  mkdirSync(path.join(build, 'blog'), { recursive: true });
  mkdirSync(path.join(build, 'images'), { recursive: true });
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(build, 'blog', 'index.html'), '<!doctype html><title>prerendered blog</title>');
  writeFileSync(path.join(build, 'static', 'js', 'main.3f9a1c.js'), 'console.log(1)');
  writeFileSync(path.join(build, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(build, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  gw = await startGateway({ STATIC_DIR: build });
  gw.services.content.respond = (_method, url) => {
    if (url === '/api/blogs/redirects/old-title')
      return {
        status: 200,
        body: { status: 'success', data: { from: '/blogs/old-title', to: '/blogs/new-title' } },
      };
    if (url === '/api/blogs/redirects/new-title')
      return {
        status: 200,
        body: { status: 'success', data: { from: '/blogs/new-title', to: '/blogs/new-title' } },
      };
    if (url === '/api/blogs/redirects/evil')
      return {
        status: 200,
        body: { status: 'success', data: { from: '/blogs/evil', to: 'https://evil.example/' } },
      };
    if (url.startsWith('/api/blogs/redirects/'))
      return { status: 404, body: { status: 'fail', message: 'Blog not found' } };
    return undefined;
  };
});
afterAll(async () => {
  await gw.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static site after the prerender (index.html is the home page, shell.html the SPA shell)', () => {
  let prerendered: TestGateway;
  const dir = tempDir('prerendered');

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home page</title>');
    writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>spa shell</title>');
    prerendered = await startGateway({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await prerendered.close();
  });

  test('when / is opened, then the prerendered home page answers', async () => {
    expect(await (await fetch(`${prerendered.url}/`, { headers: html })).text()).toContain('home page');
  });

  test('when a page that was not prerendered is opened, then the SPA shell answers, never the home page', async () => {
    const reply = await fetch(`${prerendered.url}/admin/casestudy`, { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toContain('spa shell');
  });
});

describe('static site in the local run', () => {
  test('when a hashed chunk is fetched, then it is cached for a year as immutable', async () => {
    const reply = await fetch(`${gw.url}/static/js/main.3f9a1c.js`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await reply.text()).toBe('console.log(1)');
  });

  test('when a chunk that does not exist is fetched, then it is a 404 and never the HTML shell', async () => {
    const reply = await fetch(`${gw.url}/static/js/gone.000000.js`, { headers: html });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toContain('application/json');
  });

  test('when other public files are fetched, then they are cached for an hour', async () => {
    for (const file of ['/favicon.ico', '/images/logo.svg']) {
      const reply = await fetch(`${gw.url}${file}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  test('when GET /blog is opened, then the prerendered page is served with no-cache and the content service is not asked', async () => {
    const reply = await fetch(`${gw.url}/blog`, { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(await reply.text()).toContain('prerendered blog');
    expect(gw.services.content.received).toEqual([]);
  });

  test('when an article is opened by a slug it had before, then it answers 301 to the current article URL, keeping the query', async () => {
    const reply = await fetch(`${gw.url}/blogs/old-title?ref=mail`, { headers: html, redirect: 'manual' });
    expect(reply.status).toBe(301);
    expect(reply.headers.get('location')).toBe('/blogs/new-title?ref=mail');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  test.each(['/blogs/new-title', '/blogs/unknown-slug', '/blogs/evil'])(
    'when the article %s has not moved (or is unknown, or the answer is not a local article path), then the page is served',
    async (page) => {
      const reply = await fetch(`${gw.url}${page}`, { headers: html, redirect: 'manual' });
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('<title>shell</title>');
    },
  );

  test.each(['/', '/about', '/blogs/some-article-x', '/casestudy/abc', '/case-study/grocery'])(
    'when the page %s has no prerendered HTML, then the SPA shell is served with no-cache',
    async (page) => {
      const reply = await fetch(`${gw.url}${page}`, { headers: html });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(reply.headers.get('content-type')).toContain('text/html');
      expect(await reply.text()).toContain('<title>shell</title>');
    },
  );

  test('when an admin page is opened, then it is marked noindex', async () => {
    const reply = await fetch(`${gw.url}/admin/blogs`, { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('when a page is served, then its CSP allows only own scripts and data/blob images and media, and its Permissions-Policy denies devices and payment', async () => {
    const reply = await fetch(`${gw.url}/about`, { headers: html });
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp.split(';')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  test('when a public file is missing, then a browser asking for it gets a 404, not the HTML shell', async () => {
    const reply = await fetch(`${gw.url}/images/missing.png`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toContain('application/json');
  });

  test('when an unknown path is asked for as JSON, then it is a JSON 404 rather than the shell', async () => {
    const reply = await fetch(`${gw.url}/no-such-thing`, { headers: { accept: 'application/json' } });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({
      message: 'No route for GET /no-such-thing',
      code: 'NOT_FOUND',
      requestId: reply.headers.get('x-request-id'),
    });
  });

  test('when a file outside the build is asked for by traversal, then it is refused', async () => {
    const reply = await rawGet(`${gw.url}/static/..%2f..%2f..%2fetc/passwd`);
    expect(reply.status).toBe(400);
    expect(reply.body).not.toContain('root:');
  });
});

describe('status table of a prerendered build (it has the error page 404.html)', () => {
  let site: TestGateway;
  const dir = tempDir('status-table');

  beforeAll(async () => {
    for (const page of ['about', 'privacy-statment', 'media', 'case-study/grocery'])
      mkdirSync(path.join(dir, page), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home page</title>');
    writeFileSync(path.join(dir, 'shell.html'), '<!doctype html><title>spa shell</title>');
    writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>site error page</title>');
    for (const page of ['about', 'privacy-statment', 'media', 'case-study/grocery'])
      writeFileSync(path.join(dir, page, 'index.html'), `<!doctype html><title>prerendered ${page}</title>`);
    site = await startGateway({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await site.close();
  });

  test.each([
    ['/home', '/'],
    ['/home?utm_source=mail', '/?utm_source=mail'],
    ['/privacy-statement', '/privacy-statment'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/home/', '/'],
    ['/case-study/grocery/', '/case-study/grocery'],
    ['/blog/', '/blog'],
    ['/blog/?page=2', '/blog?page=2'],
    ['/media/', '/media'],
    ['/casestudy/', '/casestudy'],
    ['/blogs/My-Post', '/blogs/my-post'],
    ['/blogs/My-Post/', '/blogs/my-post'],
    ['/blogs/Fibre%20And%20Cat6', '/blogs/fibre-and-cat6'],
    ['/admin/blogs/', '/admin/blogs'],
  ])('when GET %s is opened, then it answers 301 to %s, cached an hour, and no service is asked', async (from, to) => {
    site.services.content.received.length = 0;
    site.services.upload.received.length = 0;
    const reply = await fetch(`${site.url}${from}`, { headers: html, redirect: 'manual' });
    expect({ from, status: reply.status, location: reply.headers.get('location'), cache: reply.headers.get('cache-control') }).toEqual({
      from,
      status: 301,
      location: to,
      cache: 'public, max-age=3600',
    });
    expect(site.services.content.received).toEqual([]);
    expect(site.services.upload.received).toEqual([]);
  });

  test.each(['/blog/', '/media/'])('when %s is asked for as JSON (any client), then it is still the 301 to the page, never a JSON 404', async (from) => {
    const reply = await fetch(`${site.url}${from}`, { headers: { accept: 'application/json' }, redirect: 'manual' });
    expect([reply.status, reply.headers.get('location')]).toEqual([301, from.slice(0, -1)]);
  });

  test.each(['/no-such-page', '/about/team', '/services/unknown', '/case-study/unknown', '/Blog', '/404.html/x'])(
    'when the unknown page %s is opened by a browser, then it answers 404 with the site error page as HTML',
    async (page) => {
      const reply = await fetch(`${site.url}${page}`, { headers: html, redirect: 'manual' });
      expect({ page, status: reply.status, type: reply.headers.get('content-type'), cache: reply.headers.get('cache-control') }).toEqual({
        page,
        status: 404,
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      });
      expect(await reply.text()).toBe('<!doctype html><title>site error page</title>');
    },
  );

  test.each([
    ['/', 'home page'],
    ['/about', 'prerendered about'],
    ['/privacy-statment', 'prerendered privacy-statment'],
    ['/media', 'prerendered media'],
    ['/admin/casestudy/1/edit', 'spa shell'],
    ['/login', 'spa shell'],
  ])('when the page %s is opened, then it answers 200 (%s)', async (page, title) => {
    const reply = await fetch(`${site.url}${page}`, { headers: html, redirect: 'manual' });
    expect({ page, status: reply.status, body: await reply.text() }).toEqual({ page, status: 200, body: expect.stringContaining(`<title>${title}</title>`) });
  });

  test('when POST /blog/ or GET /api/caseStudies/ arrives, then it goes to the content service unchanged, never redirected', async () => {
    site.services.content.received.length = 0;
    const post = await fetch(`${site.url}/blog/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{}', redirect: 'manual' });
    expect(post.status).toBe(401);
    const list = await fetch(`${site.url}/api/caseStudies/`, { redirect: 'manual' });
    expect(list.status).toBe(200);
    expect(site.services.content.received.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/caseStudies/']);
  });
});
