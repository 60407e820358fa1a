import type { AdminBlogRecord, AdminCaseStudy, BlogRecord, CaseStudy, PreviewContent, PreviewLink } from '@site/contracts';
import { AuditRepository } from '../src/audit/audit-repository';
import { aBlog, anyRequestId, call, publish, startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_revisions');
});
afterAll(async () => {
  await svc.close();
});

type Item<T> = { status: 'success'; data: T };
type Changed<T> = Item<T> & { message: string };

async function publishedPost(overrides: Parameters<typeof aBlog>[0] = {}): Promise<BlogRecord> {
  const res = await call<Item<BlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog(overrides) });
  expect(res.status).toBe(201);
  await publish(svc.url, 'blogs', res.body.data.blog_id);
  return res.body.data;
}
async function publishedStudy(): Promise<CaseStudy> {
  const res = await call<CaseStudy>(svc.url, 'POST', '/api/caseStudies', {
    admin: true,
    body: { heroHeading: `Live study ${Date.now()}`, clientName: 'Market & Vine', sec1Para: '<p>Live text</p>' },
  });
  expect(res.status).toBe(201);
  await publish(svc.url, 'caseStudies', res.body._id);
  return res.body;
}

const adminBlog = async (id: number) =>
  (await call<Item<AdminBlogRecord>>(svc.url, 'GET', `/api/admin/blogs/${id}`, { admin: true })).body.data;
const adminStudy = async (id: string) =>
  (await call<Item<AdminCaseStudy>>(svc.url, 'GET', `/api/admin/caseStudies/${id}`, { admin: true })).body.data;
const blogAudit = async (id: number) =>
  (await new AuditRepository(svc.dataSource.manager).listFor('blog', String(id))).map((a) => a.action);
const studyAudit = async (id: string) =>
  (await new AuditRepository(svc.dataSource.manager).listFor('case_study', id)).map((a) => a.action);

