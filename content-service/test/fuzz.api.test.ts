// Property-based fuzzing of every content-service endpoint over real HTTP and PostgreSQL:
// generated bodies (wrong types, huge strings, unicode, nesting, prototype-pollution keys), lying
// headers and hostile paths. Properties: never a 5xx or a stack, nothing stored from a refused body,
// Object.prototype untouched, the service still healthy. FUZZ_RUNS sets the cases per property.
import fc from 'fast-check';
import { bearer } from '@site/service-kit/testing';
import {
  FUZZ_RUNS,
  contentEncodingHeader,
  contentTypeHeader,
  expectNoServerError,
  jsonBody,
  nonObjectBody,
  oddHeaders,
  pathSegment,
  prototypeKeys,
  sendRaw,
} from '@site/testing/fuzz';
import { BLANK_CASE_STUDY, aBlog, call, startContentService, type TestService } from './helpers';

jest.setTimeout(Math.max(120_000, FUZZ_RUNS * 400));

let svc: TestService;
let protoBefore: string[];
beforeAll(async () => {
  svc = await startContentService('content_fuzz');
  protoBefore = prototypeKeys();
});
afterAll(async () => {
  await svc?.close();
});

const count = async (table: string): Promise<number> =>
  ((await svc.dataSource.query(`SELECT count(*)::int AS n FROM content."${table}"`)) as { n: number }[])[0]!.n;
const rowOf = async (table: string, where: string, id: string | number): Promise<unknown> =>
  (await svc.dataSource.query(`SELECT * FROM content."${table}" WHERE ${where} = $1`, [id]))[0];

const body = (valid: Record<string, unknown>) => fc.oneof({ weight: 5, arbitrary: jsonBody(valid) }, { weight: 1, arbitrary: nonObjectBody });
const request = (valid: Record<string, unknown>) =>
  fc.record({ body: body(valid), contentType: contentTypeHeader, encoding: contentEncodingHeader, headers: oddHeaders });

const headersOf = (r: { contentType?: string; encoding?: string; headers: Record<string, string> }) => ({
  ...r.headers,
  ...bearer(),
  'content-type': r.contentType,
  'content-encoding': r.encoding,
});

afterEach(async () => {
  expect(prototypeKeys()).toEqual(protoBefore);
  expect((await call(svc.url, 'GET', '/healthz')).status).toBe(200);
});

describe('content-service under generated input', () => {
  test('when POST /blog gets any body and headers, then no 5xx and a post (with its audit rows) is stored only when it answers 201', async () => {
    await fc.assert(
      fc.asyncProperty(request(aBlog() as unknown as Record<string, unknown>), async (r) => {
        const [blogs, audit] = [await count('blogs'), await count('audit_log')];
        const reply = await sendRaw(svc.url, { method: 'POST', path: '/blog', headers: headersOf(r), body: r.body });
        expectNoServerError(reply, 'POST /blog');
        const stored = reply.status === 201 ? 1 : 0;
        expect(await count('blogs')).toBe(blogs + stored);
        // A post public at once (the spec's Upload) is audited as created and published.
        const published = stored && (JSON.parse(reply.body) as { data: { status: string } }).data.status === 'published' ? 1 : 0;
        expect(await count('audit_log')).toBe(audit + stored + published);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when PUT /blog/:id gets any body, then no 5xx and a refused update leaves the post as it was', async () => {
    const created = await call<{ data: { blog_id: number } }>(svc.url, 'POST', '/blog', { admin: true, body: aBlog() });
    const id = created.body.data.blog_id;
    await fc.assert(
      fc.asyncProperty(request(aBlog() as unknown as Record<string, unknown>), async (r) => {
        const before = await rowOf('blogs', 'blog_id', id);
        const reply = await sendRaw(svc.url, { method: 'PUT', path: `/blog/${id}`, headers: headersOf(r), body: r.body });
        expectNoServerError(reply, 'PUT /blog/:id');
        if (reply.status !== 200) expect(await rowOf('blogs', 'blog_id', id)).toEqual(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when POST /api/caseStudies gets any body, then no 5xx and a case study is stored only when it answers 201', async () => {
    await fc.assert(
      fc.asyncProperty(request({ ...BLANK_CASE_STUDY, heroHeading: 'Fuzzed', category1: 'Digital Sinage' }), async (r) => {
        const before = await count('case_studies');
        const reply = await sendRaw(svc.url, { method: 'POST', path: '/api/caseStudies', headers: headersOf(r), body: r.body });
        expectNoServerError(reply, 'POST /api/caseStudies');
        expect(await count('case_studies')).toBe(before + (reply.status === 201 ? 1 : 0));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when PUT /api/caseStudies/:id gets any body, then no 5xx and a refused update leaves the case study as it was', async () => {
    const created = await call<{ _id: string }>(svc.url, 'POST', '/api/caseStudies', { admin: true });
    const id = created.body._id;
    await fc.assert(
      fc.asyncProperty(request({ ...BLANK_CASE_STUDY, _id: id, heroHeading: 'Fuzzed' }), async (r) => {
        const before = await rowOf('case_studies', '_id', id);
        const reply = await sendRaw(svc.url, { method: 'PUT', path: `/api/caseStudies/${id}`, headers: headersOf(r), body: r.body });
        expectNoServerError(reply, 'PUT /api/caseStudies/:id');
        if (reply.status !== 200) expect(await rowOf('case_studies', '_id', id)).toEqual(before);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when any id, slug or key goes in the path of any method, then no 5xx', async () => {
    const route = fc.constantFrom('/blog/', '/api/caseStudies/', '/api/blogs/redirects/', '/blogs/', '/api/categories/');
    const method = fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
    await fc.assert(
      fc.asyncProperty(route, pathSegment, method, fc.boolean(), oddHeaders, async (prefix, segment, m, admin, headers) => {
        const reply = await sendRaw(svc.url, {
          method: m,
          path: `${prefix}${segment}`,
          headers: { ...headers, ...(admin ? bearer() : {}) },
        });
        expectNoServerError(reply, `${m} ${prefix}${segment}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
