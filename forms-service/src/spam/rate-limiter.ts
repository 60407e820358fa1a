import type { Redis } from 'ioredis';
import { createRateLimit, type Logger, type RateLimitRule } from '@site/service-kit';

/** Whether the hit was within every rule, and the longest wait of those it broke (Retry-After). */
export interface FormLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts the hit against every rule. Fails open (allowed) when Redis cannot answer. */
  consume(form: string, ip: string): Promise<FormLimitVerdict>;
}

/**
 * Per form and IP, every rule counted on the service kit's Redis limit, so every instance shares
 * the counts. When Redis is down the form is still accepted: losing a lead costs more than a burst
 * of spam.
 */
export function createRateLimiter(options: {
  redis: Redis;
  prefix: string;
  rules: RateLimitRule[];
  logger: Logger;
}): RateLimiter {
  const { redis, logger } = options;
  const limits = options.rules.map((rule) =>
    createRateLimit({ redis, prefix: `${options.prefix}:forms`, rule, whenRedisDown: 'allow', logger }),
  );
  return {
    async consume(form, ip) {
      const verdicts = await Promise.all(limits.map((limit) => limit.consume(`${form}:${ip}`)));
      return {
        allowed: verdicts.every((verdict) => verdict.allowed),
        retryAfterSeconds: Math.max(0, ...verdicts.map((verdict) => verdict.retryAfterSeconds)),
      };
    },
  };
}
