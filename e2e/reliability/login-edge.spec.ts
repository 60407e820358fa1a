// Sign-in through the edge: the built gateway in front of the built auth-service (PostgreSQL, Redis,
// argon2), each pair on a scratch database of its own. Generated bodies and headers on
// POST /api/users/login, as every public endpoint is fuzzed (FUZZ_RUNS cases: 200 in CI, 10,000 in
// the full run), and a brute force met first by auth-service's account lockout and then by the
// gateway's login limit. Real processes, so that no test of one app imports another app's code.
import { randomBytes } from 'node:crypto';
import {
  FUZZ_RUNS,
  ServiceProcess,
  assertSignInFuzz,
  createScratchDatabase,
  freePort,
  prototypeKeys,
  query,
  sendRaw,
  type ScratchDatabase,
} from '@site/testing';
import { NO_SITE_SERVER, REDIS_URL } from './support/processes';

jest.setTimeout(Math.max(180_000, FUZZ_RUNS * 600));

const ADMIN = { email: 'edge-admin@northwire.example', password: 'Sup3r-Secret!x' };

interface Edge {
  db: ScratchDatabase;
  auth: ServiceProcess;
  gateway: ServiceProcess;
  stop(): Promise<void>;
}

/** A private auth-service (its first administrator is ADMIN) and a gateway in front of it with `limits`. */
async function startEdge(label: string, limits: Record<string, string>): Promise<Edge> {
  const db = await createScratchDatabase(label);
  const redisPrefix = `rel:${label}:${randomBytes(3).toString('hex')}`;
  const auth = new ServiceProcess('auth-service', await freePort(), {
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await auth.start();
  const gateway = new ServiceProcess('gateway', await freePort(), {
    AUTH_URL: auth.url,
    REDIS_URL,
    REDIS_PREFIX: `${redisPrefix}:gw`,
    SITE_SERVER_URL: NO_SITE_SERVER,
    ...limits,
  });
  await gateway.start();
  return {
    db,
    auth,
    gateway,
    stop: async () => {
      await gateway.stop();
      await auth.stop();
      await db.drop();
    },
  };
}

describe('POST /api/users/login through the gateway', () => {
  let edge: Edge;
  let protoBefore: string[];
  beforeAll(async () => {
    edge = await startEdge('login_fuzz', { RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '0' });
    protoBefore = prototypeKeys();
  });
  afterAll(() => edge?.stop());

  test('when it gets any body, content type, encoding and headers, then no 5xx or stack (a large body auth-service refuses unread included), never a token without the password, no account changes, at most one audit row per attempt, and both processes stay healthy', async () => {
    await assertSignInFuzz(edge.gateway.url, (text) => query(edge.db.name, text), ADMIN.email);
    expect(prototypeKeys()).toEqual(protoBefore);
    for (const url of [edge.gateway.url, edge.auth.url]) expect((await sendRaw(url, { method: 'GET', path: '/healthz' })).status).toBe(200);
  });
});

describe('brute force through the gateway', () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge('login_brute', { RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_SECONDS: '3600' });
  });
  afterAll(() => edge?.stop());

  test('when one address tries 15 wrong passwords on one account and then the right one, then 5 are refused, 5 meet the account lockout, the rest and the right password meet the gateway limit, and auth-service saw only the first 10', async () => {
    const attempt = async (password: string) => {
      const reply = await sendRaw(edge.gateway.url, { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password }) });
      const { code } = JSON.parse(reply.body) as { code?: string };
      return `${reply.status} ${code ?? ''}${reply.status === 429 && Number(reply.headers['retry-after']) > 0 ? ' retry-after' : ''}`;
    };
    const replies: string[] = [];
    for (let i = 0; i < 15; i += 1) replies.push(await attempt(`Wrong-Pass#${i}`));
    replies.push(await attempt(ADMIN.password));

    expect(replies).toEqual([
      ...Array<string>(5).fill('401 INVALID_CREDENTIALS'),
      ...Array<string>(5).fill('429 LOGIN_LOCKED retry-after'),
      ...Array<string>(6).fill('429 RATE_LIMITED retry-after'),
    ]);
    const outcomes = await query(edge.db.name, 'SELECT outcome, count(*)::int AS n FROM auth.sign_in_audit WHERE email = $1 GROUP BY 1 ORDER BY 1', [ADMIN.email]);
    expect(outcomes).toEqual([
      { outcome: 'failure', n: 5 },
      { outcome: 'locked', n: 5 },
    ]);
  });
});