/** Every public read of a post, whole replies (the list is the cached reply). */
async function publicPostReads(post: BlogRecord) {
  return {
    list: (await call(svc.url, 'GET', '/blogs')).body,
    byId: (await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body,
    bySlug: (await call(svc.url, 'GET', `/blog/${post.slug_url}`)).body,
    redirects: (await call(svc.url, 'GET', '/api/blogs/redirects')).body,
  };
}
async function publicStudyReads(study: CaseStudy) {
  return {
    list: (await call(svc.url, 'GET', '/api/caseStudies')).body,
    byId: (await call(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body,
  };
}

async function previewOf(kind: 'blog' | 'caseStudy', id: string): Promise<PreviewContent> {
  const link = await call<Item<PreviewLink>>(svc.url, 'POST', '/api/admin/preview-links', { admin: true, body: { kind, id } });
  expect(link.status).toBe(201);
  const token = link.body.data.path.slice('/preview/'.length);
  return (await call<Item<PreviewContent>>(svc.url, 'GET', `/api/preview/${token}`)).body.data;
}

describe('an edit of a published post', () => {
  it('when it is saved, then no public read changes (list, item, slug, redirects) until Publish, and the admin read and preview show it', async () => {
    const post = await publishedPost();
    const before = await publicPostReads(post);
    const revisedSlug = `revised-${post.blog_id}`;
    const edit = aBlog({ title: 'Revised title', slug_url: revisedSlug, blogs_content: [{ heading: 'New', paragraph: 'A & B' }] });
    const revised: BlogRecord = {
      ...post,
      title: 'Revised title',
      slug_url: revisedSlug,
      brief_paragraph: post.brief_paragraph,
      blogs_content: [{ heading: 'New', paragraph: 'A &amp; B' }],
    };

    const put = await call<Changed<BlogRecord>>(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: edit });
    // The spec's reply shape, holding what was saved.
    expect(put).toMatchObject({ status: 200, body: { status: 'success', message: 'Blog updated', data: revised } });
    expect(Object.keys(put.body.data).sort()).toEqual(Object.keys(post).sort());

    expect(await publicPostReads(post)).toEqual(before);
    expect((await call(svc.url, 'GET', `/blog/${revisedSlug}`)).status).toBe(404);
    const admin = await adminBlog(post.blog_id);
    expect(admin).toEqual({ ...revised, status: 'published', publish_at: expect.any(String), has_unpublished_changes: true });
    expect((await call<{ data: AdminBlogRecord[] }>(svc.url, 'GET', '/api/admin/blogs', { admin: true })).body.data).toContainEqual(admin);
    expect(await previewOf('blog', String(post.blog_id))).toEqual({ kind: 'blog', blog: revised });

    const published = await call<Changed<AdminBlogRecord>>(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, {
      admin: true,
      body: { action: 'publish' },
    });
    expect(published).toMatchObject({
      status: 200,
      body: { status: 'success', message: 'Blog published', data: { ...revised, status: 'published', has_unpublished_changes: false } },
    });
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body).toEqual({ status: 'success', data: revised });
    expect((await call<{ data: BlogRecord[] }>(svc.url, 'GET', '/blogs')).body.data).toContainEqual(revised);
    // Only now does the public URL move: the old slug redirects to the published one.
    const moved = await call(svc.url, 'GET', `/blog/${post.slug_url}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/${revisedSlug}`);
    expect(await blogAudit(post.blog_id)).toEqual(['create', 'publish', 'update', 'publish']);
  });

  it('when Discard changes is used, then the pending revision is gone and the live post is what the admin sees', async () => {
    const post = await publishedPost();
    const before = await publicPostReads(post);
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'Thrown away' }) });
    expect((await adminBlog(post.blog_id)).title).toBe('Thrown away');

    const res = await call<Changed<AdminBlogRecord>>(svc.url, 'DELETE', `/api/admin/blogs/${post.blog_id}/changes`, { admin: true });
    const live = { ...post, status: 'published', publish_at: expect.any(String), has_unpublished_changes: false };
    expect(res).toMatchObject({ status: 200, body: { status: 'success', message: 'Changes discarded', data: live } });
    expect(await adminBlog(post.blog_id)).toEqual(live);
    expect(await publicPostReads(post)).toEqual(before);
    expect(await blogAudit(post.blog_id)).toEqual(['create', 'publish', 'update', 'discard']);
    expect((await call(svc.url, 'DELETE', `/api/admin/blogs/${post.blog_id}/changes`)).status).toBe(401);
  });

  it('when the live fields are saved back unchanged, then nothing waits for Publish', async () => {
    const post = await publishedPost();
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'Changed' }) });
    const { blog_id: _id, ...same } = post;
    expect((await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: same })).status).toBe(200);
    expect(await adminBlog(post.blog_id)).toEqual({ ...post, status: 'published', publish_at: expect.any(String), has_unpublished_changes: false });
  });

  it('when a revision of a live post is scheduled, then 409 and nothing changes; unpublished, it becomes the draft and can be scheduled', async () => {
    const post = await publishedPost();
    const before = await publicPostReads(post);
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'For later' }) });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        status: 'fail',
        code: 'LIVE_REVISION_SCHEDULE',
        message: 'This post is live: its changes can be published now or discarded, not scheduled. To schedule them, unpublish it first.',
        requestId: anyRequestId,
      },
    });
    expect(await publicPostReads(post)).toEqual(before);
    expect(await adminBlog(post.blog_id)).toMatchObject({ title: 'For later', status: 'published', has_unpublished_changes: true });

    const unpublished = await call<Changed<AdminBlogRecord>>(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'unpublish' } });
    expect(unpublished.body.data).toMatchObject({ title: 'For later', status: 'draft', has_unpublished_changes: false });
    const scheduled = await call<Changed<AdminBlogRecord>>(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } });
    expect(scheduled.body.data).toMatchObject({ title: 'For later', status: 'scheduled', publish_at: at, has_unpublished_changes: false });
  });

  it('when a scheduled post is edited, then the edit waits as a revision and Publish applies it', async () => {
    const post = await publishedPost();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } });
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'Edited while scheduled' }) });
    expect(await adminBlog(post.blog_id)).toMatchObject({ title: 'Edited while scheduled', status: 'scheduled', publish_at: at, has_unpublished_changes: true });
    await publish(svc.url, 'blogs', post.blog_id);
    expect((await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${post.blog_id}`)).body.data.title).toBe('Edited while scheduled');
  });

  it('when a draft post is edited, then its fields change at once (nothing is public to protect)', async () => {
    const draft = (await call<Item<BlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() })).body.data;
    await call(svc.url, 'PUT', `/blog/${draft.blog_id}`, { admin: true, body: aBlog({ slug_url: draft.slug_url, title: 'Draft edit' }) });
    expect(await adminBlog(draft.blog_id)).toMatchObject({ title: 'Draft edit', status: 'draft', has_unpublished_changes: false });
  });

  it("when another post asks for the slug a pending revision holds, then 409: the revision's slug is reserved", async () => {
    const post = await publishedPost();
    const reserved = `reserved-${post.blog_id}`;
    await call(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: reserved }) });
    const other = await call(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ slug_url: reserved }) });
    expect(other).toMatchObject({ status: 409, body: { code: 'SLUG_TAKEN' } });
    await publish(svc.url, 'blogs', post.blog_id);
    expect((await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${reserved}`)).body.data.blog_id).toBe(post.blog_id);
  });
});

