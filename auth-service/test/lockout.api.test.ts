import { createTestDatabase, testRedisPrefix, type TestDatabase } from '@site/service-kit/testing';
import { anAdmin, auditOf, postLogin, startInstance, type AuthInstance } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOCKED = 'Too many failed sign-in attempts. Try again in 1 minute.';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('auth_lockout');
});
afterAll(async () => {
  await db.drop();
});

let addresses = 0;
/** A fresh client address per call site, so the per-address limit (20) does not mix into account tests. */
const anAddress = () => `192.0.2.${(addresses += 1)}`;

async function failTimes(url: string, email: string, times: number, ip = anAddress()): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    statuses.push(
      (await postLogin(url, { email, password: 'Wrong-pass-123' }, { 'x-forwarded-for': ip })).status,
    );
  }
  return statuses;
}

describe('lockout of one account', () => {
  let svc: AuthInstance;
  const prefix = testRedisPrefix('lockout');

  beforeAll(async () => {
    // A 2-second lockout stands in for the 10 minutes, so the test can watch it expire.
    svc = await startInstance({ databaseUrl: db.url, redisPrefix: prefix, throttle: { lockoutSeconds: 2 } });
  });
  afterAll(async () => {
    await svc.stop();
  });

  test('when an account fails 5 times, then the 6th attempt answers 429 even with the right password, and after the lockout it signs in', async () => {
    const admin = await anAdmin(svc.dataSource);
    expect(await failTimes(svc.url, admin.email, 5)).toEqual([401, 401, 401, 401, 401]);

    const locked = await postLogin(svc.url, { email: admin.email, password: admin.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: LOCKED, code: 'LOGIN_LOCKED', requestId: expect.any(String) });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(2);

    await sleep(2100);
    const after = await postLogin(svc.url, { email: admin.email, password: admin.password });
    expect(after.status).toBe(200);
    expect((await auditOf(svc.dataSource, admin.email)).map((r) => r.outcome)).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
      'failure',
      'locked',
      'success',
    ]);
  });

  test('when a sign-in succeeds, then the account failure count starts again from zero', async () => {
    const admin = await anAdmin(svc.dataSource);
    expect(await failTimes(svc.url, admin.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await postLogin(svc.url, { email: admin.email, password: admin.password })).status).toBe(200);
    expect(await failTimes(svc.url, admin.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await postLogin(svc.url, { email: admin.email, password: admin.password })).status).toBe(200);
  });

  test('when an account is locked out again, then the lockout doubles', async () => {
    const admin = await anAdmin(svc.dataSource);
    const lockKey = `${prefix}:auth:login:lock:account:${admin.email}`;
    await failTimes(svc.url, admin.email, 5);
    const first = await svc.redis.pttl(lockKey);
    expect(first).toBeGreaterThan(1000);
    expect(first).toBeLessThanOrEqual(2000);
    await sleep(first + 100);
    await failTimes(svc.url, admin.email, 5);
    const second = await svc.redis.pttl(lockKey);
    expect(second).toBeGreaterThan(3000);
    expect(second).toBeLessThanOrEqual(4000);
  });

  test('when an unknown email is tried 5 times, then it is locked the same way (no hint that it does not exist)', async () => {
    const email = 'ghost.lockout@northwire.example';
    expect(await failTimes(svc.url, email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('lockout of one address', () => {
  test('when one address fails 20 times over many accounts, then it is refused for every account', async () => {
    const svc = await startInstance({
      databaseUrl: db.url,
      redisPrefix: testRedisPrefix('iplock'),
      throttle: { maxIpFailures: 20 },
    });
    try {
      const admin = await anAdmin(svc.dataSource);
      const ip = '203.0.113.7';
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1)
        statuses.push(...(await failTimes(svc.url, `spray${i}@northwire.example`, 1, ip)));
      expect(statuses).toEqual(Array(20).fill(401));
      const refused = await postLogin(
        svc.url,
        { email: admin.email, password: admin.password },
        { 'x-forwarded-for': ip },
      );
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
      // Another address is not affected.
      expect(
        (
          await postLogin(
            svc.url,
            { email: admin.email, password: admin.password },
            { 'x-forwarded-for': '198.51.100.9' },
          )
        ).status,
      ).toBe(200);
    } finally {
      await svc.stop();
    }
  });
});

describe('lockout across instances', () => {
  test('when failures are spread over two instances, then the lockout holds on both', async () => {
    const prefix = testRedisPrefix('shared');
    const a = await startInstance({ databaseUrl: db.url, redisPrefix: prefix });
    const b = await startInstance({ databaseUrl: db.url, redisPrefix: prefix });
    try {
      const admin = await anAdmin(a.dataSource);
      expect(await failTimes(a.url, admin.email, 3)).toEqual([401, 401, 401]);
      expect(await failTimes(b.url, admin.email, 2)).toEqual([401, 401]);
      const onA = await postLogin(a.url, { email: admin.email, password: admin.password });
      const onB = await postLogin(b.url, { email: admin.email, password: admin.password });
      expect([onA.status, onB.status]).toEqual([429, 429]);
      expect(onB.body.message).toBe('Too many failed sign-in attempts. Try again in 10 minutes.');
    } finally {
      await a.stop();
      await b.stop();
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
