import type { AdminCaseStudy, CaseStudy } from '@site/contracts';
import { AuditRepository } from '../src/audit/audit-repository';
import { SEED_CASE_STUDIES, seededCaseStudy } from '../src/db/seed/seed-case-studies';
import { BLANK_CASE_STUDY, anyRequestId, call, publicCaseStudy, startContentService, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_case_studies');
});
afterAll(async () => {
  await svc.close();
});

const createBlank = async (): Promise<CaseStudy> => {
  const res = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
  expect(res.status).toBe(201);
  return publicCaseStudy(res.body);
};
/** The admin read (a new case study is a draft, absent from the public reads), without the state fields. */
const adminRead = async (id: string): Promise<CaseStudy | number> => {
  const res = await call<{ data: AdminCaseStudy }>(svc.url, 'GET', `/api/admin/caseStudies/${id}`, { admin: true });
  if (res.status !== 200) return res.status;
  const { status: _status, publish_at: _publishAt, has_unpublished_changes: _changes, ...study } = res.body.data;
  return study;
};
const audit = (id: string) => new AuditRepository(svc.dataSource.manager).listFor('case_study', id);

const fullSet = (): Omit<CaseStudy, '_id'> => {
  const out: Record<string, string> = {};
  for (const key of Object.keys(BLANK_CASE_STUDY)) out[key] = key.endsWith('Img') || key === 'bannerImage' ? `/media/images/${key}/1600.jpg` : `${key} text`;
  out.bannerImageAlt = 'Menu boards above a counter';
  out.sec1ImgAlt = 'A technician at a screen';
  out.category1 = 'Digital Sinage';
  return out as Omit<CaseStudy, '_id'>;
};

describe('GET /api/caseStudies', () => {
  it('when listed, then an array holding every seeded case study with every field', async () => {
    const res = await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const seeded of SEED_CASE_STUDIES) expect(res.body).toContainEqual(seededCaseStudy(seeded));
  });
});

