import type { AdminBlogRecord, BlogRecord, CaseStudy, Category } from '@site/contracts';
import { waitFor } from '@site/testing/wait-for';
import { BlogsRepository } from '../src/blogs/blogs-repository';
import { CaseStudiesRepository } from '../src/case-studies/case-studies-repository';
import { CategoriesRepository } from '../src/categories/categories-repository';
import { aBlog, call, publicBlog, publish, startTwoInstances, type ContentInstance, type TwoInstances } from './helpers';

type ListBody = { status: string; data: BlogRecord[] };

// Two instances on one database, as behind the gateway: each keeps its own cache.
let both: TwoInstances;
let a: ContentInstance;
let b: ContentInstance;
beforeAll(async () => {
  both = await startTwoInstances('content_reply_cache');
  ({ a, b } = both);
});
afterAll(async () => {
  await both.close();
});

/** What the database holds now, read without any cache. */
const blogsInDb = async (): Promise<ListBody> => ({ status: 'success', data: await new BlogsRepository(a.dataSource.manager).listNewestFirst(new Date()) });
const caseStudiesInDb = (): Promise<CaseStudy[]> => new CaseStudiesRepository(a.dataSource.manager).list(new Date());
const categoriesInDb = async () => ({ status: 'success', data: await new CategoriesRepository(a.dataSource.manager).list() });

