import type {
  AdminBlogRecord,
  AdminCaseStudy,
  BlogRecord,
  CaseStudy,
  PreviewContent,
  PreviewLink,
} from '@site/contracts';
import { AuditRepository } from '../src/audit/audit-repository';
import { LOCAL_PREVIEW_LINK_SECRET } from '../src/config';
import { normaliseStoredContent } from '../src/db/migrations/1763800000003-publication';
import { formatPublicDate } from '@site/contracts';
import { SEED_CASE_STUDIES, seededCaseStudy } from '../src/db/seed/seed-case-studies';
import { createPreviewToken } from '../src/publication/preview-token';
import {
  BLANK_CASE_STUDY,
  aBlog,
  anyRequestId,
  call,
  publicBlog,
  publicCaseStudy,
  startContentService,
  type TestService,
} from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_publication');
});
afterAll(async () => {
  await svc.close();
});

type Item<T> = { status: 'success'; data: T };
type List<T> = { status: 'success'; data: T[] };

// Scheduled publishing is about time passing: the sleeps below run until the scheduled moment.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Saved<T> = Item<T> & { message: string };

/** "Save as draft" of a new post (POST /blog with publication 'draft'): not public. */
async function newPost(fields: Parameters<typeof aBlog>[0] = {}): Promise<BlogRecord> {
  const res = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ publication: 'draft', ...fields }) });
  expect(res.status).toBe(201);
  return publicBlog(res.body.data);
}
const adminBlog = async (id: number): Promise<AdminBlogRecord> =>
  (await call<Item<AdminBlogRecord>>(svc.url, 'GET', `/api/admin/blogs/${id}`, { admin: true })).body.data;
const putBlog = (id: number, body: unknown) => call<Saved<AdminBlogRecord>>(svc.url, 'PUT', `/blog/${id}`, { admin: true, body });
/** A draft case study with a heading, as "Create Case Study" and a first draft save leave it. */
async function newCaseStudy(fields: Partial<CaseStudy> = {}): Promise<CaseStudy> {
  const res = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', {
    admin: true,
    body: { heroHeading: `Study ${Date.now()}`, ...fields },
  });
  expect(res.status).toBe(201);
  return publicCaseStudy(res.body);
}
const putStudy = (id: string, body: unknown) => call<AdminCaseStudy & { message: string }>(svc.url, 'PUT', `/api/caseStudies/${id}`, { admin: true, body });
/** Makes a draft look as if it had been written `days` ago (its provisional date and last change). */
async function backdate(table: 'blogs' | 'case_studies', id: string | number, days: number): Promise<void> {
  const then = new Date(Date.now() - days * 86_400_000);
  if (table === 'blogs')
    await svc.dataSource.query(`UPDATE "content"."blogs" SET "published_date" = $2, "published_at" = $3, "updated_at" = $3 WHERE "blog_id" = $1`, [id, formatPublicDate(then), then]);
  else await svc.dataSource.query(`UPDATE "content"."case_studies" SET "updated_at" = $2, "created_at" = $2 WHERE "_id" = $1`, [id, then]);
}
const changeBlog = (id: number, body: unknown) =>
  call<Item<AdminBlogRecord> & { message: string }>(svc.url, 'POST', `/api/admin/blogs/${id}/publication`, {
    admin: true,
    body,
  });
const changeStudy = (id: string, body: unknown) =>
  call<Item<AdminCaseStudy> & { message: string }>(
    svc.url,
    'POST',
    `/api/admin/caseStudies/${id}/publication`,
    { admin: true, body },
  );

