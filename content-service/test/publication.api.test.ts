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
import { SEED_CASE_STUDIES } from '../src/db/seed/seed-case-studies';
import { createPreviewToken } from '../src/publication/preview-token';
import {
  BLANK_CASE_STUDY,
  aBlog,
  anyRequestId,
  call,
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

async function newPost(): Promise<BlogRecord> {
  const res = await call<Item<BlogRecord>>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
  expect(res.status).toBe(201);
  return res.body.data;
}
async function newCaseStudy(fields: Partial<CaseStudy> = {}): Promise<CaseStudy> {
  const res = await call<CaseStudy>(svc.url, 'POST', '/api/caseStudies', {
    admin: true,
    body: { heroHeading: `Study ${Date.now()}`, ...fields },
  });
  expect(res.status).toBe(201);
  return res.body;
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

describe('blog publication', () => {
  it('when a post is created, then it is a draft: in the admin list with its state, absent from every public read', async () => {
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
    });
  });

  it('when a draft is published, then every public read has it in the spec shape and the change is audited', async () => {
    const post = await newPost();
    const res = await changeBlog(post.blog_id, { action: 'publish' });
    expect(res).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        message: 'Blog published',
        data: { ...post, status: 'published', publish_at: expect.any(String) },
      },
    });
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const item = await call<Item<BlogRecord>>(svc.url, 'GET', `/blog/${post.slug_url}`);
    // The public reply has no state fields: exactly the record an admin wrote.
    expect(item.body).toEqual({ status: 'success', data: post });
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('blog', String(post.blog_id));
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish']);
  });

  it('when a post is scheduled, then it stays out of public reads until its time, and the cached list changes at that moment without a write', async () => {
    const post = await newPost();
    await call(svc.url, 'GET', '/blogs'); // cache the list before the schedule
    const at = new Date(Date.now() + 2_500);
    const res = await changeBlog(post.blog_id, { action: 'schedule', publish_at: at.toISOString() });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Blog scheduled', data: { status: 'scheduled', publish_at: at.toISOString() } },
    });
    const before = await call<List<BlogRecord>>(svc.url, 'GET', '/blogs');
    expect(before.headers.get('x-content-next-change')).toBe(at.toISOString());
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
    await sleep(at.getTime() - Date.now() + 50);
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const admin = await call<Item<AdminBlogRecord>>(svc.url, 'GET', `/api/admin/blogs/${post.blog_id}`, {
      admin: true,
    });
    expect(admin.body.data).toMatchObject({ status: 'published', publish_at: at.toISOString() });
  });

  it('when a published post is unpublished, then it leaves every public read and is a draft again', async () => {
    const post = await newPost();
    await changeBlog(post.blog_id, { action: 'publish' });
    expect(await publicBlogReads(post)).toEqual(PUBLIC_POST);
    const res = await changeBlog(post.blog_id, { action: 'unpublish' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Blog unpublished', data: { status: 'draft', publish_at: null } },
    });
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
  });

  it.each([
    [{ action: 'schedule' }, 'publish_at'],
    [{ action: 'schedule', publish_at: 'tomorrow' }, 'publish_at'],
    [{ action: 'launch' }, 'action'],
  ])(
    'when the action %j is invalid, then 400 naming the field and the post is unchanged',
    async (body, field) => {
      const post = await newPost();
      const res = await changeBlog(post.blog_id, body);
      expect(res).toMatchObject({
        status: 400,
        body: { status: 'fail', code: 'VALIDATION_FAILED', requestId: anyRequestId },
      });
      expect(JSON.stringify(res.body)).toContain(field);
      expect(
        (
          await call<Item<AdminBlogRecord>>(svc.url, 'GET', `/api/admin/blogs/${post.blog_id}`, {
            admin: true,
          })
        ).body.data.status,
      ).toBe('draft');
    },
  );

  it('when the admin endpoints are called without a token, then 401 and nothing changes', async () => {
    const post = await newPost();
    expect((await call(svc.url, 'GET', '/api/admin/blogs')).status).toBe(401);
    expect((await call(svc.url, 'GET', `/api/admin/blogs/${post.blog_id}`)).status).toBe(401);
    expect(
      (
        await call(svc.url, 'POST', `/api/admin/blogs/${post.blog_id}/publication`, {
          body: { action: 'publish' },
        })
      ).status,
    ).toBe(401);
    expect((await call(svc.url, 'GET', '/api/admin/content/drafts-count')).status).toBe(401);
    expect(
      (
        await call(svc.url, 'POST', '/api/admin/preview-links', {
          body: { kind: 'blog', id: String(post.blog_id) },
        })
      ).status,
    ).toBe(401);
    expect(await publicBlogReads(post)).toEqual(HIDDEN_POST);
  });
});

