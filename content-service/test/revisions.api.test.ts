import type { AdminBlogRecord, AdminCaseStudy, BlogRecord, CaseStudy, PreviewContent, PreviewLink } from '@site/contracts';
import { AuditRepository } from '../src/audit/audit-repository';
import { aBlog, anyRequestId, call, publicBlog, publicCaseStudy, publish, startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_revisions');
});
afterAll(async () => {
  await svc.close();
});

type Item<T> = { status: 'success'; data: T };
type Changed<T> = Item<T> & { message: string };

/** Uploaded: public at once (POST /blog with no publication choice). */
async function publishedPost(overrides: Parameters<typeof aBlog>[0] = {}): Promise<BlogRecord> {
  const res = await call<Item<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog(overrides) });
  expect(res.status).toBe(201);
  return publicBlog(res.body.data);
}
async function publishedStudy(): Promise<CaseStudy> {
  const res = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', {
    admin: true,
    body: { heroHeading: `Live study ${Date.now()}`, clientName: 'Market & Vine', sec1Para: '<p>Live text</p>' },
  });
  expect(res.status).toBe(201);
  await publish(svc.url, 'caseStudies', res.body._id);
  return publicCaseStudy(res.body);
}
/** "Save as draft" of an edit: PUT with publication 'draft'. */
const saveDraft = (kind: 'blog' | 'caseStudy', id: string | number, body: object) =>
  call<Changed<AdminBlogRecord> & AdminCaseStudy & { message: string }>(svc.url, 'PUT', kind === 'blog' ? `/blog/${id}` : `/api/caseStudies/${id}`, {
    admin: true,
    body: { ...body, publication: 'draft' },
  });

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

