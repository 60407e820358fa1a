import type { CaseStudy } from '@site/contracts';
import { aBlog, anyRequestId, call, startContentService, type TestService } from './helpers';

/** Text PostgreSQL cannot store: a NUL, a lone high surrogate, a lone low surrogate. */
const UNSTORABLE: Array<[string, string]> = [
  ['a NUL', 'Fibre\u0000backbones'],
  ['a lone high surrogate', 'Fibre \ud83d backbones'],
  ['a lone low surrogate', 'Fibre \ude00 backbones'],
];
const because = (label: string) => `${label} contains a character that cannot be stored (a NUL or an unpaired surrogate)`;
/** The refusal names the field in plain words and lists it for the editor. */
const refusal = (field: string, label: string) => ({ message: because(label), fields: [{ field, message: because(label) }] });

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_unstorable_text');
});
afterAll(async () => {
  await svc.close();
});

// Admin reads: new posts and case studies are drafts, which the public reads leave out.
const blogCount = async () => (await call<{ data: unknown[] }>(svc.url, 'GET', '/api/admin/blogs', { admin: true })).body.data.length;
const caseStudyCount = async () =>
  (await call<{ data: unknown[] }>(svc.url, 'GET', '/api/admin/caseStudies', { admin: true })).body.data.length;

describe('text PostgreSQL cannot store, on content writes', () => {
  it.each(UNSTORABLE)('when a new post title holds %s, then 400 fail naming the field and no post is stored', async (_case, text) => {
    const before = await blogCount();
    const res = await call(svc.url, 'POST', '/blog', { admin: true, body: aBlog({ title: text }) });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { status: 'fail', error: because('The title'), ...refusal('title', 'The title'), code: 'VALIDATION_FAILED', requestId: anyRequestId },
    });
    expect(await blogCount()).toBe(before);
  });

  it.each(UNSTORABLE)('when a content paragraph of an update holds %s, then 400 fail and the post is unchanged', async (_case, text) => {
    const created = await call<{ data: { blog_id: number } }>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
    expect(created.status).toBe(201);
    const id = created.body.data.blog_id;
    const before = (await call(svc.url, 'GET', `/api/admin/blogs/${id}`, { admin: true })).body;
    const body = aBlog({ blogs_content: [{ heading: 'Distance', paragraph: text }] });
    const res = await call(svc.url, 'PUT', `/blog/${id}`, { admin: true, body });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { status: 'fail', ...refusal('blogs_content.0.paragraph', 'The paragraph of section 1'), code: 'VALIDATION_FAILED', requestId: anyRequestId },
    });
    expect((await call(svc.url, 'GET', `/api/admin/blogs/${id}`, { admin: true })).body).toEqual(before);
  });

  it.each(UNSTORABLE)('when a case study field holds %s, then 400 naming the field and the case study is unchanged', async (_case, text) => {
    const created = await call<CaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const before = (await call(svc.url, 'GET', `/api/admin/caseStudies/${id}`, { admin: true })).body;
    const res = await call(svc.url, 'PUT', `/api/caseStudies/${id}`, { admin: true, body: { ...created.body, sec2Para: text } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { ...refusal('sec2Para', 'The paragraph of section 2'), code: 'VALIDATION_FAILED', requestId: anyRequestId },
    });
    expect((await call(svc.url, 'GET', `/api/admin/caseStudies/${id}`, { admin: true })).body).toEqual(before);
  });

  it.each(UNSTORABLE)('when a new case study body holds %s, then 400 and no case study is created', async (_case, text) => {
    const before = await caseStudyCount();
    const res = await call(svc.url, 'POST', '/api/caseStudies', { admin: true, body: { heroHeading: text } });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { ...refusal('heroHeading', 'The hero heading'), code: 'VALIDATION_FAILED', requestId: anyRequestId },
    });
    expect(await caseStudyCount()).toBe(before);
  });

  it('when the request has no admin token, then it is still 401 (the check runs in the validate step, after auth)', async () => {
    const res = await call(svc.url, 'POST', '/blog', { body: aBlog({ title: 'a\u0000b' }) });
    expect(res.status).toBe(401);
  });
});
