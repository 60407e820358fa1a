import type { AdminBlogRecord, BlogRecord } from '@site/contracts';
import { AuditRepository } from '../src/audit/audit-repository';
import { SEED_BLOGS, seedCoverPath } from '../src/db/seed/seed-blogs';
import { SEED_CATEGORIES } from '../src/db/seed/seed-categories';
import { aBlog, anyRequestId, call, publicBlog, startContentService, type TestService } from './helpers';

type ItemBody = { status: string; message?: string; data: BlogRecord };
type SavedBody = { status: string; message: string; data: AdminBlogRecord };
type ListBody = { status: string; data: BlogRecord[] };

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_blogs');
});
afterAll(async () => {
  await svc.close();
});

/** Upload (spec section 7's POST /blog): the post is public at once; its public shape is returned. */
const create = async (overrides: Parameters<typeof aBlog>[0] = {}): Promise<BlogRecord> => {
  const res = await call<SavedBody>(svc.url, 'POST', '/blog', { admin: true, body: aBlog(overrides) });
  expect(res.status).toBe(201);
  return publicBlog(res.body.data);
};
/** Save (PUT /blog/:id) of a live post: public at once. */
const save = async (id: number, body: unknown): Promise<void> => {
  expect((await call(svc.url, 'PUT', `/blog/${id}`, { admin: true, body })).status).toBe(200);
};
const audit = (id: number) => new AuditRepository(svc.dataSource.manager).listFor('blog', String(id));

const seededAsRecord = (index: number): BlogRecord => {
  const seed = SEED_BLOGS[index]!;
  return {
    blog_id: index + 1,
    title: seed.title,
    slug_url: seed.slug,
    brief_paragraph: seed.brief,
    published_date: seed.publishedDate,
    published_at: new Date(seed.publishedAt).toISOString(),
    category: SEED_CATEGORIES.indexOf(seed.category) + 1,
    blog_image: seedCoverPath(seed.slug),
    blog_image_alt: seed.imageAlt,
    blogs_content: seed.sections,
  };
};

