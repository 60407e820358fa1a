// Property-based fuzzing of auth-service's public endpoints over real HTTP, PostgreSQL and Redis:
// generated sign-in bodies (wrong types, huge strings, unicode, nesting, prototype-pollution keys),
// lying headers and hostile paths. Properties: never a 5xx or a stack, never a token for a wrong
// password, no account created or changed, an audit row only for a well-formed attempt.
import fc from 'fast-check';
import { FUZZ_RUNS, expectNoServerError, oddHeaders, pathSegment, prototypeKeys, sendRaw } from '@site/testing/fuzz';
import { assertSignInFuzz } from '@site/testing/sign-in-fuzz';
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

afterEach(async () => {
  expect(prototypeKeys()).toEqual(protoBefore);
  expect((await sendRaw(svc.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
});

describe('auth-service under generated input', () => {
  test('when POST /api/users/login gets any body and headers, then no 5xx, no account changes, a token only for the right password, and an audit row only for a well-formed attempt', async () => {
    await assertSignInFuzz(svc.url, (text) => svc.dataSource.query(text), admin.email);
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
