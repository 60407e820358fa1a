import type { Redis } from 'ioredis';
import { createRateLimit, type Logger } from '@site/service-kit';

export interface GatewayRateRule {
  name: string;
  /** Requests allowed per window; 0 turns the rule off. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the address may try again (the Retry-After header). */
  retryAfterSeconds: number;
}

/** One rule per client address; answers whether this request is within it. */
export type GatewayRateLimit = (key: string) => Promise<RateLimitVerdict>;

const LOG_EVERY_MS = 30_000;
const ALLOWED: RateLimitVerdict = { allowed: true, retryAfterSeconds: 0 };

/**
 * A per-address limit on service-kit's `createRateLimit` (rate-limiter-flexible, counts in Redis, so
 * every gateway instance shares them). Unlike sign-in, the edge fails open: while Redis is away
 * requests are let through and that is logged, at most every 30 s, so the site keeps serving.
 */
export function createGatewayRateLimit(options: {
  redis: Redis;
  prefix: string;
  logger: Logger;
  rule: GatewayRateRule;
}): GatewayRateLimit {
  const { rule, logger } = options;
  if (rule.max <= 0) return () => Promise.resolve(ALLOWED);
  const limit = createRateLimit({
    redis: options.redis,
    prefix: options.prefix,
    rule: { name: `gateway:${rule.name}`, points: rule.max, windowSeconds: rule.windowSeconds },
  });
  let lastLogged = 0;
  return async (key) => {
    try {
      const verdict = await limit.consume(key);
      return verdict.allowed ? ALLOWED : { allowed: false, retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) };
    } catch (err) {
      if (Date.now() - lastLogged > LOG_EVERY_MS) {
        lastLogged = Date.now();
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'rate limiter: Redis unavailable, allowing requests');
      }
      return ALLOWED;
    }
  };
}