describe('GET /blogs', () => {
  it('when the seeded posts are listed, then every field of spec section 7 is present, newest first', async () => {
    const res = await call<ListBody>(svc.url, 'GET', '/blogs');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const seeded = res.body.data.filter((b) => SEED_BLOGS.some((s) => s.slug === b.slug_url));
    expect(seeded).toEqual(SEED_BLOGS.map((_, i) => seededAsRecord(i)).reverse());
    const times = res.body.data.map((b) => Date.parse(b.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when a post is dated earlier than all others, then it is listed last; a later one first', async () => {
    const old = await create({ published_date: 'January 5, 2001' });
    const future = await create({ published_date: 'March 2, 2031' });
    const res = await call<ListBody>(svc.url, 'GET', '/blogs');
    expect(res.body.data.at(-1)?.blog_id).toBe(old.blog_id);
    expect(res.body.data[0]?.blog_id).toBe(future.blog_id);
    expect(old.published_at).toBe(new Date('January 5, 2001').toISOString());
  });
});

describe('GET /blog/:id', () => {
  it('when asked by numeric id or by slug, then the whole post is answered', async () => {
    const byId = await call<ItemBody>(svc.url, 'GET', '/blog/1');
    expect(byId).toMatchObject({ status: 200, body: { status: 'success', data: seededAsRecord(0) } });
    const bySlug = await call(svc.url, 'GET', `/blog/${SEED_BLOGS[0]!.slug}`);
    expect(bySlug.body).toEqual(byId.body);
  });

  it.each(['999999', '0', '99999999999', 'no-such-post', 'bad!!slug', '%20', '-1', 'a'.repeat(201)])(
    'when the id is %s (missing or malformed), then 404 with status fail',
    async (id) => {
      const res = await call(svc.url, 'GET', `/blog/${id}`);
      expect(res).toMatchObject({ status: 404, body: { status: 'fail', message: 'Blog not found', code: 'NOT_FOUND', requestId: anyRequestId } });
    },
  );
});

describe('POST /blog', () => {
  it('when a valid post is sent, then 201 with the post, public at once (list, item), and the write is audited', async () => {
    const input = aBlog({ slug_url: 'fibre-for-campus-links' });
    const before = Date.now();
    const res = await call<SavedBody>(svc.url, 'POST', '/blog', { admin: true, body: input });
    const expected: BlogRecord = {
      blog_id: expect.any(Number) as unknown as number,
      title: input.title,
      slug_url: 'fibre-for-campus-links',
      brief_paragraph: input.brief_paragraph!,
      published_date: 'December 1, 2026',
      published_at: new Date('December 1, 2026').toISOString(),
      category: 4,
      blog_image: '/media/images/abc/1600.jpg',
      blog_image_alt: 'Fibre patch panel',
      blogs_content: input.blogs_content!,
    };
    expect(res).toMatchObject({
      status: 201,
      body: { status: 'success', message: 'Blog published', data: { ...expected, status: 'published', has_unpublished_changes: false, published_date_auto: false } },
    });
    expect(Date.parse(res.body.data.publish_at!)).toBeGreaterThanOrEqual(before - 1000);
    // Public at once: the item and the list, in the spec's shape.
    const item = await call<ItemBody>(svc.url, 'GET', `/blog/${res.body.data.blog_id}`);
    expect(item.body).toEqual({ status: 'success', data: { ...expected, blog_id: res.body.data.blog_id } });
    expect((await call<ListBody>(svc.url, 'GET', '/blogs')).body.data).toContainEqual(item.body.data);
    // Public at once: the audit says who created it and who published it.
    expect(await audit(res.body.data.blog_id)).toEqual([
      expect.objectContaining({ action: 'create', entity: 'blog', actorId: '1', actorEmail: 'admin@example.test' }),
      expect.objectContaining({ action: 'publish', entity: 'blog', actorId: '1', actorEmail: 'admin@example.test' }),
    ]);
  });

  it('when no slug is given, then it is made from the title by the spec rule, and a repeated title gets a suffix', async () => {
    const first = await create({ title: 'Wi-Fi 7  Surveys: What   Changes?' });
    const second = await create({ title: 'Wi-Fi 7  Surveys: What   Changes?' });
    expect(first.slug_url).toBe('wi-fi-7-surveys-what-changes');
    expect(second.slug_url).toBe('wi-fi-7-surveys-what-changes-2');
  });

  it('when a slug is typed with capitals and spaces, then it is normalised like a card link', async () => {
    expect((await create({ slug_url: 'Rack  Layout Basics' })).slug_url).toBe('rack-layout-basics');
  });

  it('when the date text is not a date, then it is kept as typed and the post is ordered by its save time', async () => {
    const before = Date.now();
    const post = await create({ published_date: 'Spring edition' });
    expect(post.published_date).toBe('Spring edition');
    expect(Date.parse(post.published_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('when no date is given, then today is written in the seeded style', async () => {
    const post = await create({ published_date: '' });
    expect(post.published_date).toBe(new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
  });

  it('when the slug is already used, then 409 with status fail and error, and nothing is created', async () => {
    const before = await call<ListBody>(svc.url, 'GET', '/blogs');
    const res = await call(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ slug_url: SEED_BLOGS[1]!.slug }) });
    const message = `Another post already uses this address: /blogs/${SEED_BLOGS[1]!.slug}`;
    expect(res).toMatchObject({ status: 409, body: { status: 'fail', error: message, message, code: 'SLUG_TAKEN', fields: [{ field: 'slug_url', message }] } });
    expect((await call<ListBody>(svc.url, 'GET', '/blogs')).body.data).toHaveLength(before.body.data.length);
  });

  it.each([
    ['the title is missing', { title: undefined }, 'title', 'The title is required'],
    ['the title is blank', { title: '   ' }, 'title', 'The title is required'],
    ['the title is too long', { title: 'x'.repeat(201) }, 'title', 'The title can be at most 200 characters'],
    ['category is not a number', { category: 'abc' }, 'category', 'Choose a category'],
    ['category is not an integer', { category: 1.5 }, 'category', 'Choose a category'],
    ['category does not exist', { category: 999 }, 'category', 'Choose a category: this one does not exist'],
    ['category is All', { category: 6 }, 'category', 'Choose a category other than All'],
    ['there are 11 content items', { blogs_content: Array.from({ length: 11 }, (_, i) => ({ heading: `h${i}`, paragraph: 'p' })) }, 'blogs_content', 'The sections can hold at most 10 items'],
    ['a content item has no paragraph', { blogs_content: [{ heading: 'h', paragraph: '' }] }, 'blogs_content.0.paragraph', 'The paragraph of section 1 is required'],
    ['a content item has an unknown field', { blogs_content: [{ heading: 'h', paragraph: 'p', style: 'x' }] }, 'blogs_content.0', 'Unknown field(s): style'],
    ['a paragraph is only a script', { blogs_content: [{ heading: 'h', paragraph: '<script>alert(1)</script>' }] }, 'blogs_content.0.paragraph', 'The paragraph of section 1 has no text left once unsafe HTML is removed'],
    ['the image is a javascript: URL', { blog_image: 'javascript:alert(1)' }, 'blog_image', 'The image address must be an uploaded image (an address starting with /) or a web address starting with http:// or https://'],
    ['the slug has no letters', { slug_url: '2026' }, 'slug_url', 'The address (slug) must contain at least one letter'],
    ['the slug is only symbols', { slug_url: '!!!' }, 'slug_url', 'The address (slug) must contain letters or digits'],
    ['an unknown field is sent', { author: 'x' }, '(body)', 'Unknown field(s): author'],
    ['blog_id is sent on create', { blog_id: 3 }, '(body)', 'Unknown field(s): blog_id'],
    ['published_at is not a date-time', { published_at: 'soon' }, 'published_at', 'The publication time must be a date and time with its time zone (ISO 8601)'],
    ['the publication choice is unknown', { publication: 'later' }, 'publication', 'The publication choice must be "live", "draft" or { "schedule": "<date and time>" }'],
  ])('when %s, then 400 with status fail, the error in plain words and the field named, and nothing is created', async (_case, overrides, field, message) => {
    const before = await call<ListBody>(svc.url, 'GET', '/blogs');
    const body = { ...aBlog(), ...overrides } as Record<string, unknown>;
    const res = await call<{ error: string; message: string }>(svc.url, 'POST', '/blog', { admin: true, body });
    expect(res).toMatchObject({ status: 400, body: { status: 'fail', code: 'VALIDATION_FAILED', requestId: anyRequestId, error: message, message, fields: [{ field, message }] } });
    expect((await call<ListBody>(svc.url, 'GET', '/blogs')).body.data).toHaveLength(before.body.data.length);
  });

  it('when several fields are refused, then each is named and the message says how many more', async () => {
    const res = await call(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ title: 'x'.repeat(201), slug_url: 's'.repeat(201) }) });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'The title can be at most 200 characters (and 1 more)',
        fields: [
          { field: 'title', message: 'The title can be at most 200 characters' },
          { field: 'slug_url', message: 'The address (slug) can be at most 200 characters' },
        ],
      },
    });
  });

  it('when the body is not JSON, then 400 and never 500, with the error field the editor reads', async () => {
    const res = await call(svc.url, 'POST', '/blog', { admin: true, rawBody: '{"title":' });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: {
        status: 'fail',
        error: 'Request body is not valid JSON',
        message: 'Request body is not valid JSON',
        code: 'MALFORMED_JSON',
        requestId: anyRequestId,
      },
    });
  });

  it('when paragraphs carry scripts, handlers and javascript: links, then they are stored cleaned', async () => {
    const post = await create({
      blogs_content: [{ heading: 'Safe', paragraph: '<p onclick="x()">Read <a href="javascript:alert(1)">this</a> and <a href="https://tia.example/568">that</a></p><script>steal()</script>' }],
    });
    const expected = [{ heading: 'Safe', paragraph: '<p>Read <a rel="noopener noreferrer nofollow">this</a> and <a rel="noopener noreferrer nofollow" href="https://tia.example/568">that</a></p>' }];
    expect(post.blogs_content).toEqual(expected);
    expect((await call<ItemBody>(svc.url, 'GET', `/blog/${post.blog_id}`)).body.data.blogs_content).toEqual(expected);
  });
});