/** Every public read of a post: the list, by id and by slug, and the redirect lookup. */
async function publicBlogReads(post: BlogRecord) {
  const list = await call<List<BlogRecord>>(svc.url, 'GET', '/blogs');
  return {
    listed: list.body.data.some((b) => b.blog_id === post.blog_id),
    byId: (await call(svc.url, 'GET', `/blog/${post.blog_id}`)).status,
    bySlug: (await call(svc.url, 'GET', `/blog/${post.slug_url}`)).status,
    redirectLookup: (await call(svc.url, 'GET', `/api/blogs/redirects/${post.slug_url}`)).status,
  };
}
async function publicStudyReads(study: CaseStudy) {
  const list = await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies');
  return {
    listed: list.body.some((c) => c._id === study._id),
    byId: (await call(svc.url, 'GET', `/api/caseStudies/${study._id}`)).status,
  };
}
const HIDDEN_POST = { listed: false, byId: 404, bySlug: 404, redirectLookup: 404 };
const PUBLIC_POST = { listed: true, byId: 200, bySlug: 200, redirectLookup: 200 };
const HIDDEN_STUDY = { listed: false, byId: 404 };
const PUBLIC_STUDY = { listed: true, byId: 200 };

describe("the spec's blog calls publish (POST /blog, PUT /blog/:id)", () => {
  it('when a post is uploaded with no publication choice, then it is public at once with today as its date, and audited', async () => {
    const res = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ published_date: '' }) });
    expect(res).toMatchObject({
      status: 201,
      body: { status: 'success', message: 'Blog published', data: { status: 'published', published_date: formatPublicDate(new Date()), published_date_auto: false } },
    });
    const post = publicBlog(res.body.data);
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    expect((await call(svc.url, 'GET', `/blog/${post.slug_url}`)).body).toEqual({ status: 'success', data: post });
    expect(res.body.data.published_at).toBe(res.body.data.publish_at);
  });

  it('when a post is saved as a draft, then it is a draft: in the admin list with its state, absent from every public read', async () => {
    const post = await newPost();
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
    const admin = await call<List<AdminBlogRecord>>(svc.url, 'GET', '/api/admin/blogs', { admin: true });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.body.data.find((b) => b.blog_id === post.blog_id)).toEqual({
      ...post,
      status: 'draft',
      publish_at: null,
      has_unpublished_changes: false,
      published_date_auto: false,
    });
  });

  it('when a draft is saved again as a draft, then it stays hidden; saved with no choice (Save), then it is published with the day it went live', async () => {
    const post = await newPost({ published_date: '' });
    await backdate('blogs', post.blog_id, 30);
    const kept = await putBlog(post.blog_id, aBlog({ title: post.title, slug_url: post.slug_url, published_date: '', publication: 'draft' }));
    expect(kept.body).toMatchObject({ message: 'Blog saved as a draft: not public', data: { status: 'draft', published_date_auto: true } });
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
    const saved = await putBlog(post.blog_id, aBlog({ title: post.title, slug_url: post.slug_url, published_date: '' }));
    expect(saved.body).toMatchObject({
      message: 'Blog published',
      data: { status: 'published', published_date: formatPublicDate(new Date()), published_date_auto: false },
    });
    // Its date is the day it went live (not the draft's day, 30 days ago), so it sorts first.
    expect(saved.body.data.published_at).toBe(saved.body.data.publish_at);
    const list = await call<List<BlogRecord>>(svc.url, 'GET', '/blogs');
    expect(list.body.data[0]?.blog_id).toBe(post.blog_id);
  });

  it('when a draft is published with Publish now, then every public read has it in the spec shape, dated the day it went live, and the change is audited', async () => {
    const post = await newPost({ published_date: '' });
    await backdate('blogs', post.blog_id, 10);
    const res = await changeBlog(post.blog_id, { action: 'publish' });
    expect(res).toMatchObject({
      status: 200,
      body: { status: 'success', message: 'Blog published', data: { status: 'published', publish_at: expect.any(String), published_date: formatPublicDate(new Date()) } },
    });
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const item = await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${post.slug_url}`);
    // The public reply has no state fields.
    expect(item.body).toEqual({ status: 'success', data: publicBlog(res.body.data) });
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('blog', String(post.blog_id));
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish']);
  });

  it('when a post is scheduled for a later day, then that day is its public date and ordering time; rescheduled, it follows; an editor-set date stays', async () => {
    const post = await newPost({ published_date: '' });
    const later = new Date(Date.now() + 7 * 86_400_000);
    const res = await changeBlog(post.blog_id, { action: 'schedule', publish_at: later.toISOString() });
    expect(res.body.data).toMatchObject({ status: 'scheduled', published_date: formatPublicDate(later), published_at: later.toISOString(), published_date_auto: true });
    const evenLater = new Date(Date.now() + 9 * 86_400_000);
    const moved = await putBlog(post.blog_id, aBlog({ title: post.title, slug_url: post.slug_url, published_date: '', publication: { schedule: evenLater.toISOString() } }));
    expect(moved.body).toMatchObject({ message: 'Blog scheduled', data: { status: 'scheduled', published_date: formatPublicDate(evenLater), published_at: evenLater.toISOString() } });
    // Unpublished before its day, it is a draft again and its date stays automatic.
    expect((await changeBlog(post.blog_id, { action: 'unpublish' })).body.data).toMatchObject({ status: 'draft', published_date_auto: true });

    const picked = await newPost({ published_date: 'December 4, 2026' });
    const scheduled = await changeBlog(picked.blog_id, { action: 'schedule', publish_at: later.toISOString() });
    expect(scheduled.body.data).toMatchObject({ published_date: 'December 4, 2026', published_at: '2026-12-04T00:00:00.000Z', published_date_auto: false });
  });

  it('when a post scheduled a few seconds ahead goes live, then it is public with that day, first in the list, and the cached list changes at that moment without a write', async () => {
    const post = await newPost({ published_date: '' });
    await backdate('blogs', post.blog_id, 400);
    await call(svc.url, 'GET', '/blogs'); // cache the list before the schedule
    const at = new Date(Date.now() + 2_500);
    const res = await changeBlog(post.blog_id, { action: 'schedule', publish_at: at.toISOString() });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Blog scheduled', data: { status: 'scheduled', publish_at: at.toISOString(), published_date: formatPublicDate(at) } },
    });
    const before = await call<List<BlogRecord>>(svc.url, 'GET', '/blogs');
    expect(before.headers.get('x-content-next-change')).toBe(at.toISOString());
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
    await sleep(at.getTime() - Date.now() + 50);
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const list = await call<List<BlogRecord>>(svc.url, 'GET', '/blogs');
    expect(list.body.data[0]).toMatchObject({ blog_id: post.blog_id, published_date: formatPublicDate(at), published_at: at.toISOString() });
    expect(await adminBlog(post.blog_id)).toMatchObject({ status: 'published', publish_at: at.toISOString() });
    // Live now: a save keeps that day, fixed, and the date is no longer automatic.
    const saved = await putBlog(post.blog_id, aBlog({ title: post.title, slug_url: post.slug_url, published_date: '' }));
    expect(saved.body.data).toMatchObject({ published_date: formatPublicDate(at), published_at: at.toISOString(), published_date_auto: false });
  });

  it('when a live post with an editor-set date asks for the automatic date again, then its date becomes the day it went live', async () => {
    const res = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ published_date: 'January 5, 2001' }) });
    const post = publicBlog(res.body.data);
    const back = await putBlog(post.blog_id, { ...aBlog({ title: post.title, slug_url: post.slug_url }), published_date: 'January 5, 2001', published_date_auto: true });
    expect(back.body.data).toMatchObject({ published_date: formatPublicDate(new Date(res.body.data.publish_at!)), published_at: res.body.data.publish_at, published_date_auto: false });
  });

  it('when a published post is unpublished, then it leaves every public read, is a draft again, and keeps its date', async () => {
    const res = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ published_date: '' }) });
    const post = publicBlog(res.body.data);
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const off = await changeBlog(post.blog_id, { action: 'unpublish' });
    expect(off).toMatchObject({
      status: 200,
      body: { message: 'Blog unpublished', data: { status: 'draft', publish_at: null, published_date: post.published_date, published_at: post.published_at } },
    });
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
    // Published again, it keeps the day it first went live.
    expect((await changeBlog(post.blog_id, { action: 'publish' })).body.data).toMatchObject({ published_date: post.published_date, published_at: post.published_at });
  });

  it('when a published post is scheduled, then 409 in plain words naming the schedule, and it stays public', async () => {
    const res = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
    const post = publicBlog(res.body.data);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const message = 'This post is public: it cannot be scheduled. Save to change it now, or unpublish it first and then schedule it.';
    for (const refused of [
      await changeBlog(post.blog_id, { action: 'schedule', publish_at: at }),
      await putBlog(post.blog_id, aBlog({ title: 'Not saved', slug_url: post.slug_url, publication: { schedule: at } })),
    ]) {
      expect(refused).toMatchObject({ status: 409, body: { status: 'fail', code: 'LIVE_REVISION_SCHEDULE', message, fields: [{ field: 'publication.schedule' }] } });
    }
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    expect((await call(svc.url, 'GET', `/blog/${post.blog_id}`)).body).toEqual({ status: 'success', data: post });
  });

  it.each([
    [{ action: 'schedule' }, 'publish_at'],
    [{ action: 'schedule', publish_at: 'tomorrow' }, 'publish_at'],
    [{ action: 'launch' }, 'action'],
  ])('when the action %j is invalid, then 400 naming the field and the post is unchanged', async (body, field) => {
    const post = await newPost();
    const res = await changeBlog(post.blog_id, body);
    expect(res).toMatchObject({ status: 400, body: { status: 'fail', code: 'VALIDATION_FAILED', requestId: anyRequestId } });
    expect(JSON.stringify(res.body)).toContain(field);
    expect((await adminBlog(post.blog_id)).status).toBe('draft');
  });

  it('when the admin endpoints are called without a token, then 401 and nothing changes', async () => {
    const post = await newPost();
    expect((await call(svc.url, 'GET', '/api/admin/blogs')).status).toBe(401);
    expect((await call(svc.url, 'GET', `/api/admin/blogs/${post.blog_id}`)).status).toBe(401);
    expect((await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, { body: { action: 'publish' } })).status).toBe(401);
    expect((await call(svc.url, 'GET', '/api/admin/content/drafts-count')).status).toBe(401);
    expect((await call(svc.url, 'POST', '/api/admin/preview-links', { body: { kind: 'blog', id: String(post.blog_id) } })).status).toBe(401);
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
  });
});

describe("the spec's case study calls: a new one is a draft until its first Update", () => {
  it('when "Create Case Study" makes a blank one, then it is a draft and no public read shows it', async () => {
    const res = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    expect(res).toMatchObject({ status: 201, body: { ...BLANK_CASE_STUDY, status: 'draft' } });
    expect(await publicStudyReads(res.body)).toEqual(HIDDEN_STUDY);
    const admin = await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true });
    expect(admin.body.data.find((c) => c._id === res.body._id)).toEqual({ ...res.body, status: 'draft', publish_at: null, has_unpublished_changes: false });
  });

  it('when it is filled in and Updated (PUT, no publication choice), then it is public at once; a later Update is public at once too', async () => {
    const created = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    const id = created.body._id;
    const body = { ...BLANK_CASE_STUDY, heroHeading: `Updated study ${Date.now()}`, clientName: 'Market & Vine', sec1Heading: 'Client Overview', sec1Para: '<p>Eighteen stores.</p>' };
    const first = await putStudy(id, body);
    expect(first).toMatchObject({ status: 200, body: { ...body, _id: id, status: 'published', message: 'Case study published' } });
    expect(await publicStudyReads(first.body)).toEqual(PUBLIC_STUDY);
    expect((await call(svc.url, 'GET', `/api/caseStudies/${id}`)).body).toEqual(publicCaseStudy(first.body));
    const typo = await putStudy(id, { ...body, sec1Heading: 'Client overview' });
    expect(typo.body).toMatchObject({ message: 'Case study saved: public now', status: 'published', has_unpublished_changes: false });
    expect((await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${id}`)).body.sec1Heading).toBe('Client overview');
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('case_study', id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'publish', 'update']);
  });

  it('when it is saved as a draft, then it stays hidden; with no hero heading, an Update is refused in plain words and nothing goes public', async () => {
    const created = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    const id = created.body._id;
    const draft = await putStudy(id, { ...BLANK_CASE_STUDY, sec1Heading: 'Notes so far', publication: 'draft' });
    expect(draft.body).toMatchObject({ status: 'draft', message: 'Case study saved as a draft: not public', sec1Heading: 'Notes so far' });
    const message = 'Add a hero heading: a case study needs one before it can be public';
    expect(await putStudy(id, { ...BLANK_CASE_STUDY, sec1Heading: 'Notes so far' })).toMatchObject({
      status: 400,
      body: { message, code: 'VALIDATION_FAILED', fields: [{ field: 'heroHeading', message }] },
    });
    expect(await changeStudy(id, { action: 'publish' })).toMatchObject({ status: 400, body: { fields: [{ field: 'heroHeading', message }] } });
    expect(await publicStudyReads(created.body)).toEqual(HIDDEN_STUDY);
  });

  it('when a case study is published, scheduled and unpublished, then the public reads follow each state', async () => {
    const study = await newCaseStudy();
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);
    expect(await changeStudy(study._id, { action: 'publish' })).toMatchObject({
      status: 200,
      body: { message: 'Case study published', data: { ...study, status: 'published' } },
    });
    expect(await publicStudyReads(study)).toEqual(PUBLIC_STUDY);
    expect((await call(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body).toEqual(study);
    expect(await changeStudy(study._id, { action: 'unpublish' })).toMatchObject({
      status: 200,
      body: { message: 'Case study unpublished', data: { status: 'draft', publish_at: null } },
    });
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);

    const at = new Date(Date.now() + 2_000);
    expect(await changeStudy(study._id, { action: 'schedule', publish_at: at.toISOString() })).toMatchObject({ status: 200, body: { data: { status: 'scheduled' } } });
    const list = await call(svc.url, 'GET', '/api/caseStudies');
    expect(list.headers.get('x-content-next-change')).toBe(at.toISOString());
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);
    // An Update of a scheduled case study keeps its time.
    expect((await putStudy(study._id, { ...study, clientName: 'Still scheduled' })).body).toMatchObject({ status: 'scheduled', message: 'Case study saved: still scheduled' });
    await sleep(at.getTime() - Date.now() + 50);
    expect(await publicStudyReads(study)).toEqual(PUBLIC_STUDY);
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('case_study', study._id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'unpublish', 'schedule', 'update']);
  });

  it('when the case study does not exist, then the publication change answers 404', async () => {
    expect(await changeStudy('3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', { action: 'publish' })).toMatchObject({ status: 404, body: { message: 'Case study not found' } });
    expect((await call(svc.url, 'GET', '/api/admin/caseStudies/3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', { admin: true })).status).toBe(404);
  });

  it('when the seed ran, then the seeded case studies are published with their alt texts', async () => {
    const list = await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies');
    for (const seeded of SEED_CASE_STUDIES) expect(list.body).toContainEqual(seededCaseStudy(seeded));
    expect(list.body.find((c) => c._id === SEED_CASE_STUDIES[0]!._id)?.bannerImageAlt).toMatch(/wayfinding screen/);
    const admin = await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true });
    for (const seeded of SEED_CASE_STUDIES) expect(admin.body.data.find((c) => c._id === seeded._id)?.status).toBe('published');
  });
});