describe('an edit of a published post saved as a draft', () => {
  it('when it is saved as a draft, then no public read changes (list, item, slug, redirects) until Publish, and the admin read and preview show it', async () => {
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

    const put = await saveDraft('blog', post.blog_id, edit);
    // The spec's reply shape, holding what was saved.
    expect(put).toMatchObject({
      status: 200,
      body: { status: 'success', message: 'Changes saved as a draft: the public page is unchanged', data: { ...revised, has_unpublished_changes: true } },
    });

    expect(await publicPostReads(post)).toEqual(before);
    expect((await call(svc.url, 'GET', `/blog/${revisedSlug}`)).status).toBe(404);
    const admin = await adminBlog(post.blog_id);
    expect(admin).toEqual({ ...revised, status: 'published', publish_at: expect.any(String), has_unpublished_changes: true, published_date_auto: false });
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

  it('when the pending changes are saved with Save (no publication choice), then they are public at once', async () => {
    const post = await publishedPost();
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: post.slug_url, title: 'Pending' }));
    const saved = await call<Changed<AdminBlogRecord>>(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'Pending, then saved' }) });
    expect(saved.body).toMatchObject({ message: 'Blog saved: public now', data: { title: 'Pending, then saved', has_unpublished_changes: false } });
    expect((await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${post.blog_id}`)).body.data.title).toBe('Pending, then saved');
  });

  it('when Discard changes is used, then the pending revision is gone and the live post is what the admin sees', async () => {
    const post = await publishedPost();
    const before = await publicPostReads(post);
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: post.slug_url, title: 'Thrown away' }));
    expect((await adminBlog(post.blog_id)).title).toBe('Thrown away');

    const res = await call<Changed<AdminBlogRecord>>(svc.url, 'DELETE', `/api/admin/blogs/${post.blog_id}/changes`, { admin: true });
    const live = { ...post, status: 'published', publish_at: expect.any(String), has_unpublished_changes: false, published_date_auto: false };
    expect(res).toMatchObject({ status: 200, body: { status: 'success', message: 'Changes discarded', data: live } });
    expect(await adminBlog(post.blog_id)).toEqual(live);
    expect(await publicPostReads(post)).toEqual(before);
    expect(await blogAudit(post.blog_id)).toEqual(['create', 'publish', 'update', 'discard']);
    expect((await call(svc.url, 'DELETE', `/api/admin/blogs/${post.blog_id}/changes`)).status).toBe(401);
  });

  it('when the live fields are saved back unchanged, then nothing waits for Publish', async () => {
    const post = await publishedPost();
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: post.slug_url, title: 'Changed' }));
    const { blog_id: _id, ...same } = post;
    expect((await saveDraft('blog', post.blog_id, same)).status).toBe(200);
    expect(await adminBlog(post.blog_id)).toEqual({ ...post, status: 'published', publish_at: expect.any(String), has_unpublished_changes: false, published_date_auto: false });
  });

  it('when a revision of a live post is scheduled, then 409 and nothing changes; unpublished, it becomes the draft and can be scheduled', async () => {
    const post = await publishedPost();
    const before = await publicPostReads(post);
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: post.slug_url, title: 'For later' }));
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        status: 'fail',
        code: 'LIVE_REVISION_SCHEDULE',
        message: 'This post is public: it cannot be scheduled. Save to change it now, or unpublish it first and then schedule it.',
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

  it('when a scheduled post is saved (or saved as a draft), then its fields change and it keeps its time: nothing is public yet', async () => {
    const post = await publishedPost();
    await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'unpublish' } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } });
    const saved = await call<Changed<AdminBlogRecord>>(svc.url, 'PUT', `/blog/${post.blog_id}`, { admin: true, body: aBlog({ slug_url: post.slug_url, title: 'Edited while scheduled' }) });
    expect(saved.body).toMatchObject({ message: 'Blog saved: still scheduled', data: { title: 'Edited while scheduled', status: 'scheduled', publish_at: at, has_unpublished_changes: false } });
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: post.slug_url, title: 'Edited again' }));
    expect(await adminBlog(post.blog_id)).toMatchObject({ title: 'Edited again', status: 'scheduled', publish_at: at, has_unpublished_changes: false });
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).status).toBe(404);
  });

  it('when a draft post is saved as a draft, then its fields change at once and it stays a draft (nothing is public to protect)', async () => {
    const draft = (await call<Item<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ publication: 'draft' }) })).body.data;
    await saveDraft('blog', draft.blog_id, aBlog({ slug_url: draft.slug_url, title: 'Draft edit' }));
    expect(await adminBlog(draft.blog_id)).toMatchObject({ title: 'Draft edit', status: 'draft', has_unpublished_changes: false });
  });

  it("when another post asks for the slug a pending revision holds, then 409: the revision's slug is reserved", async () => {
    const post = await publishedPost();
    const reserved = `reserved-${post.blog_id}`;
    await saveDraft('blog', post.blog_id, aBlog({ slug_url: reserved }));
    const other = await call(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ slug_url: reserved }) });
    expect(other).toMatchObject({ status: 409, body: { code: 'SLUG_TAKEN' } });
    await publish(svc.url, 'blogs', post.blog_id);
    expect((await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${reserved}`)).body.data.blog_id).toBe(post.blog_id);
  });
});

describe('an edit of a published case study saved as a draft', () => {
  it('when it is saved as a draft, then no public read changes until Publish, and the admin read and preview show it', async () => {
    const study = await publishedStudy();
    const before = await publicStudyReads(study);
    const edited: CaseStudy = { ...study, heroHeading: 'Revised heading', sec1Para: 'Revised &amp; better' };

    const put = await saveDraft('caseStudy', study._id, { ...study, heroHeading: 'Revised heading', sec1Para: 'Revised & better' });
    expect(put).toMatchObject({ status: 200, body: { ...edited, has_unpublished_changes: true, message: 'Changes saved as a draft: the public page is unchanged' } });

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

  it('when Discard changes is used, then the revision is gone; a live one cannot be scheduled', async () => {
    const study = await publishedStudy();
    const before = await publicStudyReads(study);
    await saveDraft('caseStudy', study._id, { ...study, heroHeading: 'Thrown away' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(await call(svc.url, 'POST', `/api/admin/caseStudies/${study._id}/publication`, { admin: true, body: { action: 'schedule', publish_at: at } })).toMatchObject({
      status: 409,
      body: { code: 'LIVE_REVISION_SCHEDULE', message: expect.stringContaining('This case study is public') },
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