/** The instance's cache counters from its /metrics. */
async function lookups(instance: ContentInstance): Promise<{ hit: number; miss: number; uncacheable: number }> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  const count = (result: string): number => Number(new RegExp(`^content_reply_cache_total\\{[^}]*result="${result}"[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss'), uncacheable: count('uncacheable') };
}

const createPost = async (through: ContentInstance, overrides: Parameters<typeof aBlog>[0] = {}): Promise<BlogRecord> => {
  const res = await call<{ data: AdminBlogRecord }>(through.url, 'POST', '/blog', { admin: true, body: aBlog(overrides) });
  expect(res.status).toBe(201);
  // Uploaded with no publication choice: public at once.
  return publicBlog(res.body.data);
};

describe('public list replies kept in memory', () => {
  it('when /blogs is read twice with no write between, then the second read is a cache hit with the same bytes and ETag', async () => {
    const first = await call<ListBody>(a.url, 'GET', '/blogs');
    const before = await lookups(a);
    const second = await fetch(`${a.url}/blogs`);
    const after = await lookups(a);
    expect(first).toMatchObject({ status: 200, body: await blogsInDb() });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(after).toEqual({ ...before, hit: before.hit + 1 });
  });

  it('when both instances have the list cached and a post is created through one, then the next read through each lists it', async () => {
    await call(a.url, 'GET', '/blogs');
    await call(b.url, 'GET', '/blogs');
    const created = await createPost(a);
    const throughA = await call<ListBody>(a.url, 'GET', '/blogs');
    const throughB = await call<ListBody>(b.url, 'GET', '/blogs');
    expect(throughB.body).toEqual(await blogsInDb());
    expect(throughA.body).toEqual(throughB.body);
    expect(throughB.body.data).toContainEqual(created);
  });

  it('when a cached post is updated through one instance, then the next read through the other shows the new text', async () => {
    const created = await createPost(a);
    await call(a.url, 'GET', '/blogs');
    await call(b.url, 'GET', '/blogs');
    const updated = await call<{ data: AdminBlogRecord }>(b.url, 'PUT', `/blog/${created.blog_id}`, { admin: true, body: aBlog({ title: 'Renamed by the other instance' }) });
    expect(updated.status).toBe(200);
    // Save on a live post is public at once.
    const throughA = await call<ListBody>(a.url, 'GET', '/blogs');
    expect(throughA.body).toEqual(await blogsInDb());
    expect(throughA.body.data.find((p) => p.blog_id === created.blog_id)).toEqual(publicBlog(updated.body.data));
  });

  it('when a cached post is deleted through one instance, then the next read through the other no longer lists it', async () => {
    const created = await createPost(b);
    await call(a.url, 'GET', '/blogs');
    await call(b.url, 'GET', '/blogs');
    expect((await call(a.url, 'DELETE', `/blog/${created.blog_id}`, { admin: true })).status).toBe(200);
    const throughB = await call<ListBody>(b.url, 'GET', '/blogs');
    expect(throughB.body).toEqual(await blogsInDb());
    expect(throughB.body.data.map((p) => p.blog_id)).not.toContain(created.blog_id);
  });

  it('when a row is changed with plain SQL (a restore, a script), then the next read shows it: the trigger replaces the token', async () => {
    const created = await createPost(a);
    await call(a.url, 'GET', '/blogs');
    await a.dataSource.query(`UPDATE "content"."blogs" SET "title" = 'Edited outside the API' WHERE "blog_id" = $1`, [created.blog_id]);
    const throughA = await call<ListBody>(a.url, 'GET', '/blogs');
    expect(throughA.body).toEqual(await blogsInDb());
    expect(throughA.body.data.find((p) => p.blog_id === created.blog_id)?.title).toBe('Edited outside the API');
  });

  it('when many reads run while a write commits, then every read sent after the write answered lists the new post', async () => {
    await call(b.url, 'GET', '/blogs');
    let writing = true;
    // Concurrent readers keep the token check busy, so later readers must wait for a fresh check.
    const background = (async () => {
      while (writing) await Promise.all([a, b, b, a].map((i) => call(i.url, 'GET', '/blogs')));
    })();
    const created = await createPost(a);
    const after = await Promise.all(Array.from({ length: 16 }, (_, n) => call<ListBody>((n % 2 ? a : b).url, 'GET', '/blogs')));
    writing = false;
    await background;
    for (const reply of after) expect(reply.body.data.map((p) => p.blog_id)).toContain(created.blog_id);
  });

  it('when If-None-Match carries the current ETag, then 304 without a body from either instance; after a write the old tag gets 200 and the new list', async () => {
    const first = await call(a.url, 'GET', '/blogs');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache to a conditional call).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    for (const instance of [a, b]) {
      const notModified = await fetch(`${instance.url}/blogs`, { headers: revalidate });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(await notModified.text()).toBe('');
    }
    await createPost(b);
    const changed = await fetch(`${a.url}/blogs`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toEqual(await blogsInDb());
  });

  it('when the three public lists are read, then each is kept under its own key and a case study write leaves the blog list cached', async () => {
    const [blogs, studies, categories] = await Promise.all([
      call<ListBody>(a.url, 'GET', '/blogs'),
      call<CaseStudy[]>(a.url, 'GET', '/api/caseStudies'),
      call<{ status: string; data: Category[] }>(a.url, 'GET', '/api/categories'),
    ]);
    expect(blogs.body).toEqual(await blogsInDb());
    expect(studies.body).toEqual(await caseStudiesInDb());
    expect(categories.body).toEqual(await categoriesInDb());
    const created = await call<CaseStudy>(b.url, 'POST', '/api/caseStudies', { admin: true, body: { heroHeading: 'Cached apart' } });
    await publish(b.url, 'caseStudies', created.body._id);
    const before = await lookups(a);
    const studiesAfter = await call<CaseStudy[]>(a.url, 'GET', '/api/caseStudies');
    const blogsAfter = await call<ListBody>(a.url, 'GET', '/blogs');
    expect(studiesAfter.body).toEqual(await caseStudiesInDb());
    expect(studiesAfter.body.map((c) => c._id)).toContain(created.body._id);
    expect(blogsAfter.body).toEqual(blogs.body);
    expect(await lookups(a)).toEqual({ ...before, hit: before.hit + 1, miss: before.miss + 1 });
  });

  it('when /blogs is asked with query parameters, then the same full list (the API takes none, so one key serves all)', async () => {
    const plain = await call<ListBody>(a.url, 'GET', '/blogs');
    const filtered = await call<ListBody>(a.url, 'GET', '/blogs?category=2&page=3');
    expect(filtered).toMatchObject({ status: 200, body: plain.body });
    expect(filtered.body).toEqual(await blogsInDb());
  });

  it('when an admin reads the list with a token first, then an anonymous reader gets the same public reply, with only the public fields', async () => {
    await createPost(a);
    const asAdmin = await call<ListBody>(b.url, 'GET', '/blogs', { admin: true });
    const anonymous = await call<ListBody>(b.url, 'GET', '/blogs');
    expect(anonymous.body).toEqual(asAdmin.body);
    expect(anonymous.body).toEqual(await blogsInDb());
    const publicFields = ['blog_id', 'title', 'slug_url', 'brief_paragraph', 'published_date', 'published_at', 'category', 'blog_image', 'blog_image_alt', 'blogs_content'].sort();
    for (const post of anonymous.body.data) expect(Object.keys(post).sort()).toEqual(publicFields);
  });

  it('when PostgreSQL ends every connection of both instances, then the next reads still check the token and answer the current list', async () => {
    await call(a.url, 'GET', '/blogs');
    const ended = ((await a.dataSource.query(
      `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )) as Array<{ pid: number }>).map((row) => row.pid);
    // The server has closed them: the pools are told on the same turn their sockets end.
    await waitFor(
      async () => ((await a.dataSource.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1)', [ended])) as Array<{ n: number }>)[0]!.n === 0,
      { what: 'the ended backends gone' },
    );
    const created = await createPost(b);
    for (const instance of [a, b]) {
      const reply = await call<ListBody>(instance.url, 'GET', '/blogs');
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((p) => p.blog_id)).toContain(created.blog_id);
    }
    expect((await call<ListBody>(a.url, 'GET', '/blogs')).body).toEqual(await blogsInDb());
  });
});
