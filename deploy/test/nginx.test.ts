import { PERMISSIONS_POLICY } from '@site/service-kit';
import {
  BUILD_FILE,
  freePort,
  GATEWAY_ONLY_BUNDLE,
  MOVED_ARTICLE,
  prepareNginx,
  requestHead,
  startCheckedNginx,
  startNginx,
  startStubGateway,
  testConfig,
  type Reply,
  type RunningNginx,
  type UpstreamHit,
} from './nginx-harness';
import { canonicalPathOf } from '@site/contracts/canonical-paths';
import { SECURITY_HEADERS as EDGE_SECURITY_HEADERS } from '@site/contracts/edge-rules';
import { waitFor } from '@site/testing/wait-for';

/** Every edge security header, with its value, from the one source nginx's file is generated from. */
const SECURITY_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(EDGE_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
);

/**
 * The whole browser-facing set on one reply, each header exactly once with nginx's value (a header
 * sent twice arrives joined with ", " and fails), the policy the issue asks for, and no version banner.
 */
function expectSecurityHeaders(label: string, reply: Reply): void {
  const got = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, reply.headers[name]]));
  expect({ label, headers: got }).toEqual({ label, headers: SECURITY_HEADERS });
  const csp = String(reply.headers['content-security-policy']).split(';').map((d) => d.trim());
  expect({ label, csp }).toEqual({ label, csp: expect.arrayContaining(["script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) });
  expect({ label, unsafeScripts: csp.some((d) => /^(script-src|default-src) .*unsafe-inline/.test(d)) }).toEqual({ label, unsafeScripts: false });
  expect({
    label,
    hsts: reply.headers['strict-transport-security'],
    nosniff: reply.headers['x-content-type-options'],
    referrer: reply.headers['referrer-policy'],
    frames: reply.headers['x-frame-options'],
    server: reply.headers.server,
    poweredBy: reply.headers['x-powered-by'],
    requestId: reply.headers['x-request-id'],
  }).toEqual({
    label,
    hsts: 'max-age=31536000; includeSubDomains',
    nosniff: 'nosniff',
    referrer: 'strict-origin-when-cross-origin',
    frames: 'DENY',
    server: 'nginx',
    poweredBy: undefined,
    requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
}

describe('deploy/nginx/nginx.conf', () => {
  let gateway: Awaited<ReturnType<typeof startStubGateway>>;
  let nginx: RunningNginx;

  beforeAll(async () => {
    gateway = await startStubGateway();
    const port = await freePort();
    nginx = await startCheckedNginx(gateway.port, port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await gateway?.close();
  });

  beforeEach(() => {
    gateway.hits.length = 0;
    gateway.mirrors.length = 0;
  });

  const hitsFor = (method: string, url: string): UpstreamHit[] => gateway.hits.filter((h) => h.method === method && h.url === url);

  it('when checked with nginx -t, then the configuration is valid', () => {
    const { prefix } = nginx;
    const check = testConfig(prefix, `${prefix}/nginx.conf`);
    expect(check.output).toMatch(/syntax is ok/);
    expect(check.output).toMatch(/test is successful/);
    expect(check.status).toBe(0);
  });

  it.each([
    ['GET', '/blogs'],
    ['POST', '/blog'],
    ['GET', '/blog/12'],
    ['PUT', '/blog/12'],
    ['DELETE', '/blog/12'],
    ['GET', '/api/categories'],
    ['GET', '/api/caseStudies'],
    ['GET', '/api/caseStudies/abc'],
    ['POST', '/api/caseStudies'],
    ['POST', '/api/users/login'],
    ['POST', '/api/upload'],
    ['POST', '/api/upload/resume'],
    ['GET', '/api/admin/submissions?type=contact&page=2'],
    ['GET', '/api/newsletter/confirm?token=abc'],
    // The forms' anti-spam pixel and token.
    ['GET', '/api/forms/token.gif'],
    ['GET', '/api/forms/token'],
    ['GET', '/api/files/resumes/0b8f.pdf?expires=1&signature=x'],
    ['POST', '/send-contact-form-main'],
    ['POST', '/send-contact-form-usa'],
    ['POST', '/send-newsletter'],
    ['POST', '/job-opportunity-form'],
    ['GET', '/media/images/abc/480.webp'],
    ['GET', '/healthz'],
  ])('when %s %s arrives, then it reaches the gateway unchanged', async (method, url) => {
    const reply = await nginx.request(method, url);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ upstream: true, method, url });
    expect(hitsFor(method, url)).toHaveLength(1);
  });

  it('when an admin page arrives, then the site\'s app shell comes through the gateway, never stored', async () => {
    const reply = await nginx.request('GET', '/admin/casestudy/1/edit');
    expect([reply.status, reply.body.toString().includes('spa-shell'), reply.headers['cache-control']]).toEqual([200, true, 'no-store']);
    expect(hitsFor('GET', '/admin/casestudy/1/edit')).toHaveLength(1);
  });

  it.each([
    ['POST', '/forms/contact-canada'],
    ['GET', '/forms/newsletter?result=sent'],
  ])('when a public form\'s no-script %s %s arrives, then the site\'s page comes through the gateway, never stored', async (method, url) => {
    const reply = await nginx.request(method, url);
    expect([reply.status, reply.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(hitsFor(method, url)).toHaveLength(1);
  });

  /** The browser-facing headers of a page: nginx's security headers once, none of the gateway's. */
  const expectPageHeaders = (url: string, reply: Reply) => {
    expect({ url, type: reply.headers['content-type'] }).toEqual({ url, type: 'text/html; charset=utf-8' });
    expect({ url, cache: reply.headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(reply.headers['content-security-policy']).toContain("script-src 'self';");
    expect(reply.headers['content-security-policy']).not.toContain("default-src 'none'");
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['x-powered-by']).toBeUndefined();
    expect(reply.headers['x-robots-tag']).toBeUndefined();
  };

  describe('pages (the site, through the gateway)', () => {
    // Each test asks for URLs of its own: the 1 s microcache would otherwise answer for the gateway.
    it.each([
      ['GET', '/'],
      ['GET', '/contact-usa'],
      ['GET', '/case-study/grocery'],
      // The Media page, beside the /media/ prefix of uploaded images: the page, not a 301 to /media/.
      ['GET', '/media'],
      ['GET', '/blog'],
      ['HEAD', '/blog'],
      ['GET', '/blog?page=2'],
      ['GET', '/blogs/why-structured-cabling-matters'],
      ['HEAD', '/blogs/why-structured-cabling-matters'],
      ['GET', '/casestudy/65f0c0ffee'],
      ['GET', '/casestudy'],
    ])('when %s %s arrives, then the gateway renders it and the browser gets its HTML with the page headers', async (method, url) => {
      const reply = await nginx.request(method, url);
      expect(reply.status).toBe(200);
      expectPageHeaders(url, reply);
      expect(reply.headers['x-cache-status']).toBe('MISS');
      // A HEAD is asked of the gateway as a GET (the cached reply then serves both).
      const hits = gateway.hits.filter((h) => h.url === url);
      expect(hits.map((h) => h.method)).toEqual(['GET']);
      expect(hits[0]?.headers['x-request-id']).toBe(reply.headers['x-request-id']);
      expect(reply.body.toString()).toEqual(
        method === 'GET' ? expect.stringContaining(`<div id="root">rendered GET ${url}</div>`) : '',
      );
      expect(reply.body.toString()).not.toMatch(/prerendered-news|spa-shell/);
    });

    it('when the same page is asked for twice within a second, then the gateway renders it once; with a token, or a second later, the gateway is asked again', async () => {
      const url = '/blogs/microcached-article';
      const first = await nginx.request('GET', url, { 'Accept-Encoding': 'gzip' });
      const second = await nginx.request('GET', url, { 'Accept-Encoding': 'gzip' });
      expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT']);
      expect(second.body).toEqual(first.body);
      expect(second.headers['content-encoding']).toBe('gzip');
      expectPageHeaders(url, second);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(gateway.hits.filter((h) => h.url === url)).toHaveLength(1);

      const admin = await nginx.request('GET', url, { Authorization: 'Bearer admin-token' });
      expect(admin.headers['x-cache-status']).toBe('BYPASS');
      expect(gateway.hits.filter((h) => h.url === url).map((h) => h.headers.authorization)).toEqual([undefined, 'Bearer admin-token']);

      // nginx counts whole seconds: "1s" keeps an entry until the second after next has begun.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const later = await nginx.request('GET', url);
      expect(later.status).toBe(200);
      expect(later.headers['x-cache-status']).toBe('STALE');
      // Expired: the stale copy answers while one background request renders the page again.
      await waitFor(() => gateway.hits.filter((h) => h.url === url).length >= 3, { timeout: 2000, interval: 50 }).catch(() => undefined);
      expect(gateway.hits.filter((h) => h.url === url)).toHaveLength(3);
    });

    it('when an article moved to a new slug, then the client gets the gateway\'s 301 with the gateway\'s hour of caching', async () => {
      const reply = await nginx.request('GET', MOVED_ARTICLE.from);
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe(MOVED_ARTICLE.to);
      expect(reply.headers['cache-control']).toBe(MOVED_ARTICLE.cacheControl);
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(hitsFor('GET', MOVED_ARTICLE.from)).toHaveLength(1);
    });

    it('when POST /blog arrives twice, then both reach the API (never the page, never cached)', async () => {
      for (let i = 0; i < 2; i += 1) {
        const reply = await nginx.request('POST', '/blog', { Authorization: 'Bearer admin-token', 'Content-Type': 'application/json' });
        expect(reply.status).toBe(200);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(reply.body.toString())).toMatchObject({ upstream: true, method: 'POST', url: '/blog' });
        expect(reply.headers['x-cache-status']).toBeUndefined();
      }
      expect(hitsFor('POST', '/blog').map((h) => h.headers.authorization)).toEqual(['Bearer admin-token', 'Bearer admin-token']);
    });

    it('when the API /blogs answers no-store twice, then nginx caches neither (the API keeps its rules)', async () => {
      const first = await nginx.request('GET', '/blogs');
      const second = await nginx.request('GET', '/blogs');
      expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'MISS']);
      expect(second.headers['cache-control']).toBe('no-store');
      expect(hitsFor('GET', '/blogs')).toHaveLength(2);
    });

    it('when the gateway cannot be reached, then a page answers the site\'s error page with 502, and the API a bare 502', async () => {
      const deadPort = await freePort();
      const port = await freePort();
      const { prefix, confPath } = prepareNginx(deadPort, port);
      const alone = await startNginx(prefix, confPath, port);
      try {
        const page = await alone.request('GET', '/blogs/why-structured-cabling-matters');
        expect(page.status).toBe(502);
        expect(page.body.toString()).toContain('site-error-page');
        expect(page.headers['cache-control']).toBe('no-cache');
        expectSecurityHeaders('502 error page', page);
        const news = await alone.request('GET', '/blog');
        expect([news.status, news.body.toString().includes('site-error-page')]).toEqual([502, true]);
        expectSecurityHeaders('502 news error page', news);
        const api = await alone.request('POST', '/blog');
        expect([api.status, api.body.toString().includes('site-error-page')]).toEqual([502, false]);
        expectSecurityHeaders('502 API', api);
        const image = await alone.request('GET', '/media/images/abc/480.webp');
        expect(image.status).toBe(502);
        expectSecurityHeaders('502 image', image);
      } finally {
        await alone.stop();
      }
    });
  });

  describe('status table: one address per page, real 404s', () => {
    // Whichever layer answers, nginx's generated copy of the rule or the gateway behind it, another
    // spelling of a page is ONE 301 to the address the one rule names (@site/contracts/canonical-paths).
    it.each([
      ['/home', '/', 'nginx'],
      ['/home?utm_source=mail', '/?utm_source=mail', 'nginx'],
      ['/privacy-statement', '/privacy-statment', 'nginx'],
      ['/about/', '/about', 'nginx'],
      ['/about//', '/about', 'nginx'],
      ['/home/', '/', 'nginx'],
      ['/privacy-statement/', '/privacy-statment', 'nginx'],
      ['/case-study/grocery/', '/case-study/grocery', 'nginx'],
      ['/blog/', '/blog', 'nginx'],
      ['/blog/?page=2', '/blog?page=2', 'nginx'],
      ['/media/', '/media', 'nginx'],
      ['/casestudy/', '/casestudy', 'nginx'],
      ['/admin/blogs/', '/admin/blogs', 'nginx'],
      ['/blogs/', '/blogs', 'gateway'],
      ['/blogs/my-post/', '/blogs/my-post', 'gateway'],
      ['/blogs/My-Post', '/blogs/my-post', 'gateway'],
      ['/blogs/My-Post/', '/blogs/my-post', 'gateway'],
      ['/blogs/My%20Post//?ref=x', '/blogs/my-post?ref=x', 'gateway'],
    ])('when GET %s arrives, then one 301 to %s (the one rule\'s address) comes from %s, with the security headers', async (from, to, answeredBy) => {
      const [fromPath = '', query = ''] = from.split(/(?=\?)/);
      expect(`${canonicalPathOf(fromPath)}${query}`).toBe(to);
      const reply = await nginx.request('GET', from);
      const location = String(reply.headers.location);
      expect({ from, status: reply.status, location, cache: reply.headers['cache-control'], gatewayHits: gateway.hits.length }).toEqual({
        from,
        status: 301,
        location: to,
        cache: 'public, max-age=3600',
        gatewayHits: answeredBy === 'nginx' ? 0 : 1,
      });
      expectSecurityHeaders(`301 ${from}`, reply);
      // One hop: the address it names is final, at nginx too.
      expect((await nginx.request('GET', location)).status).toBe(200);
    });

    it.each(['/no-such-page', '/about/team', '/services/unknown', '/case-study/unknown', '/Blog', '/images/missing.png'])(
      'when GET %s (no such page) arrives, then the site\'s 404 with its error page as HTML comes through the gateway',
      async (url) => {
        const reply = await nginx.request('GET', url);
        expect({ url, status: reply.status, type: reply.headers['content-type'], cache: reply.headers['cache-control'] }).toEqual({
          url,
          status: 404,
          type: 'text/html; charset=utf-8',
          cache: 'no-cache',
        });
        expect(reply.body.toString()).toContain('site-error-page');
        expect(reply.body.toString()).not.toContain('spa-shell');
        expectSecurityHeaders(`404 ${url}`, reply);
        expect(hitsFor('GET', url)).toHaveLength(1);
      },
    );

    it('when the error page itself is asked for, then it is 404 like any unknown path (never a 200 page)', async () => {
      const reply = await nginx.request('GET', '/404.html');
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).toContain('site-error-page');
    });

    it.each([
      ['/about', 'rendered GET /about'],
      ['/privacy-statment', 'rendered GET /privacy-statment'],
      ['/admin/casestudy/1/edit', 'spa-shell'],
      ['/login', 'spa-shell'],
    ])('when GET %s arrives, then it is 200 (%s)', async (url, marker) => {
      const reply = await nginx.request('GET', url);
      expect({ url, status: reply.status }).toEqual({ url, status: 200 });
      expect(reply.body.toString()).toContain(marker);
    });

    it.each([
      ['GET', '/api/caseStudies/'],
      ['GET', '/blog/12'],
      ['POST', '/blog'],
    ])('when %s %s (an API path) arrives, then it reaches the gateway unchanged, never redirected', async (method, url) => {
      const reply = await nginx.request(method, url);
      expect(reply.status).toBe(200);
      expect(hitsFor(method, url)).toHaveLength(1);
    });
  });

  it('when /internal/* or /metrics is asked for from outside, then nginx answers 404 and the gateway sees nothing', async () => {
    expect((await nginx.request('GET', '/internal/resumes/x.pdf')).status).toBe(404);
    expect((await nginx.request('POST', '/internal/resumes/x.pdf/attach')).status).toBe(404);
    expect((await nginx.request('GET', '/metrics')).status).toBe(404);
    expect(gateway.hits).toEqual([]);
  });

  it.each([
    '/metrics?x=1',
    '/metrics/',
    '/METRICS',
    '/Metrics',
    '/%6detrics',
    '/static/../metrics',
    '/api/../metrics',
    '/media/../metrics',
    '//metrics',
    '/internal',
    '/INTERNAL/resumes/x.pdf',
    '/api/../internal/resumes/x.pdf',
  ])('when %s (another spelling of /metrics or /internal) is asked for, then it never reaches the gateway and no metrics come back', async (target) => {
    const reply = await requestHead(nginx.port, 'GET', target, {});
    expect({ target, metrics: /process_cpu|_total\b/.test(reply.body.toString()) }).toEqual({ target, metrics: false });
    expect({ target, hits: gateway.hits.map((h) => h.url) }).toEqual({ target, hits: [] });
  });

  it("when nginx and the services send Permissions-Policy, then it is the same policy (service-kit's PERMISSIONS_POLICY) denying camera, microphone, geolocation, payment and usb", () => {
    expect(SECURITY_HEADERS['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY.split(', ')).toEqual(
      expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']),
    );
  });

  it('when a hashed bundle is fetched, then it is cached for a year as immutable and gzipped for clients that accept it', async () => {
    const reply = await nginx.request('GET', '/static/js/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(gateway.hits).toEqual([]);
  });

  it('when a bundle is missing from nginx\'s build, then the gateway\'s copy answers (pages it renders name its own build); a name neither has is 404', async () => {
    const fromGateway = await nginx.request('GET', GATEWAY_ONLY_BUNDLE);
    expect(fromGateway.status).toBe(200);
    expect(fromGateway.body.toString()).toBe('console.log("gateway-only");');
    expect(fromGateway.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromGateway.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(fromGateway.headers['content-security-policy']).not.toContain("default-src 'none'");
    const missing = await nginx.request('GET', '/static/js/missing-000.js');
    expect(missing.status).toBe(404);
    expect(gateway.hits.map((h) => h.url)).toEqual([GATEWAY_ONLY_BUNDLE, '/static/js/missing-000.js']);
  });

  it('when an uploaded image is fetched, then it is cached for a year whatever the service said, with the security headers kept', async () => {
    const reply = await nginx.request('GET', '/media/images/abc/960.jpg');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders('image', reply);
  });

  it('when any request passes, then nginx gives it a request id that the gateway receives and the client sees', async () => {
    const reply = await nginx.request('GET', '/blogs');
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(hitsFor('GET', '/blogs')[0]?.headers['x-request-id']).toBe(id);
    expect(hitsFor('GET', '/blogs')[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('when a client writes its own X-Forwarded-For (a private address, a chain), then the gateway gets only the address nginx saw', async () => {
    for (const forged of ['10.9.8.7', '203.0.113.7, 10.0.0.2', '192.168.1.20, 172.18.0.9']) {
      const reply = await nginx.request('GET', `/blogs?forged=${encodeURIComponent(forged)}`, { 'X-Forwarded-For': forged, 'X-Real-IP': '10.1.1.1' });
      expect(reply.status).toBe(200);
      const hit = gateway.hits.find((h) => h.url === `/blogs?forged=${encodeURIComponent(forged)}`);
      expect({ forged, xff: hit?.headers['x-forwarded-for'], realIp: hit?.headers['x-real-ip'] }).toEqual({ forged, xff: '127.0.0.1', realIp: '127.0.0.1' });
    }
  });

  it.each([
    ['GET', '/', 200],
    ['GET', '/media', 200],
    ['GET', '/admin/blogs', 200],
    ['GET', '/index.html', 200],
    ['GET', '/blog', 200],
    ['GET', '/blogs/a-rendered-article', 200],
    ['GET', '/blogs', 200],
    ['GET', '/api/caseStudies', 200],
    ['GET', '/sitemap.xml', 200],
    ['GET', '/static/js/index-abc123.js', 200],
    ['GET', GATEWAY_ONLY_BUNDLE, 200],
    ['GET', '/static/js/missing-111.js', 404],
    ['GET', '/media/images/abc/960.jpg', 200],
    ['POST', '/api/upload', 200],
    ['POST', '/api/users/login', 200],
    ['POST', '/blog', 200],
    ['GET', '/blog/12', 200],
    ['POST', '/send-newsletter', 200],
    ['GET', '/healthz', 200],
    ['GET', '/internal/resumes/x.pdf', 404],
    ['GET', '/metrics', 404],
    ['GET', '/nginx-health', 200],
  ])('when %s %s is answered (%i), then the reply carries every security header once and no version banner', async (method, url, status) => {
    const reply = await nginx.request(method, url);
    expect({ url, status: reply.status }).toEqual({ url, status });
    expectSecurityHeaders(`${method} ${url}`, reply);
  });

  it('when a body over client_max_body_size is announced, then nginx answers 413 with every security header and the gateway sees nothing', async () => {
    const reply = await requestHead(nginx.port, 'POST', '/api/upload/resume', { 'Content-Type': 'application/pdf', 'Content-Length': String(13 * 1024 * 1024) });
    expect(reply.status).toBe(413);
    expectSecurityHeaders('413', reply);
    expect(gateway.hits).toEqual([]);
  });

  it('when an API reply is large enough, then it is gzipped', async () => {
    const reply = await nginx.request('GET', '/blogs', { 'Accept-Encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('when an admin page is served, then search engines are told not to index it', async () => {
    const reply = await nginx.request('GET', '/admin');
    expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await nginx.request('GET', '/blog')).headers['x-robots-tag']).toBeUndefined();
  });

  it('when a shared draft preview page is served, then it is the app shell, never stored, and not to be indexed', async () => {
    const reply = await nginx.request('GET', '/preview/eyJrIjoiYmxvZyJ9.c2ln');
    expect(reply.status).toBe(200);
    expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  describe('page views for the traffic counts (page-view.conf, docs/decisions/traffic.md)', () => {
    const mirrorsOf = (url: string) => gateway.mirrors.filter((m) => m.url === url);
    const VISITOR = {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
      Referer: 'https://www.linkedin.com/feed/',
      DNT: '0',
      'Sec-GPC': '0',
      Host: 'www.example.com',
    };

    it('when a page is read three times within a second, then the gateway renders it once but gets one mirror per view, each with the visitor\'s address, host, agent, referrer, privacy signals and original address', async () => {
      const url = '/about?utm_source=linkedin&utm_campaign=q1-retail&n=1';
      const replies: Reply[] = [];
      for (let i = 0; i < 3; i += 1) replies.push(await nginx.request('GET', url, VISITOR));
      expect(replies.map((r) => [r.status, r.headers['x-cache-status']])).toEqual([[200, 'MISS'], [200, 'HIT'], [200, 'HIT']]);
      await waitFor(() => mirrorsOf(url).length >= 3, { timeout: 3000, interval: 20, what: 'three mirrors' });
      // The page itself: fetched once, marked as counted already.
      expect(hitsFor('GET', url).map((h) => h.headers['x-page-view'])).toEqual(['counted']);
      // The server's headers still apply beside X-Page-View (proxy-headers.conf): `Connection: close` would end the keep-alive.
      const page = hitsFor('GET', url)[0]?.headers;
      expect([page?.host, page?.['x-forwarded-for'], page?.['x-request-id'], page?.connection]).toEqual(['www.example.com', '127.0.0.1', replies[0]?.headers['x-request-id'], undefined]);
      const mirrors = mirrorsOf(url);
      expect(mirrors).toHaveLength(3);
      mirrors.forEach((mirror, i) => {
        expect({ method: mirror.method, url: mirror.url, headers: mirror.headers }).toEqual({
          method: 'GET',
          url,
          headers: expect.objectContaining({
            'x-page-view': 'mirror',
            host: 'www.example.com',
            'x-forwarded-for': '127.0.0.1',
            'x-real-ip': '127.0.0.1',
            'x-forwarded-proto': 'http',
            'x-request-id': replies[i]?.headers['x-request-id'],
            'user-agent': VISITOR['User-Agent'],
            referer: VISITOR.Referer,
            dnt: '0',
            'sec-gpc': '0',
          }) as unknown,
        });
        expect(mirror.headers['content-length']).toBeUndefined();
      });
    });

    it('when the news page and the Media page are read, then each view is mirrored too', async () => {
      for (const url of ['/blog?page=3', '/media']) await nginx.request('GET', url, VISITOR);
      await waitFor(() => mirrorsOf('/blog?page=3').length + mirrorsOf('/media').length >= 2, { timeout: 3000, interval: 20, what: 'two mirrors' });
      expect(gateway.mirrors.map((m) => m.url).sort()).toEqual(['/blog?page=3', '/media']);
    });

    it('when a client sends its own X-Page-View, then the gateway never gets it: pages are marked by nginx, anything else unmarked', async () => {
      const forged = { ...VISITOR, 'X-Page-View': 'mirror' };
      await nginx.request('GET', '/contact-usa?forged=1', forged);
      await nginx.request('GET', '/blogs?forged=1', forged);
      await nginx.request('GET', '/admin/forged', forged);
      await waitFor(() => mirrorsOf('/contact-usa?forged=1').length >= 1, { timeout: 3000, interval: 20, what: 'the mirror' });
      expect(gateway.hits.map((h) => [h.url, h.headers['x-page-view']])).toEqual([
        ['/contact-usa?forged=1', 'counted'],
        ['/blogs?forged=1', undefined],
        ['/admin/forged', undefined],
      ]);
      expect(gateway.mirrors.map((m) => m.url)).toEqual(['/contact-usa?forged=1']);
    });

    it('when a page is asked with HEAD, or nginx answers a file, an admin page, a form round trip or an API path, then no mirror reaches the gateway', async () => {
      await nginx.request('HEAD', '/about?head=1', VISITOR);
      for (const url of [BUILD_FILE, '/admin/inbox', '/forms/contact', '/blogs', '/api/caseStudies', '/_page-view'])
        await nginx.request('GET', url, VISITOR);
      await nginx.request('GET', '/about?last=1', VISITOR);
      // Mirrors arrive in order on one connection each: once the last page's is in, none other is on its way.
      await waitFor(() => mirrorsOf('/about?last=1').length >= 1, { timeout: 3000, interval: 20, what: 'the last mirror' });
      expect(gateway.mirrors.map((m) => `${m.method} ${m.url}`)).toEqual(['GET /about?last=1']);
    });

    it('when the mirror location is asked for from outside, then it is not found', async () => {
      const reply = await nginx.request('GET', '/_page-view', VISITOR);
      expect(reply.status).toBe(404);
      expect(gateway.hits.map((h) => h.url)).not.toContain('/_page-view');
    });
  });
});
