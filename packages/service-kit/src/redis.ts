import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection that fails fast on commands while Redis is away (so a request never hangs on
 * it) and keeps reconnecting in the background.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
}

/**
 * How long a starting process waits for its Redis connection before it listens anyway: longer than
 * a connect on a loaded host takes, short enough that a Redis outage at start leaves the process up
 * and answering (503 for what needs Redis) instead of stuck in its start.
 */
export const REDIS_START_WAIT_MS = 10_000;

/**
 * Resolves true once `redis` is ready (connected and past its ready check), or false after
 * `timeoutMs`. Without an offline queue a command sent earlier fails at once, so a process that
 * listened before this answered its first requests 503 (seen when an instance restarted under load).
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
