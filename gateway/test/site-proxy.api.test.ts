import { SECURITY_HEADERS } from '@site/contracts/edge-rules';
import { rawRequest, securityHeadersWith } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { startGateway, type EchoReply, type TestGateway } from './helpers';

/**
 * Every path that is not an API route or a canonical-path 301 goes to the site renderer
 * (SITE_SERVER_URL); the gateway adds its request id and security headers and nothing else.
 */

const GATEWAY_SECURITY_HEADERS = securityHeadersWith(SECURITY_HEADERS['Content-Security-Policy']!);

const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';

describe('pages through the gateway', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway();
    gw.site.respond = (_method, url) =>
      url === '/no-such-page'
        ? { status: 404, body: NOT_FOUND_PAGE, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } }
        : undefined;
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when an unknown page is requested, then the site renderer\'s 404 page comes back whole, with the request id and the security headers', async () => {
    const reply = await rawRequest(gw.url, '/no-such-page', { headers: { 'x-request-id': 'site-404', accept: 'text/html' } });
    expect(reply).toEqual({
      status: 404,
      headers: {
        'x-request-id': 'site-404',
        ...GATEWAY_SECURITY_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        date: expect.any(String),
        connection: 'keep-alive',
        'content-length': String(Buffer.byteLength(NOT_FOUND_PAGE)),
      },
      body: NOT_FOUND_PAGE,
    });
  });

  test('when a page is requested, then the site renderer gets its path, query, request id and the client address, and no service sees it', async () => {
    const counts = Object.values(gw.services).map((s) => s.received.length);
    const reply = await rawRequest(gw.url, '/about?ref=x', { headers: { 'x-request-id': 'site-page-1', 'x-forwarded-for': '6.6.6.6' } });
    expect(JSON.parse(reply.body) as EchoReply).toEqual({
      service: 'site',
      method: 'GET',
      url: '/about?ref=x',
      requestId: 'site-page-1',
      forwardedFor: '127.0.0.1',
      authorization: undefined,
      body: '',
    });
    expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
  });

  test('when a page has another spelling (/home, a trailing slash, a mixed-case article slug), then the gateway answers the 301 and the site renderer never sees it', async () => {
    const before = gw.site.received.length;
    for (const [from, to] of [
      ['/home', '/'],
      ['/about/?x=1', '/about?x=1'],
      ['/blogs/My-Post', '/blogs/my-post'],
      ['/blogs/My-Post/?x=1', '/blogs/my-post?x=1'],
      ['/media/', '/media'],
    ] as const) {
      const reply = await rawRequest(gw.url, from);
      expect([reply.status, reply.headers.location, reply.headers['cache-control']]).toEqual([301, to, 'public, max-age=3600']);
    }
    expect(gw.site.received.length).toBe(before);
  });

  test('when pages go over the address limit, then a page answers the JSON 429; files of the build are not counted', async () => {
    const fresh = await startGateway({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    try {
      const statuses: number[] = [];
      for (const path of ['/static/js/a.js', '/favicon.ico', '/about', '/static/js/b.js', '/services', '/contact'])
        statuses.push((await rawRequest(fresh.url, path)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await rawRequest(fresh.url, '/careers', { headers: { 'x-request-id': 'site-429' } });
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Too many requests. Please wait a minute and try again.',
        code: 'RATE_LIMITED',
        requestId: 'site-429',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  test('when the site renderer is down, then a page answers the JSON 503 with the request id; when it is back, pages heal', async () => {
    await gw.site.stop();
    try {
      const reply = await rawRequest(gw.url, '/contact', { headers: { 'x-request-id': 'site-down' } });
      expect([reply.status, reply.headers['cache-control'], reply.headers['retry-after']]).toEqual([503, 'no-store', '5']);
      expect(JSON.parse(reply.body)).toEqual({
        message: 'The site is temporarily unavailable',
        code: 'SERVICE_UNAVAILABLE',
        requestId: 'site-down',
      });
    } finally {
      await gw.site.start();
    }
    expect((await rawRequest(gw.url, '/contact')).status).toBe(200);
  });
});

describe('site renderer configuration', () => {
  test('when SITE_SERVER_URL is missing or not an http(s) URL, then the gateway configuration is refused naming it', () => {
    expect(() => loadGatewayConfig({})).toThrow(/SITE_SERVER_URL/);
    expect(() => loadGatewayConfig({ SITE_SERVER_URL: 'ftp://site' })).toThrow(/SITE_SERVER_URL/);
    expect(loadGatewayConfig({ SITE_SERVER_URL: 'http://site:4321' }).SITE_SERVER_URL).toBe('http://site:4321');
  });

  test('when a service is given several comma-separated URLs, then the configuration is refused: one URL per service', () => {
    expect(() => loadGatewayConfig({ SITE_SERVER_URL: 'http://site:4321', CONTENT_URL: 'http://a:4001,http://b:4001' })).toThrow(/CONTENT_URL/);
  });
});
