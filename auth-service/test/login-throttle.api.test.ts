import { testRedisPrefix, type TestDatabase } from '@site/service-kit/testing';
import {
  anAdmin,
  auditOf,
  createAuthDatabase,
  deviceCookieOf,
  postLogin,
  startInstance,
  type AuthInstance,
  type Reply,
} from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT_10 = 'Too many failed sign-in attempts. Try again in 10 minutes.';

let db: TestDatabase;

beforeAll(async () => {
  db = await createAuthDatabase('auth_throttle');
});
afterAll(async () => {
  await db.drop();
});

let addresses = 0;
/** A fresh client address per call site, so tests never share an address's counts. */
const anAddress = () => `192.0.2.${(addresses += 1)}`;

/** A sign-in from `ip` (the gateway's trusted X-Forwarded-For), with a device cookie when given. */
const signIn = (url: string, email: string, password: string, ip: string, cookie?: string): Promise<Reply> =>
  postLogin(url, { email, password }, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

async function failTimes(url: string, email: string, times: number, ip: string, cookie?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await signIn(url, email, 'Wrong-pass-123', ip, cookie)).status);
  return statuses;
}

describe('an attacker guessing one admin password blocks only himself', () => {
  let svc: AuthInstance;

  beforeAll(async () => {
    svc = await startInstance({ databaseUrl: db.url, redisPrefix: testRedisPrefix('throttle') });
  });
  afterAll(async () => {
    await svc.stop();
  });

  test('when address A fails 5 times, then A gets 429 with Retry-After even with the right password, while the admin at address B signs in', async () => {
    const admin = await anAdmin(svc.dataSource);
    const attacker = anAddress();
    expect(await failTimes(svc.url, admin.email, 5, attacker)).toEqual([401, 401, 401, 401, 401]);

    const refused = await signIn(svc.url, admin.email, admin.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: WAIT_10, code: 'LOGIN_LOCKED', requestId: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);

    const realAdmin = await signIn(svc.url, admin.email, admin.password, anAddress());
    expect(realAdmin.status).toBe(200);
    expect(realAdmin.body).toMatchObject({ email: admin.email, isAdmin: true, token: expect.any(String) });
    expect((await auditOf(svc.dataSource, admin.email)).map((r) => [r.outcome, r.reason])).toEqual([
      ...Array(5).fill(['failure', 'wrong_password']),
      ['locked', 'account_address_locked'],
      ['success', null],
    ]);
  });

  test('when a browser signed in before from A, then its device cookie still signs in at A while A is throttled for everyone else', async () => {
    const admin = await anAdmin(svc.dataSource);
    const shared = anAddress(); // one office NAT: the admin and the attacker share it
    const first = await signIn(svc.url, admin.email, admin.password, shared);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);

    expect(await failTimes(svc.url, admin.email, 8, shared)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await signIn(svc.url, admin.email, admin.password, shared)).status).toBe(429);

    const known = await signIn(svc.url, admin.email, admin.password, shared, device);
    expect(known.status).toBe(200);
    expect(known.body).toMatchObject({ email: admin.email, token: expect.any(String) });
  });

  test('when attempts keep coming during a throttle, then none of them checks a password: guesses stay at 5 per window', async () => {
    const admin = await anAdmin(svc.dataSource);
    const attacker = anAddress();
    const statuses = await failTimes(svc.url, admin.email, 30, attacker);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    const audit = await auditOf(svc.dataSource, admin.email);
    expect(audit.filter((r) => r.outcome === 'failure')).toHaveLength(5);
    expect(audit.filter((r) => r.outcome === 'locked')).toHaveLength(25);
    // The wait did not grow with the hammering: still the 10 minutes of the first throttle.
    const refused = await signIn(svc.url, admin.email, admin.password, attacker);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    // And the admin elsewhere is unaffected.
    expect((await signIn(svc.url, admin.email, admin.password, anAddress())).status).toBe(200);
  });

  test('when a known device fails 5 times, then that device waits, and the same admin from another browser still signs in', async () => {
    const admin = await anAdmin(svc.dataSource);
    const ip = anAddress();
    const device = deviceCookieOf(await signIn(svc.url, admin.email, admin.password, ip));
    expect(await failTimes(svc.url, admin.email, 6, ip, device)).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signIn(svc.url, admin.email, admin.password, ip, device);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(WAIT_10);
    // Its failures did not count against the address or the account.
    expect((await signIn(svc.url, admin.email, admin.password, ip)).status).toBe(200);
    expect((await auditOf(svc.dataSource, admin.email)).at(-2)).toMatchObject({ outcome: 'locked', reason: 'device_locked' });
  });

  test("when a device cookie of another account (or a forged one) is sent, then it counts for nothing", async () => {
    const owner = await anAdmin(svc.dataSource);
    const target = await anAdmin(svc.dataSource);
    const ip = anAddress();
    const ownersDevice = deviceCookieOf(await signIn(svc.url, owner.email, owner.password, ip));
    expect(await failTimes(svc.url, target.email, 5, ip)).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(svc.url, target.email, target.password, ip, ownersDevice)).status).toBe(429);
    const [name, value] = ownersDevice.split('=');
    const forged = `${name}=${value!.slice(0, -4)}AAAA`;
    expect((await signIn(svc.url, target.email, target.password, ip, forged)).status).toBe(429);
  });

  test('when an unknown email is tried 6 times from one address, then it is throttled the same way (no hint that it does not exist)', async () => {
    expect(await failTimes(svc.url, 'ghost.throttle@northwire.example', 6, anAddress())).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
  });

  test('when a sign-in succeeds, then the failures of that account at that address start again from zero', async () => {
    const admin = await anAdmin(svc.dataSource);
    const ip = anAddress();
    expect(await failTimes(svc.url, admin.email, 4, ip)).toEqual([401, 401, 401, 401]);
    expect((await signIn(svc.url, admin.email, admin.password, ip)).status).toBe(200);
    expect(await failTimes(svc.url, admin.email, 4, ip)).toEqual([401, 401, 401, 401]);
    expect((await signIn(svc.url, admin.email, admin.password, ip)).status).toBe(200);
  });
});

