import type { Redis } from 'ioredis';
import type { Logger } from '@site/service-kit';

export interface RateLimitRule {
  name: string;
  /** Requests allowed per window; 0 turns the rule off. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
}

const LOG_EVERY_MS = 30_000;

/**
 * A fixed-window counter per rule and client address in Redis, so every gateway instance shares it.
 * When Redis is away the limiter fails open: the site keeps serving and the outage is logged.
 */
export function createRateLimiter(options: { redis: Redis; prefix: string; logger: Logger }): RateLimiter {
  const { redis, prefix, logger } = options;
  let lastLogged = 0;

  return {
    async hit(rule, key) {
      if (rule.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const nowSeconds = Date.now() / 1000;
      const window = Math.floor(nowSeconds / rule.windowSeconds);
      const retryAfterSeconds = Math.max(1, Math.ceil((window + 1) * rule.windowSeconds - nowSeconds));
      const redisKey = `${prefix}:gateway:rate:${rule.name}:${window}:${key}`;
      try {
        const results = await redis
          .multi()
          .incr(redisKey)
          .expire(redisKey, rule.windowSeconds + 1)
          .exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        return { allowed: count <= rule.max, retryAfterSeconds };
      } catch (err) {
        if (Date.now() - lastLogged > LOG_EVERY_MS) {
          lastLogged = Date.now();
          logger.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'rate limiter: Redis unavailable, allowing requests',
          );
        }
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
