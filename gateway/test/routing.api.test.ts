import { bearer } from '@site/service-kit/testing';
import { PERMISSIONS_POLICY } from '@site/service-kit';
import { rawGet, startGateway, type EchoReply, type TestGateway } from './helpers';
import { formPagePath, PUBLIC_FORM_NAMES } from '@site/contracts';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

const admin = bearer();
const anonymous: Record<string, string> = {};

// Every public path of spec section 7 and the brief's admin/internal additions, with the service that owns it.
const ROUTES: Array<[method: string, path: string, service: string, headers: Record<string, string>]> = [
  ['GET', '/blogs', 'content', anonymous],
  ['GET', '/blog/42', 'content', anonymous],
  ['POST', '/blog', 'content', admin],
  ['PUT', '/blog/42', 'content', admin],
  ['DELETE', '/blog/42', 'content', admin],
  ['GET', '/api/categories', 'content', anonymous],
  ['GET', '/api/blogs/redirects', 'content', anonymous],
  ['GET', '/api/blogs/redirects/old-slug', 'content', anonymous],
  ['GET', '/api/caseStudies', 'content', anonymous],
  ['GET', '/api/caseStudies/abc', 'content', anonymous],
  ['POST', '/api/caseStudies', 'content', admin],
  ['PUT', '/api/caseStudies/abc', 'content', admin],
  ['DELETE', '/api/caseStudies/abc', 'content', admin],
  ['POST', '/api/users/login', 'auth', anonymous],
  ['POST', '/send-contact-form-main', 'forms', anonymous],
  ['POST', '/send-contact-form-usa', 'forms', anonymous],
  ['POST', '/send-newsletter', 'forms', anonymous],
  ['POST', '/job-opportunity-form', 'forms', anonymous],
  ['GET', '/api/newsletter/confirm?token=abc', 'forms', anonymous],
  ['GET', '/api/newsletter/unsubscribe?token=abc', 'forms', anonymous],
  ['GET', '/api/forms/token', 'forms', anonymous],
  ['GET', '/api/forms/token.gif', 'forms', anonymous],
  ['GET', '/api/admin/submissions?type=contact&page=2', 'forms', admin],
  ['GET', '/api/admin/submissions/7', 'forms', admin],
  ['POST', '/api/admin/submissions/7/resend', 'forms', admin],
  ['DELETE', '/api/admin/submissions/7', 'forms', admin],
  ['GET', '/api/admin/submissions.csv', 'forms', admin],
  ['GET', '/api/admin/subscribers', 'forms', admin],
  ['GET', '/api/admin/subscribers.csv', 'forms', admin],
  ['GET', '/api/admin/stats', 'forms', admin],
  ['PUT', '/api/admin/submissions/7/lead-status', 'forms', admin],
  ['POST', '/api/admin/submissions/7/notes', 'forms', admin],
  ['POST', '/api/upload', 'upload', admin],
  ['POST', '/api/upload/resume', 'upload', anonymous],
  ['GET', '/media/images/abc/960.webp', 'upload', anonymous],
  ['GET', '/api/files/resumes/x.pdf?expires=1&signature=s', 'upload', anonymous],
  ['GET', '/api/admin/resumes/x.pdf/link', 'upload', admin],
];

