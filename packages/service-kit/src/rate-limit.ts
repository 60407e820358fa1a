import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** How much a key may consume in a window, and how long it stays refused once it has used it up. */
export interface RateLimitRule {
  /** Part of the Redis key: one rule's counts never mix with another's. */
  name: string;
  /** What a key may consume within the window. */
  points: number;
  windowSeconds: number;
  /**
   * When set, the key is refused for this long from the moment it has used up its points (instead
   * of until its window ends).
   */
  blockSeconds?: number;
}

export interface RateLimitVerdict {
  /** For `consume`: this call was within the limit. For `peek`: the next call would be. */
  allowed: boolean;
  /** Points left in the window. */
  remaining: number;
  /** When the key may try again (0 while allowed). */
  retryAfterMs: number;
}

export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Counts `points` against the key and says whether that stayed within the limit. */
  consume(key: string, points?: number): Promise<RateLimitVerdict>;
  /** Reads the key without counting: whether one more call would be allowed. */
  peek(key: string): Promise<RateLimitVerdict>;
  /** Forgets the key's count and block. */
  reset(key: string): Promise<void>;
}

/**
 * A fixed-window limit on rate-limiter-flexible's Redis store, so every instance shares the same
 * counts. Redis errors are thrown, not swallowed: each caller decides whether it fails open (public
 * pages) or closed (sign-in).
 */
export function createRateLimit(options: { redis: Redis; prefix: string; rule: RateLimitRule }): RateLimit {
  const { redis, prefix, rule } = options;
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.windowSeconds,
  });
  const allowed = (remaining: number): RateLimitVerdict => ({ allowed: true, remaining, retryAfterMs: 0 });
  const refused = (msBeforeNext: number): RateLimitVerdict => ({
    allowed: false,
    remaining: 0,
    retryAfterMs: Math.max(1, msBeforeNext),
  });

  return {
    rule,
    async consume(key, points = 1) {
      let res: RateLimiterRes;
      try {
        res = await limiter.consume(key, points);
      } catch (rejection) {
        // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, an Error otherwise.
        if (rejection instanceof RateLimiterRes) return refused(rejection.msBeforeNext);
        throw rejection;
      }
      if (res.remainingPoints > 0 || !rule.blockSeconds) return allowed(res.remainingPoints);
      // Used up: block from now, for blockSeconds. This call itself was still within the limit.
      await limiter.block(key, rule.blockSeconds);
      return allowed(0);
    },
    async peek(key) {
      const res = await limiter.get(key);
      if (!res || res.consumedPoints < rule.points) return allowed(rule.points - (res?.consumedPoints ?? 0));
      return refused(res.msBeforeNext);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
