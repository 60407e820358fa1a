import type { AdminBlogRecord, BlogRecord, CaseStudy, Category } from '@site/contracts';
import {
  captureLogger,
  createTestDatabase,
  metricValue,
  rawRequest as raw,
  securityHeadersWith,
  type RawReply,
  type TestDatabase,
} from '@site/service-kit/testing';
import { BlogsRepository } from '../src/blogs/blogs-repository';
import { CaseStudiesRepository } from '../src/case-studies/case-studies-repository';
import { CategoriesRepository } from '../src/categories/categories-repository';
import { aBlog, call, publicBlog, startInstance, type ContentInstance } from './helpers';

/**
 * The public lists (/blogs, /api/caseStudies, /api/categories) answered from the reply cache: the
 * whole reply, request id, headers, log line, metrics and freshness after a write elsewhere.
 */

const SERVICE_SECURITY_HEADERS = securityHeadersWith(
  "default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;base-uri 'none';form-action 'self';frame-ancestors 'none'",
);

/** The whole 200 reply of a kept list. */
const listReply = (requestId: string, body: string, etag: string): RawReply => ({
  status: 200,
  headers: {
    'x-request-id': requestId,
    ...SERVICE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    etag,
    'content-length': String(Buffer.byteLength(body)),
    date: expect.any(String) as string,
    connection: 'keep-alive',
    'keep-alive': 'timeout=5',
  },
  body,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let db: TestDatabase;
let a: ContentInstance;
let b: ContentInstance;
const log = captureLogger('content-service', 'info');

beforeAll(async () => {
  db = await createTestDatabase('content_public_lists');
  [a, b] = await Promise.all([startInstance(db.url, true, { logger: log.logger }), startInstance(db.url)]);
});
afterAll(async () => {
  await a.stop();
  await b.stop();
  await db.drop();
});

/** Each list as the database holds it now, serialised as the reply is. */
const inDb = async (target: string): Promise<string> => {
  const manager = a.dataSource.manager;
  if (target === '/blogs') return JSON.stringify({ status: 'success', data: await new BlogsRepository(manager).listNewestFirst(new Date()) } satisfies { status: string; data: BlogRecord[] });
  if (target === '/api/caseStudies') return JSON.stringify((await new CaseStudiesRepository(manager).list(new Date())) satisfies CaseStudy[]);
  return JSON.stringify({ status: 'success', data: await new CategoriesRepository(manager).list() } satisfies { status: string; data: Category[] });
};

describe('the public lists', () => {
  it.each(['/blogs', '/api/caseStudies', '/api/categories'])(
    'when %s is read, then the whole reply is the list as the database holds it, with a strong ETag from its bytes',
    async (target) => {
      const reply = await raw(a.url, target, { headers: { 'x-request-id': 'same-list-reply' } });
      expect(reply).toEqual(listReply('same-list-reply', await inDb(target), String(reply.headers.etag)));
      expect(reply.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    },
  );

  it('when the request id is unsafe to log, then a new one is minted and echoed', async () => {
    const reply = await raw(a.url, '/api/categories', { headers: { 'x-request-id': 'not safe; to log' } });
    const minted = String(reply.headers['x-request-id']);
    expect(minted).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reply).toEqual(listReply(minted, await inDb('/api/categories'), String(reply.headers.etag)));
  });

  it('when a list is answered, then one access line is written and the duration metric counts it under the route', async () => {
    const labels = ['method="GET"', 'route="/blogs"', 'status="200"'];
    const before = await metricValue(a.url, 'http_request_duration_seconds_count', labels);
    const countBefore = log.lines().length;
    await raw(a.url, '/blogs?from=log', { headers: { 'x-request-id': 'list-log' } });
    await settle();
    expect(log.lines().slice(countBefore)).toEqual([
      {
        level: 30,
        time: expect.any(String),
        service: 'content-service',
        name: 'content-service',
        req: { id: 'list-log', method: 'GET', url: '/blogs?from=log', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(await metricValue(a.url, 'http_request_duration_seconds_count', labels)).toBe(before + 1);
  });

  it('when a post is created through one instance, then the next read through the other lists it', async () => {
    await raw(b.url, '/blogs');
    const created = await call<{ data: AdminBlogRecord }>(a.url, 'POST', '/blog', { admin: true, body: aBlog() });
    expect(created.status).toBe(201);
    const reply = await raw(b.url, '/blogs', { headers: { 'x-request-id': 'fresh-after-write' } });
    expect(reply).toEqual(listReply('fresh-after-write', await inDb('/blogs'), String(reply.headers.etag)));
    expect((JSON.parse(reply.body) as { data: BlogRecord[] }).data).toContainEqual(publicBlog(created.body.data));
  });

  it('when the token cannot be read (PostgreSQL fails the query), then the JSON 500 of the error handler, logged, without internals', async () => {
    const countBefore = log.lines().length;
    await a.dataSource.query('ALTER TABLE "content"."cache_versions" RENAME TO "cache_versions_away"');
    let reply: RawReply;
    try {
      reply = await raw(a.url, '/blogs', { headers: { 'x-request-id': 'list-500' } });
    } finally {
      await a.dataSource.query('ALTER TABLE "content"."cache_versions_away" RENAME TO "cache_versions"');
    }
    const body = JSON.stringify({ message: 'Internal error', code: 'INTERNAL', requestId: 'list-500' });
    expect(reply).toEqual({
      status: 500,
      headers: {
        'x-request-id': 'list-500',
        ...SERVICE_SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        etag: expect.stringMatching(/^W\/"/) as string,
        date: expect.any(String) as string,
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
      },
      body,
    });
    await settle();
    expect(log.lines().slice(countBefore)).toEqual([
      expect.objectContaining({ level: 50, requestId: 'list-500', method: 'GET', path: '/blogs', msg: 'unhandled error' }),
      expect.objectContaining({ level: 50, req: expect.objectContaining({ id: 'list-500' }), res: { statusCode: 500 }, msg: 'request completed' }),
    ]);
    expect((await raw(a.url, '/blogs')).status).toBe(200);
  });
});
