// Sign-in through the edge: the real gateway in front of a real auth-service (PostgreSQL, Redis,
// argon2). Generated bodies and headers on POST /api/users/login, as every public endpoint is
// fuzzed (FUZZ_RUNS cases: 200 in CI, 10,000 in the full run), and a brute force met first by
// auth-service's account lockout and then by the gateway's login limit.
import fc from 'fast-check';
import {
  FUZZ_RUNS,
  contentEncodingHeader,
  contentTypeHeader,
  expectNoServerError,
  jsonBody,
  nonObjectBody,
  oddHeaders,
  prototypeKeys,
  sendRaw,
} from '../../e2e/reliability/support/fuzz';
import { anAdmin, startAuthService, type TestAuthService } from '../../auth-service/test/helpers';
import { startGateway, type TestGateway } from './helpers';

jest.setTimeout(Math.max(120_000, FUZZ_RUNS * 600));

let auth: TestAuthService;
let admin: Awaited<ReturnType<typeof anAdmin>>;
let protoBefore: string[];
beforeAll(async () => {
  auth = await startAuthService('gw_login_fuzz');
  admin = await anAdmin(auth.dataSource);
  protoBefore = prototypeKeys();
});
afterAll(async () => {
  await auth?.close();
});

const scalar = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number(((await auth.dataSource.query(sql, params)) as { v: unknown }[])[0]!.v);
const usersSnapshot = () => auth.dataSource.query('SELECT id, email, name, password_hash, is_admin FROM auth.users ORDER BY id');

describe('POST /api/users/login through the gateway', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ AUTH_URL: auth.url, RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => {
    await gw?.close();
  });

  test('when it gets any body, content type, encoding and headers, then no 5xx or stack (a large body auth-service refuses unread included, see hop-by-hop.api.test.ts), never a token without the password, no account changes, at most one audit row per attempt, and both processes stay healthy', async () => {
    const users = await usersSnapshot();
    const body = fc.oneof({ weight: 5, arbitrary: jsonBody({ email: admin.email, password: 'Wrong-Pass#1' }) }, { weight: 1, arbitrary: nonObjectBody });
    await fc.assert(
      fc.asyncProperty(body, contentTypeHeader, contentEncodingHeader, oddHeaders, async (text, contentType, encoding, headers) => {
        const audit = await scalar('SELECT count(*)::int AS v FROM auth.sign_in_audit');
        const request = { method: 'POST', path: '/api/users/login', headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding }, body: text };
        const reply = await sendRaw(gw.url, request);
        expectNoServerError(reply, 'POST /api/users/login');
        expect(reply.status).not.toBe(200);
        expect(reply.body).not.toMatch(/"token"/);
        const added = (await scalar('SELECT count(*)::int AS v FROM auth.sign_in_audit')) - audit;
        if ([400, 413, 415].includes(reply.status)) expect(added).toBe(0);
        else expect(added).toBeLessThanOrEqual(1);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(await usersSnapshot()).toEqual(users);
    expect(prototypeKeys()).toEqual(protoBefore);
    for (const url of [gw.url, auth.url]) expect((await sendRaw(url, { method: 'GET', path: '/healthz' })).status).toBe(200);
  });
});

describe('brute force through the gateway', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ AUTH_URL: auth.url, RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    // The fuzz above runs from the same address: start from no failures counted for it.
    const keys = await auth.redis.keys(`${auth.redisPrefix}*`);
    if (keys.length > 0) await auth.redis.del(...keys);
  });
  afterAll(async () => {
    await gw?.close();
  });

  test('when one address tries 15 wrong passwords on one account and then the right one, then 5 are refused, 5 meet the account lockout, the rest and the right password meet the gateway limit, and auth-service saw only the first 10', async () => {
    const victim = await anAdmin(auth.dataSource);
    const attempt = async (password: string) => {
      const reply = await sendRaw(gw.url, { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: victim.email, password }) });
      const { code } = JSON.parse(reply.body) as { code?: string };
      return `${reply.status} ${code ?? ''}${reply.status === 429 && Number(reply.headers['retry-after']) > 0 ? ' retry-after' : ''}`;
    };
    const replies: string[] = [];
    for (let i = 0; i < 15; i += 1) replies.push(await attempt(`Wrong-Pass#${i}`));
    replies.push(await attempt(victim.password));

    expect(replies).toEqual([
      ...Array<string>(5).fill('401 INVALID_CREDENTIALS'),
      ...Array<string>(5).fill('429 LOGIN_LOCKED retry-after'),
      ...Array<string>(6).fill('429 RATE_LIMITED retry-after'),
    ]);
    const outcomes = (await auth.dataSource.query('SELECT outcome, count(*)::int AS n FROM auth.sign_in_audit WHERE email = $1 GROUP BY 1 ORDER BY 1', [victim.email])) as Array<{ outcome: string; n: number }>;
    expect(outcomes).toEqual([
      { outcome: 'failure', n: 5 },
      { outcome: 'locked', n: 5 },
    ]);
  });
});
