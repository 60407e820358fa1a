// Property-based fuzzing of auth-service's public endpoints over real HTTP, PostgreSQL and Redis:
// generated sign-in bodies (wrong types, huge strings, unicode, nesting, prototype-pollution keys),
// lying headers and hostile paths. Properties: never a 5xx or a stack, never a token for a wrong
// password, no account created or changed, an audit row only for a well-formed attempt.
import fc from 'fast-check';
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
} from '../../e2e/reliability/support/fuzz';
import { anAdmin, startAuthService, type TestAuthService } from './helpers';

jest.setTimeout(Math.max(120_000, FUZZ_RUNS * 600));

let svc: TestAuthService;
let admin: Awaited<ReturnType<typeof anAdmin>>;
let protoBefore: string[];
beforeAll(async () => {
  svc = await startAuthService('auth_fuzz');
  admin = await anAdmin(svc.dataSource);
  protoBefore = prototypeKeys();
});
afterAll(async () => {
  await svc?.close();
});

const scalar = async (sql: string): Promise<unknown> => ((await svc.dataSource.query(sql)) as { v: unknown }[])[0]!.v;
const usersSnapshot = () => svc.dataSource.query('SELECT id, email, name, password_hash, is_admin FROM auth.users ORDER BY id');

afterEach(async () => {
  expect(prototypeKeys()).toEqual(protoBefore);
  expect((await sendRaw(svc.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
});

describe('auth-service under generated input', () => {
  test('when POST /api/users/login gets any body and headers, then no 5xx, no account changes, a token only for the right password, and an audit row only for a well-formed attempt', async () => {
    const users = await usersSnapshot();
    const body = fc.oneof({ weight: 5, arbitrary: jsonBody({ email: admin.email, password: 'Wrong-Pass#1' }) }, { weight: 1, arbitrary: nonObjectBody });
    await fc.assert(
      fc.asyncProperty(body, contentTypeHeader, contentEncodingHeader, oddHeaders, async (text, contentType, encoding, headers) => {
        const audit = Number(await scalar('SELECT count(*)::int AS v FROM auth.sign_in_audit'));
        const reply = await sendRaw(svc.url, {
          method: 'POST',
          path: '/api/users/login',
          headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding },
          body: text,
        });
        expectNoServerError(reply, 'POST /api/users/login');
        // The generator never holds the real password, so no attempt may succeed.
        expect(reply.status).not.toBe(200);
        expect(reply.body).not.toMatch(/"token"/);
        const added = Number(await scalar('SELECT count(*)::int AS v FROM auth.sign_in_audit')) - audit;
        if (reply.status === 400 || reply.status === 413 || reply.status === 415) expect(added).toBe(0);
        else expect(added).toBeLessThanOrEqual(1);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(await usersSnapshot()).toEqual(users);
  });

  test('when any path under /api/users is asked for with any method, then no 5xx', async () => {
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
    const prefix = fc.constantFrom('/api/users/', '/api/users/.well-known/', '/api/users/login/', '/');
    await fc.assert(
      fc.asyncProperty(method, prefix, pathSegment, oddHeaders, async (m, p, segment, headers) => {
        const reply = await sendRaw(svc.url, { method: m, path: `${p}${segment}`, headers });
        expectNoServerError(reply, `${m} ${p}${segment}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