describe('case study alt texts', () => {
  it('when both images get alt texts, then they are stored and public; left out, they stay while the image does; a new image starts without', async () => {
    const study = await newCaseStudy({ bannerImage: '/media/images/a/1600.jpg', sec1Img: '/media/images/b/1600.jpg' });
    const body = { ...study, bannerImageAlt: 'Menu boards over a counter', sec1ImgAlt: 'A technician mounting a screen' };
    expect((await putStudy(study._id, body)).body).toMatchObject({ bannerImageAlt: 'Menu boards over a counter', sec1ImgAlt: 'A technician mounting a screen', status: 'published' });
    expect((await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body).toMatchObject({ bannerImageAlt: 'Menu boards over a counter', sec1ImgAlt: 'A technician mounting a screen' });
    const { bannerImageAlt: _b, sec1ImgAlt: _s, ...withoutAlts } = body;
    expect((await putStudy(study._id, withoutAlts)).body).toMatchObject({ bannerImageAlt: 'Menu boards over a counter', sec1ImgAlt: 'A technician mounting a screen' });
    expect((await putStudy(study._id, { ...withoutAlts, sec1Img: '/media/images/c/1600.jpg' })).body).toMatchObject({ bannerImageAlt: 'Menu boards over a counter', sec1ImgAlt: '' });
    expect(await putStudy(study._id, { ...body, bannerImageAlt: 'x'.repeat(301) })).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'bannerImageAlt', message: 'The banner image alt text can be at most 300 characters' }] },
    });
  });
});