describe('the device cookie', () => {
  let svc: AuthInstance;
  beforeAll(async () => {
    svc = await startInstance({ databaseUrl: db.url, redisPrefix: testRedisPrefix('device') });
  });
  afterAll(async () => {
    await svc.stop();
  });

  test('when an admin signs in over plain http, then the cookie is httpOnly, SameSite=Strict, limited to the sign-in path, 30 days', async () => {
    const admin = await anAdmin(svc.dataSource);
    const reply = await signIn(svc.url, admin.email, admin.password, anAddress());
    const [cookie] = reply.headers.getSetCookie();
    expect(cookie).toMatch(
      /^nw_login_device=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=2592000; Path=\/api\/users\/login; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
  });

  test('when the sign-in came through https (a trusted proxy says so), then the cookie is also Secure', async () => {
    const admin = await anAdmin(svc.dataSource);
    const reply = await postLogin(
      svc.url,
      { email: admin.email, password: admin.password },
      { 'x-forwarded-for': anAddress(), 'x-forwarded-proto': 'https' },
    );
    expect(reply.headers.getSetCookie()[0]).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
  });
});

describe('throttle of one address over many accounts (password spraying)', () => {
  test('when one address fails 20 times over many accounts, then it is refused for every account, but not another address nor a known device there', async () => {
    const svc = await startInstance({ databaseUrl: db.url, redisPrefix: testRedisPrefix('spray') });
    try {
      const admin = await anAdmin(svc.dataSource);
      const ip = '203.0.113.7';
      const device = deviceCookieOf(await signIn(svc.url, admin.email, admin.password, ip));
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push(...(await failTimes(svc.url, `spray${i}@northwire.example`, 1, ip)));
      expect(statuses).toEqual(Array(20).fill(401));
      const refused = await signIn(svc.url, admin.email, admin.password, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(WAIT_10);
      expect((await signIn(svc.url, admin.email, admin.password, '198.51.100.9')).status).toBe(200);
      expect((await signIn(svc.url, admin.email, admin.password, ip, device)).status).toBe(200);
    } finally {
      await svc.stop();
    }
  });
});

describe('throttle across instances and over time', () => {
  test('when failures are spread over two instances, then the throttle holds on both', async () => {
    const prefix = testRedisPrefix('shared');
    const a = await startInstance({ databaseUrl: db.url, redisPrefix: prefix });
    const b = await startInstance({ databaseUrl: db.url, redisPrefix: prefix });
    try {
      const admin = await anAdmin(a.dataSource);
      const ip = anAddress();
      expect(await failTimes(a.url, admin.email, 3, ip)).toEqual([401, 401, 401]);
      expect(await failTimes(b.url, admin.email, 2, ip)).toEqual([401, 401]);
      const onA = await signIn(a.url, admin.email, admin.password, ip);
      const onB = await signIn(b.url, admin.email, admin.password, ip);
      expect([onA.status, onB.status]).toEqual([429, 429]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  test('when the wait is over, then the address signs in again', async () => {
    // A 2-second wait stands in for the 10 minutes, so the test can watch it end.
    const svc = await startInstance({ databaseUrl: db.url, redisPrefix: testRedisPrefix('expiry'), throttle: { lockoutSeconds: 2 } });
    try {
      const admin = await anAdmin(svc.dataSource);
      const ip = anAddress();
      await failTimes(svc.url, admin.email, 5, ip);
      const refused = await signIn(svc.url, admin.email, admin.password, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(2);
      await sleep(2100); // the lockout running out is what is tested: time has to pass
      expect((await signIn(svc.url, admin.email, admin.password, ip)).status).toBe(200);
    } finally {
      await svc.stop();
    }
  });
});

describe('sign-in while Redis is down', () => {
  test('when Redis cannot be reached, then sign-in fails closed with 503 instead of allowing unlimited guesses', async () => {
    const svc = await startInstance({
      databaseUrl: db.url,
      redisPrefix: testRedisPrefix('down'),
      redisUrl: 'redis://127.0.0.1:1',
    });
    try {
      const admin = await anAdmin(svc.dataSource);
      const reply = await postLogin(svc.url, { email: admin.email, password: admin.password });
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
        code: 'LOGIN_UNAVAILABLE',
        requestId: expect.any(String),
      });
    } finally {
      await svc.stop();
    }
  });
});