describe('gateway routing', () => {
  test.each(ROUTES)(
    'when %s %s is called, then it reaches the %s service unchanged',
    async (method, path, service, headers) => {
      const reply = await fetch(`${gw.url}${path}`, {
        method,
        headers: { accept: 'application/json', ...headers },
      });
      expect(reply.status).toBe(200);
      const echo = (await reply.json()) as EchoReply;
      expect(echo).toEqual({
        service,
        method,
        url: path,
        requestId: reply.headers.get('x-request-id'),
        forwardedFor: '127.0.0.1',
        authorization: headers.Authorization,
        body: '',
      });
    },
  );

  test('when a JSON body is posted, then the service receives it byte for byte (no parser at the gateway)', async () => {
    const body = JSON.stringify({
      email: 'a@b.example',
      name: 'Ann',
      message: 'x'.repeat(5000),
      phoneNum: '123',
      formType: 'Contact page Form',
    });
    const reply = await fetch(`${gw.url}/send-contact-form-main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(((await reply.json()) as EchoReply).body).toBe(body);
  });

  test('when a caller sends a safe request id, then the service sees that id and the reply echoes it', async () => {
    const reply = await fetch(`${gw.url}/blogs`, { headers: { 'x-request-id': 'trace-123' } });
    expect(reply.headers.get('x-request-id')).toBe('trace-123');
    expect(((await reply.json()) as EchoReply).requestId).toBe('trace-123');
  });

  test('when a caller sends no request id, then the gateway mints one and passes it on', async () => {
    const reply = await fetch(`${gw.url}/api/categories`);
    const id = reply.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await reply.json()) as EchoReply).requestId).toBe(id);
  });

  test('when GET /blog is asked for, then it is a page the site renderer answers, while POST /blog goes to the content service', async () => {
    const before = gw.services.content.received.length;
    const page = await fetch(`${gw.url}/blog`, { headers: { accept: 'text/html' } });
    expect(((await page.json()) as EchoReply).service).toBe('site');
    expect(gw.services.content.received.length).toBe(before);
    const api = await fetch(`${gw.url}/blog`, { method: 'POST', headers: admin });
    expect(((await api.json()) as EchoReply).service).toBe('content');
  });

  test.each(PUBLIC_FORM_NAMES)('when a browser posts the %s form without script, then its page on the site answers and no service gets the post', async (form) => {
    const forms = gw.services.forms.received.length;
    const reply = await fetch(`${gw.url}${formPagePath(form)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com',
    });
    expect(((await reply.json()) as EchoReply).service).toBe('site');
    expect(gw.site.received.at(-1)?.url).toBe(`/forms/${form}`);
    expect(gw.services.forms.received.length).toBe(forms);
  });

  test('when GET /blogs/:slug is asked for, then it is a page the site renderer answers and never reaches the content service', async () => {
    const before = gw.services.content.received.length;
    const reply = await fetch(`${gw.url}/blogs/some-article`);
    expect(((await reply.json()) as EchoReply).url).toBe('/blogs/some-article');
    expect(gw.site.received.at(-1)?.url).toBe('/blogs/some-article');
    expect(gw.services.content.received.length).toBe(before);
  });

  test.each(['/internal/resumes/x.pdf', '/internal/resumes/x.pdf/content', '/internal'])(
    'when %s is called from outside, then it is 404 and no service sees it',
    async (path) => {
      const counts = Object.values(gw.services).map((s) => s.received.length);
      const reply = await fetch(`${gw.url}${path}`);
      expect(reply.status).toBe(404);
      const body = (await reply.json()) as Record<string, unknown>;
      expect(body).toEqual({
        message: `No route for GET ${path}`,
        code: 'NOT_FOUND',
        requestId: reply.headers.get('x-request-id'),
      });
      expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
    },
  );

  test('when an unknown /api path is called, then the gateway answers a JSON 404 itself', async () => {
    const reply = await fetch(`${gw.url}/api/nothing-here`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({
      message: 'No route for GET /api/nothing-here',
      code: 'NOT_FOUND',
      requestId: reply.headers.get('x-request-id'),
    });
  });

  test.each(['/api/upload/..%2f..%2finternal', '/blog/../internal/x', '/media/%2e%2e/x'])(
    'when a path holds dot segments (%s), then it is refused with 400 before any service',
    async (path) => {
      const counts = Object.values(gw.services).map((s) => s.received.length);
      // fetch() would normalise the dots away; a raw request sends the path as an attacker would.
      const reply = await rawGet(`${gw.url}${path}`);
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body)).toEqual({
        message: 'The request path is not valid',
        code: 'VALIDATION_FAILED',
        requestId: reply.requestId,
      });
      expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
    },
  );

  test('when a path differs only in letter case (/API/admin/submissions), then no service gets it: it is a page path, for the site renderer', async () => {
    const counts = Object.values(gw.services).map((s) => s.received.length);
    const reply = await fetch(`${gw.url}/API/admin/submissions`, { headers: { accept: 'application/json' } });
    expect(((await reply.json()) as EchoReply).service).toBe('site');
    expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
  });

  test('when any response leaves the gateway, then it carries the security headers and no version banner', async () => {
    const reply = await fetch(`${gw.url}/api/nothing-here`);
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(reply.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(reply.headers.get('x-powered-by')).toBeNull();
  });
});

describe('forwarded addresses', () => {
  test('when a client connects directly and sends its own X-Forwarded-For, then the services see only its real address', async () => {
    const gw = await startGateway();
    try {
      const reply = await fetch(`${gw.url}/blogs`, {
        headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' },
      });
      expect(((await reply.json()) as EchoReply).forwardedFor).toBe('127.0.0.1');
    } finally {
      await gw.close();
    }
  });

  test('when a trusted proxy sends the request, then the client address it saw is passed on and anything the client made up is dropped', async () => {
    const gw = await startGateway({ TRUST_PROXY: 'loopback' });
    try {
      const reply = await fetch(`${gw.url}/blogs`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' },
      });
      expect(((await reply.json()) as EchoReply).forwardedFor).toBe('203.0.113.5, 127.0.0.1');
    } finally {
      await gw.close();
    }
  });
});