describe('PUT /blog/:id', () => {
  it('when a valid update of a live post is sent, then the public post changes at once, and the write is audited', async () => {
    const post = await create();
    const update = aBlog({ slug_url: post.slug_url, title: 'Updated title', category: 2, blogs_content: [{ heading: 'Only', paragraph: 'One section' }] });
    const res = await call<SavedBody>(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: { ...update, blog_id: post.blog_id } });
    const expected = { ...post, title: 'Updated title', category: 2, blogs_content: [{ heading: 'Only', paragraph: 'One section' }] };
    expect(res).toMatchObject({ status: 200, body: { status: 'success', message: 'Blog saved: public now', data: { ...expected, status: 'published', has_unpublished_changes: false } } });
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body).toEqual({ status: 'success', data: expected });
    expect((await call<ListBody>(svc.url, 'GET', '/blogs')).body.data).toContainEqual(expected);
    expect((await audit(post.blog_id)).map((a) => a.action)).toEqual(['create', 'publish', 'update']);
  });

  it('when the update has no slug, then the current slug is kept', async () => {
    const post = await create();
    const res = await call<SavedBody>(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: '' }) });
    expect(res.body.data.slug_url).toBe(post.slug_url);
  });

  it('when the update is invalid, then 400 with status fail and message, and the post is unchanged', async () => {
    const post = await create();
    const res = await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ title: '' }) });
    expect(res).toMatchObject({ status: 400, body: { status: 'fail', message: 'The title is required', code: 'VALIDATION_FAILED', fields: [{ field: 'title', message: 'The title is required' }] } });
    expect(res.body).not.toHaveProperty('error');
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body).toEqual({ status: 'success', data: post });
  });

  it('when the echoed blog_id is another post, then 400', async () => {
    const post = await create();
    const res = await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: { ...aBlog(), blog_id: 1 } });
    expect(res).toMatchObject({ status: 400, body: { status: 'fail', message: 'The post id in the body is not the post being updated' } });
  });

  it('when the new slug belongs to another post, then 409', async () => {
    const post = await create();
    const res = await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: SEED_BLOGS[2]!.slug }) });
    const message = `Another post already uses this address: /blogs/${SEED_BLOGS[2]!.slug}`;
    expect(res).toMatchObject({ status: 409, body: { status: 'fail', code: 'SLUG_TAKEN', message, fields: [{ field: 'slug_url', message }] } });
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body).toEqual({ status: 'success', data: post });
  });

  it.each(['999999', 'not-a-post', 'bad!!'])('when the id %s is missing or malformed, then 404 with status fail', async (id) => {
    const res = await call(svc.url, 'PUT', `/blog/${id}`, { admin: true, body: aBlog() });
    expect(res).toMatchObject({ status: 404, body: { status: 'fail', message: 'Blog not found' } });
  });
});

