import { freePort, prepareNginx, startNginx, startStubGateway, testConfig, type RunningNginx, type UpstreamHit } from './nginx-harness';

describe('deploy/nginx/nginx.conf', () => {
  let gateway: Awaited<ReturnType<typeof startStubGateway>>;
  let nginx: RunningNginx;

  beforeAll(async () => {
    gateway = await startStubGateway();
    const port = await freePort();
    const { prefix, confPath } = prepareNginx(gateway.port, port);
    const check = testConfig(prefix, confPath);
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
    nginx = await startNginx(prefix, confPath, port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await gateway?.close();
  });

  beforeEach(() => {
    gateway.hits.length = 0;
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

  it.each([
    ['GET', '/blog', 'prerendered-news'],
    ['HEAD', '/blog', ''],
    ['GET', '/blogs/why-structured-cabling-matters', 'spa-shell'],
    ['GET', '/casestudy/65f0c0ffee', 'spa-shell'],
    ['GET', '/', 'prerendered-home'],
    ['GET', '/contact-usa', 'spa-shell'],
    ['GET', '/case-study/grocery', 'spa-shell'],
    ['GET', '/admin/casestudy/1/edit', 'spa-shell'],
  ])('when %s %s arrives, then nginx answers the page itself (%s) and the gateway sees nothing', async (method, url, marker) => {
    const reply = await nginx.request(method, url);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    if (method === 'GET') expect(reply.body.toString()).toContain(marker);
    expect(reply.headers['cache-control']).toMatch(/no-cache|no-store/);
    expect(gateway.hits).toEqual([]);
  });

  it('when /internal/* or /metrics is asked for from outside, then nginx answers 404 and the gateway sees nothing', async () => {
    expect((await nginx.request('GET', '/internal/resumes/x.pdf')).status).toBe(404);
    expect((await nginx.request('POST', '/internal/resumes/x.pdf/attach')).status).toBe(404);
    expect((await nginx.request('GET', '/metrics')).status).toBe(404);
    expect(gateway.hits).toEqual([]);
  });

  it('when a hashed bundle is fetched, then it is cached for a year as immutable and gzipped for clients that accept it', async () => {
    const reply = await nginx.request('GET', '/static/js/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect((await nginx.request('GET', '/static/js/missing-000.js')).status).toBe(404);
  });

  it('when an uploaded image is fetched, then it is cached for a year whatever the service said', async () => {
    const reply = await nginx.request('GET', '/media/images/abc/960.jpg');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when any request passes, then nginx gives it a request id that the gateway receives and the client sees', async () => {
    const reply = await nginx.request('GET', '/blogs');
    const id = reply.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(hitsFor('GET', '/blogs')[0]?.headers['x-request-id']).toBe(id);
    expect(hitsFor('GET', '/blogs')[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('when a page or an API reply goes out, then it carries the security headers once and no version banner', async () => {
    for (const url of ['/blog', '/blogs', '/static/js/index-abc123.js']) {
      const reply = await nginx.request('GET', url);
      expect({ url, server: reply.headers.server }).toEqual({ url, server: 'nginx' });
      expect(reply.headers['x-powered-by']).toBeUndefined();
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const csp = reply.headers['content-security-policy'];
      expect({ url, csp }).toEqual({ url, csp: expect.stringContaining("script-src 'self';") });
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
    }
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
});
