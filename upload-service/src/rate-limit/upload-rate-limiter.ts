import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { AppError, createRateLimit, type Logger, type RateLimitVerdict } from '@site/service-kit';

export type UploadScope = 'resume' | 'image';

export interface UploadRateLimiterOptions {
  redis: Redis;
  /** REDIS_PREFIX: every key starts with it, so environments and tests can share one Redis. */
  prefix: string;
  /** Uploads per address and scope within the window. */
  limits: Record<UploadScope, number>;
  windowSeconds?: number;
  logger: Logger;
}

export interface UploadRateLimiter {
  /** Express guard: answers 429 JSON with Retry-After once the address used its uploads for the window. */
  guard(scope: UploadScope): RequestHandler;
}

/**
 * Per address and scope on the service kit's Redis limit, shared by every instance. When Redis is
 * away the upload goes through (fail open): refusing every applicant would hurt more than a burst does.
 */
export function createUploadRateLimiter(options: UploadRateLimiterOptions): UploadRateLimiter {
  const { redis, logger } = options;
  const windowSeconds = options.windowSeconds ?? 3600;
  const limitOf = (scope: UploadScope) =>
    createRateLimit({
      redis,
      prefix: `${options.prefix}:uploads`,
      rule: { name: scope, points: options.limits[scope], windowSeconds },
    });
  const limits = { resume: limitOf('resume'), image: limitOf('image') };

  return {
    guard: (scope) => async (req, res, next) => {
      let verdict: RateLimitVerdict | undefined;
      try {
        verdict = await limits[scope].consume(req.ip ?? 'unknown');
      } catch (err) {
        logger.warn({ err, scope }, 'upload rate limit unavailable; allowing the upload');
      }
      if (verdict && !verdict.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
        throw new AppError({ status: 429, code: 'RATE_LIMITED', message: 'Too many uploads from your address. Please try again later.' });
      }
      next();
    },
  };
}