describe('an edit of a published case study', () => {
  it('when it is saved, then no public read changes until Publish, and the admin read and preview show it', async () => {
    const study = await publishedStudy();
    const before = await publicStudyReads(study);
    const edited: CaseStudy = { ...study, heroHeading: 'Revised heading', sec1Para: 'Revised &amp; better' };

    const put = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${study._id}`, { admin: true, body: { ...study, heroHeading: 'Revised heading', sec1Para: 'Revised & better' } });
    expect(put).toMatchObject({ status: 200, body: edited });
    expect(Object.keys(put.body).sort()).toEqual(Object.keys(study).sort());

    expect(await publicStudyReads(study)).toEqual(before);
    expect(await adminStudy(study._id)).toEqual({ ...edited, status: 'published', publish_at: expect.any(String), has_unpublished_changes: true });
    expect(await previewOf('caseStudy', study._id)).toEqual({ kind: 'caseStudy', caseStudy: edited });

    const published = await call<Changed<AdminCaseStudy>>(svc.url, 'POST', `/api/admin/caseStudies/${study._id}/publication`, {
      admin: true,
      body: { action: 'publish' },
    });
    expect(published).toMatchObject({ status: 200, body: { message: 'Case study published', data: { ...edited, has_unpublished_changes: false } } });
    expect((await call(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body).toEqual(edited);
    expect((await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies')).body).toContainEqual(edited);
    expect(await studyAudit(study._id)).toEqual(['create', 'publish', 'update', 'publish']);
  });

  it('when Discard changes is used, then the revision is gone; a revision of a live one cannot be scheduled', async () => {
    const study = await publishedStudy();
    const before = await publicStudyReads(study);
    await call(svc.url, 'PUT', `/api/caseStudies/${study._id}`, { admin: true, body: { ...study, heroHeading: 'Thrown away' } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(await call(svc.url, 'POST', `/api/admin/caseStudies/${study._id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } })).toMatchObject({
      status: 409,
      body: { code: 'LIVE_REVISION_SCHEDULE', message: expect.stringContaining('This case study is live') },
    });

    const res = await call<Changed<AdminCaseStudy>>(svc.url, 'DELETE', `/api/admin/caseStudies/${study._id}/changes`, { admin: true });
    const live = { ...study, status: 'published', publish_at: expect.any(String), has_unpublished_changes: false };
    expect(res).toMatchObject({ status: 200, body: { status: 'success', message: 'Changes discarded', data: live } });
    expect(await adminStudy(study._id)).toEqual(live);
    expect(await publicStudyReads(study)).toEqual(before);
    expect(await studyAudit(study._id)).toEqual(['create', 'publish', 'update', 'discard']);
    expect((await call(svc.url, 'DELETE', '/api/admin/caseStudies/3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99/changes', { admin: true })).status).toBe(404);
  });
});