describe('slug changes', () => {
  it('when a slug changes, then the old slug answers 301 to the new one and both redirect lists show it', async () => {
    const post = await create({ slug_url: 'poe-budgets-explained' });
    await save(post.blog_id, aBlog({ slug_url: 'poe-power-budgets-explained' }));
    const res = await call(svc.url, 'GET', '/blog/poe-budgets-explained');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/poe-power-budgets-explained');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.body).toEqual({ status: 'success', redirectTo: '/blogs/poe-power-budgets-explained', slug_url: 'poe-power-budgets-explained' });
    const followed = await fetch(`${svc.url}/blog/poe-budgets-explained`);
    expect(((await followed.json()) as ItemBody).data.blog_id).toBe(post.blog_id);
    expect((await call(svc.url, 'GET', '/api/blogs/redirects/poe-budgets-explained')).body).toEqual({
      status: 'success',
      data: { from: '/blogs/poe-budgets-explained', to: '/blogs/poe-power-budgets-explained' },
    });
    const all = await call<{ data: unknown[] }>(svc.url, 'GET', '/api/blogs/redirects');
    expect(all.body.data).toContainEqual({ from: '/blogs/poe-budgets-explained', to: '/blogs/poe-power-budgets-explained' });
  });

  it('when a slug changes twice, then both old slugs lead to the current one', async () => {
    const post = await create({ slug_url: 'rack-cooling-v1' });
    await save(post.blog_id, aBlog({ slug_url: 'rack-cooling-v2' }));
    await save(post.blog_id, aBlog({ slug_url: 'rack-cooling-v3' }));
    expect((await call(svc.url, 'GET', '/blog/rack-cooling-v1')).headers.get('location')).toBe('/blog/rack-cooling-v3');
    expect((await call(svc.url, 'GET', '/blog/rack-cooling-v2')).headers.get('location')).toBe('/blog/rack-cooling-v3');
  });

  it('when a post takes back its old slug, then that slug answers 200 again', async () => {
    const post = await create({ slug_url: 'signage-heat-a' });
    await save(post.blog_id, aBlog({ slug_url: 'signage-heat-b' }));
    await save(post.blog_id, aBlog({ slug_url: 'signage-heat-a' }));
    expect((await call(svc.url, 'GET', '/blog/signage-heat-a')).status).toBe(200);
    expect((await call(svc.url, 'GET', '/blog/signage-heat-b')).headers.get('location')).toBe('/blog/signage-heat-a');
  });

  it('when a new post claims a retired slug, then the slug serves the new post', async () => {
    const first = await create({ slug_url: 'vlan-basics' });
    await save(first.blog_id, aBlog({ slug_url: 'vlan-basics-for-retail' }));
    const second = await create({ slug_url: 'vlan-basics' });
    const res = await call<ItemBody>(svc.url, 'GET', '/blog/vlan-basics');
    expect(res.status).toBe(200);
    expect(res.body.data.blog_id).toBe(second.blog_id);
  });

  it('when the slug asked of the redirect lookup is unknown or malformed, then 404', async () => {
    expect((await call(svc.url, 'GET', '/api/blogs/redirects/never-existed')).status).toBe(404);
    expect((await call(svc.url, 'GET', '/api/blogs/redirects/12')).status).toBe(404);
  });
});

describe('DELETE /blog/:id', () => {
  it('when a post is deleted, then it is gone, its old slugs are gone, and the delete is audited', async () => {
    const post = await create({ slug_url: 'delete-me-first' });
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: 'delete-me-second' }) });
    const res = await call(svc.url, 'DELETE', `/blog/${post.blog_id}`, { admin: true });
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { status: 'success', message: 'Blog deleted' } }));
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).status).toBe(404);
    expect((await call(svc.url, 'GET', '/blog/delete-me-first')).status).toBe(404);
    expect((await audit(post.blog_id)).map((a) => a.action)).toEqual(['create', 'publish', 'update', 'delete']);
  });

  it('when a post is deleted by slug, then it is gone', async () => {
    const post = await create();
    expect((await call(svc.url, 'DELETE', `/blog/${post.slug_url}`, { admin: true })).status).toBe(200);
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).status).toBe(404);
  });

  it.each(['999999', 'bad!!'])('when the id %s is missing or malformed, then 404 with status fail', async (id) => {
    expect(await call(svc.url, 'DELETE', `/blog/${id}`, { admin: true })).toMatchObject({ status: 404, body: { status: 'fail', message: 'Blog not found' } });
  });
});
