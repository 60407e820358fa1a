import type { Redis } from 'ioredis';
import { createRateLimit, type Logger, type RateLimitRule } from '@site/service-kit';

export interface RateLimiter {
  /** True when this hit is within every rule. Fails open (true) when Redis cannot answer. */
  allow(form: string, ip: string): Promise<boolean>;
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
    async allow(form, ip) {
      const verdicts = await Promise.all(limits.map((limit) => limit.consume(`${form}:${ip}`)));
      return verdicts.every((verdict) => verdict.allowed);
    },
  };
}
