// PostgreSQL out of reach (issue 22, D7): what needs the database answers 503 with Retry-After and
// the one JSON error shape, changes nothing, and works again once PostgreSQL is back. The outage is
// real: the service talks to PostgreSQL through a TCP relay that the test takes away.
import { initializeDataSource } from '@site/service-kit';
import { createMigratedDatabase, startTcpProxy, TEST_SERVER_URL, type TcpProxy } from '@site/testing';
import type { TestDatabase } from '@site/service-kit/testing';
import { createContentDataSource } from '../src/db/data-source';
import { aBlog, call, startInstance, type ContentInstance } from './helpers';

let db: TestDatabase;
let proxy: TcpProxy;
let svc: ContentInstance;
beforeAll(async () => {
  db = await createMigratedDatabase('content_outage', 'content', async (url) => {
    await (await initializeDataSource(createContentDataSource(url, 2))).destroy();
  });
  const server = new URL(TEST_SERVER_URL);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  svc = await startInstance(proxy.through(db.url));
});
afterAll(async () => {
  // Restored first, so the pool's connections close normally.
  await proxy?.restore();
  await svc?.stop();
  await proxy?.close();
  await db?.drop();
});

describe('content-service while PostgreSQL cannot be reached', () => {
  it('when PostgreSQL goes away, then reads and an admin write answer 503 with Retry-After and the JSON error, nothing is written, and both work again once it is back', async () => {
    const before = await call<{ data: unknown[] }>(svc.url, 'GET', '/api/caseStudies');
    expect(before.status).toBe(200);
    const blogsBefore = await call<{ data: unknown[] }>(svc.url, 'GET', '/blogs');

    await proxy.cut();
    const post = aBlog();
    // The blog calls' failures carry `status: 'fail'` (and POST /blog `error`): the fields the spec's
    // screens read (spec section 7).
    for (const [method, path, options, shape] of [
      ['GET', '/api/categories', {}, {}],
      ['GET', '/blog/no-such-post-during-the-outage', {}, { status: 'fail' }],
      ['POST', '/blog', { admin: true, body: post }, { status: 'fail', error: 'The service cannot reach its data store just now; try again in a few seconds' }],
    ] as const) {
      const reply = await call<Record<string, unknown>>(svc.url, method, path, options);
      expect({ method, path, status: reply.status, retryAfter: reply.headers.get('retry-after'), body: reply.body }).toEqual({
        method,
        path,
        status: 503,
        retryAfter: '5',
        body: { ...shape, message: 'The service cannot reach its data store just now; try again in a few seconds', code: 'UNAVAILABLE', requestId: expect.any(String) },
      });
    }

    await proxy.restore();
    const after = await call<{ data: Array<{ title: string }> }>(svc.url, 'GET', '/blogs');
    expect(after.status).toBe(200);
    expect(after.body.data).toHaveLength(blogsBefore.body.data.length);
    expect(after.body.data.map((b) => b.title)).not.toContain(post.title);
  });

  it('when PostgreSQL\'s host goes silent (connections taken, never answered), then a read answers 503 with Retry-After once the connect time-out has passed instead of hanging, and works again once it answers', async () => {
    await proxy.stall();
    try {
      const reply = await call<Record<string, unknown>>(svc.url, 'GET', '/api/categories');
      expect({ status: reply.status, retryAfter: reply.headers.get('retry-after'), body: reply.body }).toEqual({
        status: 503,
        retryAfter: '5',
        body: { message: 'The service cannot reach its data store just now; try again in a few seconds', code: 'UNAVAILABLE', requestId: expect.any(String) },
      });
    } finally {
      await proxy.restore();
    }
    expect((await call(svc.url, 'GET', '/api/categories')).status).toBe(200);
  });
});