describe('abandoned case studies', () => {
  it('when a blank "Create Case Study" is left for a day, then the admin list no longer has it (removed, audited); a fresh one and a named draft stay', async () => {
    const abandoned = (await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true })).body;
    const fresh = (await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true })).body;
    const named = await newCaseStudy();
    await backdate('case_studies', abandoned._id, 1.01);
    await backdate('case_studies', named._id, 3);
    const admin = await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true });
    const ids = admin.body.data.map((c) => c._id);
    expect([ids.includes(abandoned._id), ids.includes(fresh._id), ids.includes(named._id)]).toEqual([false, true, true]);
    expect((await call(svc.url, 'GET', `/api/admin/caseStudies/${abandoned._id}`, { admin: true })).status).toBe(404);
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('case_study', abandoned._id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['create', '1'], ['delete', 'system']]);
  });
});

describe('drafts count = the in-progress lists', () => {
  it('when drafts, scheduled items and unpublished changes exist, then the count of each kind equals its ?state=in-progress list, and published ones are in neither', async () => {
    const count = async () => (await call<Item<{ blogs: number; caseStudies: number }>>(svc.url, 'GET', '/api/admin/content/drafts-count', { admin: true })).body.data;
    const listed = async () => ({
      blogs: (await call<List<AdminBlogRecord>>(svc.url, 'GET', '/api/admin/blogs?state=in-progress', { admin: true })).body.data,
      caseStudies: (await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies?state=in-progress', { admin: true })).body.data,
    });
    const draft = await newPost();
    const scheduled = await newPost();
    await changeBlog(scheduled.blog_id, { action: 'schedule', publish_at: new Date(Date.now() + 86_400_000).toISOString() });
    const live = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
    const changed = await call<Saved<AdminBlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
    await putBlog(changed.body.data.blog_id, aBlog({ title: 'Edited, not public yet', slug_url: changed.body.data.slug_url, publication: 'draft' }));
    const studyDraft = await newCaseStudy();

    const lists = await listed();
    expect(await count()).toEqual({ blogs: lists.blogs.length, caseStudies: lists.caseStudies.length });
    const blogIds = lists.blogs.map((b) => b.blog_id);
    expect([draft.blog_id, scheduled.blog_id, changed.body.data.blog_id].every((id) => blogIds.includes(id))).toBe(true);
    expect(blogIds).not.toContain(live.body.data.blog_id);
    expect(lists.blogs.every((b) => b.status !== 'published' || b.has_unpublished_changes)).toBe(true);
    expect(lists.caseStudies.map((c) => c._id)).toContain(studyDraft._id);
    expect(lists.caseStudies.every((c) => c.status !== 'published' || c.has_unpublished_changes)).toBe(true);
    expect((await call(svc.url, 'GET', '/api/admin/blogs?state=everything', { admin: true })).status).toBe(400);
  });
});

describe('preview links', () => {
  it('when an admin asks for a link to a draft post, then the link opens the draft without signing in, never cached nor indexed', async () => {
    const post = await newPost();
    const link = await call<Item<PreviewLink>>(svc.url, 'POST', '/api/admin/preview-links', {
      admin: true,
      body: { kind: 'blog', id: String(post.blog_id) },
    });
    expect(link).toMatchObject({
      status: 201,
      body: {
        status: 'success',
        data: { path: expect.stringMatching(/^\/preview\/[\w-]+\.[\w-]+$/), expires_at: expect.any(String) },
      },
    });
    const days = (Date.parse(link.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = link.body.data.path.slice('/preview/'.length);
    const preview = await call<Item<PreviewContent>>(svc.url, 'GET', `/api/preview/${token}`);
    expect(preview).toMatchObject({
      status: 200,
      body: { status: 'success', data: { kind: 'blog', blog: post } },
    });
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
  });

  it('when the link is to a draft case study, then it opens that case study', async () => {
    const study = await newCaseStudy();
    const link = await call<Item<PreviewLink>>(svc.url, 'POST', '/api/admin/preview-links', {
      admin: true,
      body: { kind: 'caseStudy', id: study._id },
    });
    const preview = await call(svc.url, 'GET', `/api${link.body.data.path}`);
    expect(preview).toMatchObject({
      status: 200,
      body: { status: 'success', data: { kind: 'caseStudy', caseStudy: study } },
    });
  });

  it('when the token is altered, signed with another key or expired, then 404 or 410 and no content', async () => {
    const post = await newPost();
    const link = await call<Item<PreviewLink>>(svc.url, 'POST', '/api/admin/preview-links', {
      admin: true,
      body: { kind: 'blog', id: String(post.blog_id) },
    });
    const token = link.body.data.path.slice('/preview/'.length);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ k: 'blog', i: '1', e: Date.now() + 60_000 })).toString(
      'base64url',
    );
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}xx`,
      createPreviewToken('another-secret-of-16-chars', {
        kind: 'blog',
        id: String(post.blog_id),
        exp: Date.now() + 60_000,
      }),
      'nonsense',
    ]) {
      expect(await call(svc.url, 'GET', `/api/preview/${bad}`)).toMatchObject({
        status: 404,
        body: { message: 'This preview link is not valid', requestId: anyRequestId },
      });
    }
    const expired = createPreviewToken(LOCAL_PREVIEW_LINK_SECRET, {
      kind: 'blog',
      id: String(post.blog_id),
      exp: Date.now() - 1,
    });
    expect(await call(svc.url, 'GET', `/api/preview/${expired}`)).toMatchObject({
      status: 410,
      body: { message: 'This preview link has expired', code: 'PREVIEW_EXPIRED' },
    });
  });

  it('when a link is asked for an item that does not exist, then 404 and no link', async () => {
    expect(
      (
        await call(svc.url, 'POST', '/api/admin/preview-links', {
          admin: true,
          body: { kind: 'blog', id: '999999' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(svc.url, 'POST', '/api/admin/preview-links', {
          admin: true,
          body: { kind: 'caseStudy', id: 'nope' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('rich text stored once', () => {
  it('when "A & B" and paragraphs separated by blank lines are saved, then they are stored as sanitised HTML and read back the same', async () => {
    const study = await newCaseStudy();
    const body = {
      ...BLANK_CASE_STUDY,
      heroHeading: 'A & B',
      clientName: 'Market & Vine',
      sec1Para: 'A & B\n\nSecond paragraph\nwith a break',
      sec2Para: '<p>A &amp; B</p><p>Two</p>',
    };
    const res = await putStudy(study._id, body);
    expect(publicCaseStudy(res.body)).toEqual({
      ...body,
      _id: study._id,
      sec1Para: '<p>A &amp; B</p><p>Second paragraph<br />with a break</p>',
    });
    const again = await putStudy(study._id, publicCaseStudy(res.body));
    expect(publicCaseStudy(again.body)).toEqual(publicCaseStudy(res.body));
  });

  it('when stored values are plain text or double-escaped, then the migration brings them to the one form', async () => {
    const study = await newCaseStudy();
    await svc.dataSource.query(
      `UPDATE "content"."case_studies" SET "client_name" = 'Market &amp; Vine', "sec1_para" = E'One & two\\n\\nThree' WHERE "_id" = $1`,
      [study._id],
    );
    const runner = svc.dataSource.createQueryRunner();
    try {
      await normaliseStoredContent(runner);
    } finally {
      await runner.release();
    }
    const back = await call<Item<AdminCaseStudy>>(svc.url, 'GET', `/api/admin/caseStudies/${study._id}`, {
      admin: true,
    });
    expect(back.body.data).toMatchObject({
      clientName: 'Market & Vine',
      sec1Para: '<p>One &amp; two</p><p>Three</p>',
    });
    // The seeded studies were already in that form: unchanged.
    const seeded = await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${SEED_CASE_STUDIES[2]!._id}`);
    expect(seeded.body).toEqual(seededCaseStudy(SEED_CASE_STUDIES[2]!));
  });
});
