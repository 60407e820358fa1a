import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { AppError, type Logger } from '@site/service-kit';

export type UploadScope = 'resume' | 'image';

export interface UploadRateLimiterOptions {
  redis: Redis;
  /** REDIS_PREFIX: every key starts with it, so environments and tests can share one Redis. */
  prefix: string;
  limits: Record<UploadScope, number>;
  windowSeconds?: number;
  logger: Logger;
  now?: () => number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface UploadRateLimiter {
  hit(scope: UploadScope, ip: string): Promise<RateDecision>;
  /** Express guard: answers 429 JSON with Retry-After once the address used its uploads for the window. */
  guard(scope: UploadScope): RequestHandler;
}

/**
 * Fixed-window counters per address in Redis, shared by every instance. When Redis is away the
 * upload goes through (fail open): refusing every applicant would hurt more than a burst does.
 */
export function createUploadRateLimiter(options: UploadRateLimiterOptions): UploadRateLimiter {
  const windowSeconds = options.windowSeconds ?? 3600;
  const now = options.now ?? Date.now;

  const hit = async (scope: UploadScope, ip: string): Promise<RateDecision> => {
    const nowSeconds = Math.floor(now() / 1000);
    const window = Math.floor(nowSeconds / windowSeconds);
    const retryAfterSeconds = (window + 1) * windowSeconds - nowSeconds;
    const key = `${options.prefix}:uploads:rate:${scope}:${ip}:${window}`;
    try {
      const results = await options.redis.multi().incr(key).expire(key, windowSeconds + 60).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      return { allowed: count <= options.limits[scope], retryAfterSeconds };
    } catch (err) {
      options.logger.warn({ err, scope }, 'upload rate limit unavailable; allowing the upload');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  };

  return {
    hit,
    guard: (scope) => async (req, res, next) => {
      const decision = await hit(scope, req.ip ?? 'unknown');
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(decision.retryAfterSeconds));
        throw new AppError({ status: 429, code: 'RATE_LIMITED', message: 'Too many uploads from your address. Please try again later.' });
      }
      next();
    },
  };
}
