import type { AdminBlogRecord, BlogRecord } from '@site/contracts';
import { initializeDataSource } from '@site/service-kit';
import { createContentDataSource } from '../src/db/data-source';
import { aBlog, call, publicBlog, publish, startTwoInstances, type ContentInstance, type TwoInstances } from './helpers';

type ItemBody = { data: BlogRecord };

let both: TwoInstances;
let a: ContentInstance;
let b: ContentInstance;
beforeAll(async () => {
  // Two instances starting together: the advisory lock lets one migrate while the other waits.
  both = await startTwoInstances('content_instances');
  ({ a, b } = both);
});
afterAll(async () => {
  await both.close();
});

describe('two content-service instances on one database', () => {
  it('when both start at once, then the seed exists exactly once', async () => {
    const rows = await a.dataSource.query('SELECT count(*)::int AS n FROM "content"."blogs"');
    expect(rows).toEqual([{ n: 9 }]);
  });

  it('when a post is written through one, then the other serves it at once, and its slug change redirects there too', async () => {
    const created = await call<{ data: AdminBlogRecord }>(a.url, 'POST', '/blog', { admin: true, body: aBlog({ slug_url: 'shared-state-post' }) });
    expect((await call<ItemBody>(b.url, 'GET', '/blog/shared-state-post')).body.data).toEqual(publicBlog(created.body.data));
    await call(b.url, 'PUT', `/blog/${created.body.data.blog_id}`, { admin: true, body: aBlog({ slug_url: 'shared-state-post-renamed' }) });
    const moved = await call(a.url, 'GET', '/blog/shared-state-post');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/shared-state-post-renamed');
    await call(a.url, 'DELETE', `/blog/${created.body.data.blog_id}`, { admin: true });
    expect((await call(b.url, 'GET', `/blog/${created.body.data.blog_id}`)).status).toBe(404);
  });

  it('when a case study is created and published through one, then the other lists it', async () => {
    const created = await call<{ _id: string }>(b.url, 'POST', '/api/caseStudies', { admin: true, body: { heroHeading: 'Shared between instances' } });
    await publish(b.url, 'caseStudies', created.body._id);
    const list = await call<{ _id: string }[]>(a.url, 'GET', '/api/caseStudies');
    expect(list.body.map((c) => c._id)).toContain(created.body._id);
  });

  it('when both race to take the same slug, then exactly one wins and the other gets 409', async () => {
    const results = await Promise.all([a, b, a, b].map((i) => call(i.url, 'POST', '/blog', { admin: true, body: aBlog({ slug_url: 'race-for-this-slug' }) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('when migrations run again on a started database, then nothing changes', async () => {
    const before = await a.dataSource.query('SELECT count(*)::int AS n FROM "content"."blogs"');
    const again = await initializeDataSource(createContentDataSource(both.db.url, 2));
    try {
      expect(await again.query('SELECT count(*)::int AS n FROM "content"."blogs"')).toEqual(before);
    } finally {
      await again.destroy();
    }
  });
});
