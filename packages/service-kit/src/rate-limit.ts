import type { RequestHandler, Request } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './app-error';
import type { Logger } from './logger';

/** A fixed window, in rate-limiter-flexible's terms: `points` per `duration` seconds per key. */
export interface RateLimitRule {
  /** Part of the Redis key: one rule's counts never mix with another's. */
  name: string;
  /** What a key may consume within the window; 0 turns the limit off (Redis is not asked). */
  points: number;
  /** The window in seconds; it starts at the key's first consume. */
  duration: number;
  /**
   * When set, the key is refused for this many seconds from the moment it has used up its points
   * (instead of until its window ends).
   */
  blockDuration?: number;
}

export interface RateLimitVerdict {
  /** For `consume`: this call was within the limit. For `get`: the next call would be. */
  allowed: boolean;
  /** Points left in the window. */
  remaining: number;
  /** When the key may try again (0 while allowed). */
  retryAfterMs: number;
  /** The same in whole seconds, for a Retry-After header (at least 1 when refused, 0 while allowed). */
  retryAfterSeconds: number;
}

export interface RateLimit {
  readonly rule: RateLimitRule;
  /** Counts `points` against the key and says whether that stayed within the limit. */
  consume(key: string, points?: number): Promise<RateLimitVerdict>;
  /** Reads the key without counting: whether one more call would be allowed. */
  get(key: string): Promise<RateLimitVerdict>;
  /** Gives `points` back to the key (a call that should not have counted). */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key's count and block. */
  delete(key: string): Promise<void>;
}

/**
 * What a limit does when Redis cannot answer: `throw` the error for the caller (sign-in refuses,
 * it must not guess unthrottled), or `allow` the call (public pages and forms keep working; a
 * warning is logged at most every 30 s).
 */
export type WhenRedisDown = { whenRedisDown?: 'throw' } | { whenRedisDown: 'allow'; logger: Logger };

export type RateLimitOptions = { redis: Redis; prefix: string; rule: RateLimitRule } & WhenRedisDown;

const LOG_EVERY_MS = 30_000;

const allowed = (remaining: number): RateLimitVerdict => ({ allowed: true, remaining, retryAfterMs: 0, retryAfterSeconds: 0 });

const refused = (msBeforeNext: number): RateLimitVerdict => {
  const retryAfterMs = Math.max(1, msBeforeNext);
  return { allowed: false, remaining: 0, retryAfterMs, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
};

/**
 * The one rate limit: a fixed window on rate-limiter-flexible's Redis store, so every instance
 * shares the same counts. Redis errors follow `whenRedisDown` (default `throw`).
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  const { redis, prefix, rule } = options;
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.duration,
  });
  let lastLogged = -Infinity;
  /** Runs a Redis call under the limit's policy; `fallback` is the answer when Redis is down and calls are allowed. */
  const guarded = async <T>(call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof RateLimiterRes || options.whenRedisDown !== 'allow') throw err;
      if (Date.now() - lastLogged >= LOG_EVERY_MS) {
        lastLogged = Date.now();
        options.logger.warn({ err: err instanceof Error ? err.message : String(err), limit: rule.name }, 'rate limit: Redis unavailable, allowing calls');
      }
      return fallback;
    }
  };
  const off = rule.points <= 0;

  return {
    rule,
    consume: (key, points = 1) =>
      off
        ? Promise.resolve(allowed(0))
        : guarded(async () => {
            let res: RateLimiterRes;
            try {
              res = await limiter.consume(key, points);
            } catch (rejection) {
              // rate-limiter-flexible rejects with a RateLimiterRes when over the limit, an Error otherwise.
              if (rejection instanceof RateLimiterRes) return refused(rejection.msBeforeNext);
              throw rejection;
            }
            if (res.remainingPoints > 0 || !rule.blockDuration) return allowed(res.remainingPoints);
            // Used up: block from now, for blockDuration. This call itself was still within the limit.
            await limiter.block(key, rule.blockDuration);
            return allowed(0);
          }, allowed(rule.points)),
    get: (key) =>
      off
        ? Promise.resolve(allowed(0))
        : guarded(async () => {
            const res = await limiter.get(key);
            if (!res || res.consumedPoints < rule.points) return allowed(rule.points - (res?.consumedPoints ?? 0));
            return refused(res.msBeforeNext);
          }, allowed(rule.points)),
    reward: async (key, points = 1) => {
      if (!off) await guarded(() => limiter.reward(key, points), undefined);
    },
    delete: async (key) => {
      if (!off) await guarded(() => limiter.delete(key), false);
    },
  };
}

export interface RateLimitGuardOptions {
  /** Whose calls are counted: usually the client address. */
  key: (req: Request) => string;
  /** What the refusal says (the 429's shape is the one of `tooManyRequests`). */
  message: string;
}

/**
 * Express middleware: each request consumes one point of `limit`; a refused one gets the one 429
 * (`tooManyRequests`: Retry-After in whole seconds) through the error handler.
 */
export function rateLimitGuard(limit: RateLimit, options: RateLimitGuardOptions): RequestHandler {
  return async (req, _res, next) => {
    const verdict = await limit.consume(options.key(req));
    if (!verdict.allowed) throw tooManyRequests({ message: options.message, retryAfterSeconds: verdict.retryAfterSeconds });
    next();
  };
}
