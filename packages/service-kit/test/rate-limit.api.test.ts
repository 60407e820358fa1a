import type { Redis } from 'ioredis';
import { createRateLimit, createRedis, createServiceApp, rateLimitGuard, type RateLimit } from '../src';
import { captureLogger, rawRequest, startTestApp, testRedisPrefix, TEST_REDIS_URL } from '../src/testing';

let redis: Redis;
beforeAll(() => {
  redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
});
afterAll(() => {
  redis.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client of a Redis that is not there (nothing listens on port 1). */
function unreachableRedis(): Redis {
  const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
  down.on('error', () => undefined);
  return down;
}

const ALLOWED = { allowed: true, retryAfterMs: 0, retryAfterSeconds: 0 };

describe('createRateLimit (Redis)', () => {
  test('when a key consumes its points, then the next call is refused until the window ends, in ms and whole seconds, and other keys are not affected', async () => {
    const limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'calls', points: 3, duration: 60 } });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limit.consume('a'));
    expect(verdicts.slice(0, 3)).toEqual([
      { ...ALLOWED, remaining: 2 },
      { ...ALLOWED, remaining: 1 },
      { ...ALLOWED, remaining: 0 },
    ]);
    const refusal = verdicts[3]!;
    expect(refusal).toEqual({ allowed: false, remaining: 0, retryAfterMs: expect.any(Number) as number, retryAfterSeconds: 60 });
    expect(refusal.retryAfterMs).toBeGreaterThan(58_000);
    expect(refusal.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limit.get('a')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    expect(await limit.get('b')).toEqual({ ...ALLOWED, remaining: 3 });
  });

  test('when a rule has blockDuration, then using up the points blocks the key for that long from then, and get does not count', async () => {
    const limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'failures', points: 2, duration: 3600, blockDuration: 1 } });
    expect(await limit.get('k')).toEqual({ ...ALLOWED, remaining: 2 });
    expect(await limit.get('k')).toEqual({ ...ALLOWED, remaining: 2 });
    expect(await limit.consume('k')).toEqual({ ...ALLOWED, remaining: 1 });
    expect(await limit.consume('k')).toEqual({ ...ALLOWED, remaining: 0 });
    const blocked = await limit.get('k');
    expect(blocked).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(blocked.retryAfterMs).toBeLessThanOrEqual(1000);
    await sleep(1100);
    expect(await limit.get('k')).toEqual({ ...ALLOWED, remaining: 2 });
  });

  test('when points are rewarded, then they can be consumed again; when a key is deleted, then it starts again from zero', async () => {
    const limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'r', points: 2, duration: 60 } });
    await limit.consume('x', 2);
    expect(await limit.get('x')).toMatchObject({ allowed: false });
    await limit.reward('x');
    expect(await limit.get('x')).toEqual({ ...ALLOWED, remaining: 1 });
    await limit.consume('x');
    await limit.delete('x');
    expect(await limit.get('x')).toEqual({ ...ALLOWED, remaining: 2 });
  });

  test('when two limits share a key name but not a rule name, then their counts never mix', async () => {
    const prefix = testRedisPrefix('rl');
    const one = createRateLimit({ redis, prefix, rule: { name: 'one', points: 1, duration: 60 } });
    const two = createRateLimit({ redis, prefix, rule: { name: 'two', points: 1, duration: 60 } });
    await one.consume('same');
    expect(await two.get('same')).toEqual({ ...ALLOWED, remaining: 1 });
  });

  test('when a rule has 0 points, then it is off: every call is allowed and Redis is never asked', async () => {
    const down = unreachableRedis();
    try {
      const limit = createRateLimit({ redis: down, prefix: 'x', rule: { name: 'off', points: 0, duration: 60 } });
      for (let i = 0; i < 3; i += 1) expect(await limit.consume('k')).toEqual({ ...ALLOWED, remaining: 0 });
      expect(await limit.get('k')).toEqual({ ...ALLOWED, remaining: 0 });
    } finally {
      down.disconnect();
    }
  });

  test('when Redis cannot be reached and the policy is throw (the default), then the error is thrown for the caller (never a silent pass)', async () => {
    const down = unreachableRedis();
    try {
      const limit = createRateLimit({ redis: down, prefix: 'x', rule: { name: 'r', points: 1, duration: 60 } });
      await expect(limit.consume('k')).rejects.toThrow();
      await expect(limit.get('k')).rejects.toThrow();
      await expect(limit.delete('k')).rejects.toThrow();
    } finally {
      down.disconnect();
    }
  });

  test('when Redis cannot be reached and the policy is allow, then every call is allowed and one warning is logged per 30 s', async () => {
    const down = unreachableRedis();
    const log = captureLogger('kit-test', 'warn');
    try {
      const limit = createRateLimit({ redis: down, prefix: 'x', rule: { name: 'r', points: 1, duration: 60 }, whenRedisDown: 'allow', logger: log.logger });
      expect(await limit.consume('k')).toEqual({ ...ALLOWED, remaining: 1 });
      expect(await limit.consume('k')).toEqual({ ...ALLOWED, remaining: 1 });
      expect(await limit.get('k')).toEqual({ ...ALLOWED, remaining: 1 });
      await limit.reward('k');
      await limit.delete('k');
      expect(log.lines()).toEqual([
        expect.objectContaining({ level: 40, limit: 'r', err: expect.any(String) as string, msg: 'rate limit: Redis unavailable, allowing calls' }),
      ]);
    } finally {
      down.disconnect();
    }
  });
});

describe('rateLimitGuard', () => {
  let limit: RateLimit;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'guard', points: 1, duration: 60 } });
    app = await startTestApp(
      createServiceApp({
        name: 'kit-test',
        logger: captureLogger('kit-test', 'silent').logger,
        routes: (app) => {
          app.get('/limited', rateLimitGuard(limit, { key: () => 'everyone', message: 'Slow down' }), (_req, res) => {
            res.json({ ok: true });
          });
        },
      }),
    );
  });
  afterAll(() => app.close());

  test('when a request is over the limit, then the whole 429 carries Retry-After in seconds and the endpoint body; the first was served', async () => {
    expect((await rawRequest(app.url, '/limited')).body).toBe('{"ok":true}');
    const refused = await rawRequest(app.url, '/limited', { headers: { 'x-request-id': 'limited-1' } });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse(refused.body)).toEqual({ message: 'Slow down', code: 'RATE_LIMITED', requestId: 'limited-1' });
  });
});