describe('GET /api/caseStudies/:id', () => {
  it('when the id exists, then exactly that case study, in any letter case', async () => {
    const seeded = seededCaseStudy(SEED_CASE_STUDIES[0]!);
    expect(await call(svc.url, 'GET', `/api/caseStudies/${seeded._id}`)).toMatchObject({ status: 200, body: seeded });
    expect((await call(svc.url, 'GET', `/api/caseStudies/${seeded._id.toUpperCase()}`)).body).toEqual(seeded);
  });

  it.each(['3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', 'not-a-uuid', '1', "1' OR '1'='1"])('when the id %s is missing or malformed, then 404 with a message', async (id) => {
    const res = await call(svc.url, 'GET', `/api/caseStudies/${encodeURIComponent(id)}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Case study not found', code: 'NOT_FOUND', requestId: anyRequestId } });
  });
});

describe('POST /api/caseStudies', () => {
  it('when the body is empty, then a blank case study with an _id is created, reads back and is audited', async () => {
    const res = await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    expect(res).toMatchObject({ status: 201, body: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), ...BLANK_CASE_STUDY, status: 'draft', publish_at: null } });
    expect(Object.keys(res.body).sort()).toEqual(['_id', ...Object.keys(BLANK_CASE_STUDY), 'status', 'publish_at', 'has_unpublished_changes'].sort());
    expect(await adminRead(res.body._id)).toEqual(publicCaseStudy(res.body));
    expect((await call(svc.url, 'GET', `/api/caseStudies/${res.body._id}`)).status).toBe(404);
    expect(await audit(res.body._id)).toEqual([expect.objectContaining({ action: 'create', entity: 'case_study', actorId: '1' })]);
  });

  it('when the body is an empty JSON object, then a blank case study is created too', async () => {
    const res = await call<CaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true, body: {} });
    expect(res).toMatchObject({ status: 201, body: BLANK_CASE_STUDY });
  });

  it('when the body has an unknown field, then 400 naming it and nothing is created', async () => {
    const before = (await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies')).body.length;
    const res = await call(svc.url, 'POST', '/api/caseStudies', { admin: true, body: { title: 'x' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Unknown field(s): title', code: 'VALIDATION_FAILED' } });
    expect((await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies')).body).toHaveLength(before);
  });
});

describe('PUT /api/caseStudies/:id', () => {
  it('when the full field set is sent, then every field is saved, public (its first Update publishes it) and the write is audited', async () => {
    const blank = await createBlank();
    const fields = fullSet();
    const res = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${blank._id}`, { admin: true, body: fields });
    expect(res).toMatchObject({ status: 200, body: { _id: blank._id, ...fields, status: 'published', message: 'Case study published' } });
    expect(await adminRead(blank._id)).toEqual({ _id: blank._id, ...fields });
    expect((await call(svc.url, 'GET', `/api/caseStudies/${blank._id}`)).body).toEqual({ _id: blank._id, ...fields });
    expect((await audit(blank._id)).map((a) => a.action)).toEqual(['create', 'update', 'publish']);
  });

  it('when the editor echoes the loaded record with its _id and state, then it is accepted and the state fields are not applied', async () => {
    const loaded = (await call<AdminCaseStudy>(svc.url, 'POST', '/api/caseStudies', { admin: true })).body;
    const res = await call(svc.url, 'PUT', `/api/caseStudies/${loaded._id}`, { admin: true, body: { ...loaded, heroHeading: 'Echoed', publication: 'draft' } });
    expect(res).toMatchObject({ status: 200, body: { ...loaded, heroHeading: 'Echoed', status: 'draft' } });
    const echoedAsLive = await call(svc.url, 'PUT', `/api/caseStudies/${loaded._id}`, { admin: true, body: { ...loaded, heroHeading: 'Echoed', status: 'published', publication: 'draft' } });
    expect(echoedAsLive.body).toMatchObject({ status: 'draft' });
  });

  it('when a field is left out, then it becomes empty (the PUT replaces the full set)', async () => {
    const blank = await createBlank();
    await call(svc.url, 'PUT', `/api/caseStudies/${blank._id}`, { admin: true, body: fullSet() });
    const res = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${blank._id}`, { admin: true, body: { heroHeading: 'Only this' } });
    expect(publicCaseStudy(res.body as AdminCaseStudy)).toEqual({ ...blank, heroHeading: 'Only this' });
  });

  it('when paragraphs carry scripts or handlers, then they are stored cleaned; headings stay as typed', async () => {
    const blank = await createBlank();
    const body = { ...fullSet(), sec1Heading: 'Cat6 < Cat6a', sec2Para: '<p onmouseover="x()">Fine</p><script>bad()</script>', sec1Para2: '<a href="javascript:alert(1)">x</a>' };
    const res = await call<CaseStudy>(svc.url, 'PUT', `/api/caseStudies/${blank._id}`, { admin: true, body });
    expect(res.body.sec2Para).toBe('<p>Fine</p>');
    expect(res.body.sec1Para2).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(res.body.sec1Heading).toBe('Cat6 < Cat6a');
  });

  const IMAGE_RULE = 'must be an uploaded image (an address starting with /) or a web address starting with http:// or https://';
  it.each([
    ['a tenth section', { sec10Heading: 'x' }, '(body)', 'Unknown field(s): sec10Heading'],
    ['a non-text field', { heroHeading: 42 }, 'heroHeading', 'The hero heading is not valid'],
    ['a too long hero heading', { heroHeading: 'x'.repeat(301) }, 'heroHeading', 'The hero heading can be at most 300 characters'],
    ['a too long heading', { sec3Heading: 'x'.repeat(301) }, 'sec3Heading', 'The heading of section 3 can be at most 300 characters'],
    ['a javascript: banner image', { bannerImage: 'javascript:alert(1)' }, 'bannerImage', `The banner image address ${IMAGE_RULE}`],
    ['a protocol-relative section image', { sec1Img: '//evil.example/x.png' }, 'sec1Img', `The image address of section 1 ${IMAGE_RULE}`],
    ['an _id of another case study', { _id: '3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99' }, '_id', 'The case study id in the body is not the case study being updated'],
  ])('when the body has %s, then 400 in plain words naming the field and nothing changes', async (_case, extra, field, message) => {
    const blank = await createBlank();
    const res = await call<{ message: string }>(svc.url, 'PUT', `/api/caseStudies/${blank._id}`, { admin: true, body: { ...fullSet(), ...extra } });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', requestId: anyRequestId, message, fields: [{ field, message }] } });
    expect(await adminRead(blank._id)).toEqual(blank);
  });

  it.each(['3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', 'nope'])('when the id %s is missing or malformed, then 404', async (id) => {
    expect(await call(svc.url, 'PUT', `/api/caseStudies/${id}`, { admin: true, body: fullSet() })).toMatchObject({ status: 404, body: { message: 'Case study not found' } });
  });
});

describe('DELETE /api/caseStudies/:id', () => {
  it('when a case study is deleted, then it is gone from the list and the delete is audited', async () => {
    const blank = await createBlank();
    const res = await call(svc.url, 'DELETE', `/api/caseStudies/${blank._id}`, { admin: true });
    expect(res).toMatchObject({ status: 200, body: { message: 'Case study deleted', _id: blank._id } });
    expect(await adminRead(blank._id)).toBe(404);
    expect((await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies')).body.map((c) => c._id)).not.toContain(blank._id);
    expect((await audit(blank._id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it.each(['3f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e99', 'nope'])('when the id %s is missing or malformed, then 404', async (id) => {
    expect(await call(svc.url, 'DELETE', `/api/caseStudies/${id}`, { admin: true })).toMatchObject({ status: 404, body: { message: 'Case study not found' } });
  });
});