describe('case study publication', () => {
  it('when "Create Case Study" makes a blank one, then it is a draft and no public read shows it', async () => {
    const res = await call<CaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    expect(res).toMatchObject({ status: 201, body: BLANK_CASE_STUDY });
    expect(await publicStudyReads(res.body)).toEqual(HIDDEN_STUDY);
    const admin = await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true });
    expect(admin.body.data.find((c) => c._id === res.body._id)).toEqual({
      ...res.body,
      status: 'draft',
      publish_at: null,
      has_unpublished_changes: false,
    });
  });

  it('when a case study is published, edited, scheduled and unpublished, then the public reads follow each state', async () => {
    const study = await newCaseStudy();
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);
    expect(await changeStudy(study._id, { action: 'publish' })).toMatchObject({
      status: 200,
      body: { message: 'Case study published', data: { ...study, status: 'published' } },
    });
    expect(await publicStudyReads(study)).toEqual(PUBLIC_STUDY);
    expect((await call(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body).toEqual(study);

    const edited = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${study._id}`, {
      admin: true,
      body: { ...study, heroHeading: 'Edited live' },
    });
    expect(edited.status).toBe(200);
    // The edit of a live case study waits for Publish (revisions.api.test.ts has the details).
    expect((await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body).toEqual(study);
    expect(await changeStudy(study._id, { action: 'publish' })).toMatchObject({
      status: 200,
      body: { data: { heroHeading: 'Edited live', status: 'published', has_unpublished_changes: false } },
    });
    expect((await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${study._id}`)).body.heroHeading).toBe(
      'Edited live',
    );

    const at = new Date(Date.now() + 2_000);
    expect(await changeStudy(study._id, { action: 'schedule', publish_at: at.toISOString() })).toMatchObject({
      status: 200,
      body: { data: { status: 'scheduled' } },
    });
    const list = await call(svc.url, 'GET', '/api/caseStudies');
    expect(list.headers.get('x-content-next-change')).toBe(at.toISOString());
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);
    await sleep(at.getTime() - Date.now() + 50);
    expect(await publicStudyReads(study)).toEqual(PUBLIC_STUDY);

    expect(await changeStudy(study._id, { action: 'unpublish' })).toMatchObject({
      status: 200,
      body: { message: 'Case study unpublished', data: { status: 'draft', publish_at: null } },
    });
    expect(await publicStudyReads(study)).toEqual(HIDDEN_STUDY);
    const audit = await new AuditRepository(svc.dataSource.manager).listFor('case_study', study._id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'update', 'publish', 'schedule', 'unpublish']);
  });

  it('when the case study does not exist, then the publication change answers 404', async () => {
    expect(await changeStudy('3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', { action: 'publish' })).toMatchObject({
      status: 404,
      body: { message: 'Case study not found' },
    });
    expect(
      (
        await call(svc.url, 'GET', '/api/admin/caseStudies/3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', {
          admin: true,
        })
      ).status,
    ).toBe(404);
  });

  it('when the seed ran, then the seeded case studies are published and the public list is exactly them', async () => {
    const list = await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies');
    for (const seeded of SEED_CASE_STUDIES) expect(list.body).toContainEqual(seeded);
    const admin = await call<List<AdminCaseStudy>>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true });
    for (const seeded of SEED_CASE_STUDIES)
      expect(admin.body.data.find((c) => c._id === seeded._id)?.status).toBe('published');
  });
});

describe('drafts count', () => {
  it('when drafts exist, then the admin count names how many of each', async () => {
    const before = await call<Item<{ blogs: number; caseStudies: number }>>(
      svc.url,
      'GET',
      '/api/admin/content/drafts-count',
      { admin: true },
    );
    expect(before).toMatchObject({
      status: 200,
      body: { status: 'success', data: { blogs: expect.any(Number), caseStudies: expect.any(Number) } },
    });
    const post = await newPost();
    await newCaseStudy();
    await newCaseStudy();
    const after = await call(svc.url, 'GET', '/api/admin/content/drafts-count', { admin: true });
    expect(after.body).toEqual({
      status: 'success',
      data: { blogs: before.body.data.blogs + 1, caseStudies: before.body.data.caseStudies + 2 },
    });
    await changeBlog(post.blog_id, { action: 'publish' });
    expect(
      (
        await call<Item<{ blogs: number }>>(svc.url, 'GET', '/api/admin/content/drafts-count', {
          admin: true,
        })
      ).body.data.blogs,
    ).toBe(before.body.data.blogs);
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
    const res = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${study._id}`, { admin: true, body });
    expect(res.body).toEqual({
      ...body,
      _id: study._id,
      sec1Para: '<p>A &amp; B</p><p>Second paragraph<br />with a break</p>',
    });
    const again = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${study._id}`, {
      admin: true,
      body: res.body,
    });
    expect(again.body).toEqual(res.body);
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
    expect(seeded.body).toEqual(SEED_CASE_STUDIES[2]);
  });
});
