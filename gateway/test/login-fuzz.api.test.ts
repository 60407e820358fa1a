// Sign-in through the edge: the real gateway in front of a real auth-service (PostgreSQL, Redis,
// argon2). Generated bodies and headers on POST /api/users/login, as every public endpoint is
// fuzzed (FUZZ_RUNS cases: 200 in CI, 10,000 in the full run), and a brute force met first by
// auth-service's account lockout and then by the gateway's login limit.
import { FUZZ_RUNS, prototypeKeys, sendRaw } from '@site/testing';
import { assertSignInFuzz } from '../../auth-service/test/assert-sign-in-fuzz';
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

describe('POST /api/users/login through the gateway', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ AUTH_URL: auth.url, RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => {
    await gw?.close();
  });

  test('when it gets any body, content type, encoding and headers, then no 5xx or stack (a large body auth-service refuses unread included, see hop-by-hop.api.test.ts), never a token without the password, no account changes, at most one audit row per attempt, and both processes stay healthy', async () => {
    await assertSignInFuzz(gw.url, auth.dataSource, admin.email);
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
