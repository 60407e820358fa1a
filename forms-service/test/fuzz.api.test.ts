// Property-based fuzzing of every forms-service endpoint over real HTTP, PostgreSQL and Redis:
// generated form bodies (wrong types, huge strings, unicode, CRLF, nesting, prototype-pollution
// keys), lying headers, hostile query strings and paths. Properties: never a 5xx or a stack; a
// refused body stores nothing (submissions, outbox, subscribers counted before and after); a form
// stores at most one submission; Object.prototype untouched; the service stays healthy.
import fc from 'fast-check';
import { bearer } from '@site/service-kit/testing';
import {
  FUZZ_RUNS,
  contentEncodingHeader,
  contentTypeHeader,
  expectNoServerError,
  jsonBody,
  encodePart,
  nastyString,
  nonObjectBody,
  oddHeaders,
  pathSegment,
  prototypeKeys,
  sendRaw,
} from '@site/testing/fuzz';
import { aContactForm, aJobForm, aResumeKey, aValidToken, startForms, type FormsHarness } from './helpers';

jest.setTimeout(Math.max(180_000, FUZZ_RUNS * 1500));

let h: FormsHarness;
let protoBefore: string[];
let resumeKey: string;
beforeAll(async () => {
  h = await startForms({ label: 'forms_fuzz', rateLimits: { perMinute: 1_000_000, perHour: 1_000_000 } });
  resumeKey = aResumeKey();
  h.uploads.add(resumeKey);
  protoBefore = prototypeKeys();
});
afterAll(async () => {
  await h?.close();
});

afterEach(async () => {
  expect(prototypeKeys()).toEqual(protoBefore);
  expect((await sendRaw(h.app.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
});

const counts = async () => ({
  submissions: await h.count('submissions'),
  outbox: await h.count('outbox'),
  subscribers: await h.count('subscribers'),
});

const FORMS: Array<[path: string, valid: () => Record<string, unknown>]> = [
  ['/send-contact-form-main', () => ({ ...aContactForm(), formToken: aValidToken() })],
  ['/send-contact-form-usa', () => ({ ...aContactForm(), formToken: aValidToken() })],
  ['/send-newsletter', () => ({ email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`, formType: 'Newsletter', formToken: aValidToken() })],
  ['/job-opportunity-form', () => ({ ...aJobForm({ resume: resumeKey }), formToken: aValidToken() })],
];

describe('forms-service under generated input', () => {
  test.each(FORMS)('when %s gets any body and headers, then no 5xx, a refusal stores nothing and a success stores at most one submission', async (path, valid) => {
    const body = fc.oneof({ weight: 5, arbitrary: jsonBody(valid()) }, { weight: 1, arbitrary: nonObjectBody });
    await fc.assert(
      fc.asyncProperty(body, contentTypeHeader, contentEncodingHeader, oddHeaders, async (text, contentType, encoding, headers) => {
        const before = await counts();
        const reply = await sendRaw(h.app.url, {
          method: 'POST',
          path,
          headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding },
          body: text,
        });
        expectNoServerError(reply, `POST ${path}`);
        const after = await counts();
        if (reply.status >= 400) {
          expect(after).toEqual(before);
          // The screens read `msg` on every failure, even one the body parser raises: JSON only,
          // whatever the body's type (a browser's own post goes to the site's form page).
          expect(reply.headers['content-type']).toMatch(/^application\/json/);
          expect(JSON.parse(reply.body)).toMatchObject({ msg: 'fail' });
        } else {
          expect(reply.status).toBe(200);
          // Stored either way: mailed, or held for review when the generator spoiled the anti-spam token.
          expect(JSON.parse(reply.body)).toMatchObject({ msg: 'success' });
          expect(after.submissions - before.submissions).toBeLessThanOrEqual(1);
          expect(after.outbox - before.outbox).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when the newsletter links get any token, then no 5xx and no subscriber changes state', async () => {
    const snapshot = () => h.dataSource.query('SELECT * FROM forms.subscribers ORDER BY id');
    const before = await snapshot();
    const token = fc.oneof(nastyString.map(encodePart), pathSegment, fc.constant(''));
    const extra = fc.constantFrom('', '&token=a&token=b', '&token[]=x', '&token[__proto__][x]=1', '&__proto__[polluted]=1');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('confirm', 'unsubscribe'), token, extra, oddHeaders, async (action, t, more, headers) => {
        const reply = await sendRaw(h.app.url, { method: 'GET', path: `/api/newsletter/${action}?token=${t}${more}`, headers });
        expectNoServerError(reply, `GET /api/newsletter/${action}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(await snapshot()).toEqual(before);
  });

  test('when the admin inbox gets any query string or id, then no 5xx and nothing is deleted', async () => {
    await h.post('/send-contact-form-main', { ...aContactForm(), startedAt: Date.now() - 60_000 });
    const before = await counts();
    const value = fc.oneof(nastyString.map(encodePart), fc.constantFrom('contact', 'job', 'spam', 'sent', '2026-01-01', '0', '-1', '1e9', 'NaN', '99999999999'));
    const query = fc
      .array(fc.tuple(fc.constantFrom('type', 'status', 'from', 'to', 'page', 'pageSize', 'x', '__proto__[a]', 'page[]'), value), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    const path = fc.oneof(
      fc.tuple(fc.constantFrom('/api/admin/submissions', '/api/admin/submissions.csv', '/api/admin/subscribers', '/api/admin/subscribers.csv'), query).map(([p, q]) => `${p}?${q}`),
      fc.tuple(fc.constantFrom('/api/admin/submissions/', '/internal/submissions/'), pathSegment, fc.constantFrom('', '/resend', '/not-spam', '/delivery')).map(([p, s, tail]) => `${p}${s}${tail}`),
    );
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('GET', 'POST', 'DELETE'), fc.boolean(), async (p, method, admin) => {
        const reply = await sendRaw(h.app.url, {
          method: method === 'DELETE' && !p.startsWith('/api/admin/submissions/') ? 'GET' : method,
          path: p,
          headers: { ...(admin ? bearer() : {}), 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ jobId: 'x', status: 'sent', attempts: 1 }) : undefined,
        });
        expectNoServerError(reply, `${method} ${p}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
    // Generated ids never match a real submission (uuids from a generator are not ours).
    expect(await counts()).toEqual(before);
  });
});
