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
