import type { Redis } from 'ioredis';
import { createRateLimit, createRedis } from '../src';
import { testRedisPrefix, TEST_REDIS_URL } from '../src/testing';

let redis: Redis;
beforeAll(() => {
  redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
});
afterAll(() => {
  redis.disconnect();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createRateLimit (Redis)', () => {
  test('when a key consumes its points, then the next call is refused until the window ends, and other keys are not affected', async () => {
    const limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'calls', points: 3, windowSeconds: 60 } });
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limit.consume('a'));
    expect(verdicts.map((v) => [v.allowed, v.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(verdicts[3]!.retryAfterMs).toBeGreaterThan(58_000);
    expect(verdicts[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limit.peek('a')).toMatchObject({ allowed: false });
    expect(await limit.peek('b')).toEqual({ allowed: true, remaining: 3, retryAfterMs: 0 });
  });

  test('when a rule has blockSeconds, then using up the points blocks the key for that long from then, and peek does not count', async () => {
    const limit = createRateLimit({
      redis,
      prefix: testRedisPrefix('rl'),
      rule: { name: 'failures', points: 2, windowSeconds: 3600, blockSeconds: 1 },
    });
    expect(await limit.peek('k')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limit.peek('k')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await limit.consume('k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limit.consume('k')).toMatchObject({ allowed: true, remaining: 0 });
    const blocked = await limit.peek('k');
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterMs).toBeLessThanOrEqual(1000);
    await sleep(1100);
    expect(await limit.peek('k')).toMatchObject({ allowed: true, remaining: 2 });
  });

  test('when a key is reset, then it starts again from zero', async () => {
    const limit = createRateLimit({ redis, prefix: testRedisPrefix('rl'), rule: { name: 'r', points: 1, windowSeconds: 60 } });
    await limit.consume('x');
    expect(await limit.peek('x')).toMatchObject({ allowed: false });
    await limit.reset('x');
    expect(await limit.peek('x')).toMatchObject({ allowed: true, remaining: 1 });
  });

  test('when two limits share a key name but not a rule name, then their counts never mix', async () => {
    const prefix = testRedisPrefix('rl');
    const one = createRateLimit({ redis, prefix, rule: { name: 'one', points: 1, windowSeconds: 60 } });
    const two = createRateLimit({ redis, prefix, rule: { name: 'two', points: 1, windowSeconds: 60 } });
    await one.consume('same');
    expect(await two.peek('same')).toMatchObject({ allowed: true });
  });

  test('when Redis cannot be reached, then the error is thrown for the caller to decide (never a silent pass)', async () => {
    const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    down.on('error', () => undefined);
    try {
      const limit = createRateLimit({ redis: down, prefix: 'x', rule: { name: 'r', points: 1, windowSeconds: 60 } });
      await expect(limit.consume('k')).rejects.toThrow();
      await expect(limit.peek('k')).rejects.toThrow();
    } finally {
      down.disconnect();
    }
  });
});
