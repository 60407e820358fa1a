/**
 * @jest-environment node
 */
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentUnavailableError, listBlogs } from './content-client';
import { pressNewsletterButton } from './forms-client';
import { withRequestId } from './request-context';

// The site's server-side calls to content-service and forms-service, against a real tiny service.
describe("the site's calls to the services", () => {
  let server: Server;
  let seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/blogs') return void res.end(JSON.stringify({ data: [{ _id: 'b1', title: 'One' }] }));
        res.end(JSON.stringify({ outcome: 'confirmed' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.CONTENT_SERVICE_URL = url;
    process.env.FORMS_SERVICE_URL = url;
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    delete process.env.CONTENT_SERVICE_URL;
    delete process.env.FORMS_SERVICE_URL;
    await new Promise((resolve) => server.close(resolve));
  });

  const pageRequest = (id: string) => new Request('http://site.test/blog', { headers: { 'x-request-id': id } });

  test("when a page rendered on request lists the news, then content-service gets the page's request id", async () => {
    const blogs = await withRequestId(pageRequest('req-news-page-1'), () => listBlogs());

    expect(blogs).toEqual([{ _id: 'b1', title: 'One' }]);
    expect(seen).toEqual([{ method: 'GET', url: '/blogs', headers: expect.objectContaining({ 'x-request-id': 'req-news-page-1', accept: 'application/json' }) }]);
  });

  test("when the newsletter button is pressed, then forms-service gets the token, the visitor's address and the request id", async () => {
    const outcome = await pressNewsletterButton('confirm', 'a-token', { forwardedFor: '203.0.113.9', requestId: 'req-button-1' });

    expect(outcome).toBe('confirmed');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/^\/api\/newsletter\//),
        headers: expect.objectContaining({ 'x-request-id': 'req-button-1', 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' }),
      },
    ]);
  });

  test('when content-service does not answer, then the page learns the content is unavailable', async () => {
    process.env.CONTENT_SERVICE_URL = 'http://127.0.0.1:9';
    try {
      await expect(listBlogs()).rejects.toBeInstanceOf(ContentUnavailableError);
    } finally {
      process.env.CONTENT_SERVICE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
});
