import type { Redis } from 'ioredis';
import type { Logger } from '@site/service-kit';

export interface RateLimitRule {
  /** Window length in seconds. */
  windowSeconds: number;
  max: number;
}

export interface RateLimiter {
  /** True when this hit is within every rule. Fails open (true) when Redis cannot answer. */
  allow(form: string, ip: string): Promise<boolean>;
}

/**
 * Fixed-window counters per form, IP and window in Redis, so every instance shares them.
 * When Redis is down the form is still accepted: losing a lead costs more than a burst of spam.
 */
export function createRateLimiter(options: {
  redis: Redis;
  prefix: string;
  rules: RateLimitRule[];
  logger: Logger;
}): RateLimiter {
  const { redis, prefix, rules, logger } = options;
  return {
    async allow(form, ip) {
      const now = Math.floor(Date.now() / 1000);
      try {
        const pipeline = redis.multi();
        const keys = rules.map(
          (rule) =>
            `${prefix}:forms:rl:${form}:${rule.windowSeconds}:${Math.floor(now / rule.windowSeconds)}:${ip}`,
        );
        keys.forEach((key, i) => {
          pipeline.incr(key);
          pipeline.expire(key, (rules[i]?.windowSeconds ?? 60) + 5);
        });
        const results = await pipeline.exec();
        if (!results) return true;
        return rules.every((rule, i) => {
          const count = Number(results[i * 2]?.[1] ?? 0);
          return count <= rule.max;
        });
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'rate limit check skipped: Redis unavailable');
        return true;
      }
    },
  };
}
