import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { createRateLimit, rateLimitGuard, type Logger } from '@site/service-kit';

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
  const guardOf = (scope: UploadScope): RequestHandler =>
    rateLimitGuard(
      createRateLimit({
        redis,
        prefix: `${options.prefix}:uploads`,
        rule: { name: scope, points: options.limits[scope], duration: options.windowSeconds ?? 3600 },
        whenRedisDown: 'allow',
        logger,
      }),
      {
        key: (req) => req.ip ?? 'unknown',
        message: 'Too many uploads from your address. Please try again later.',
      },
    );
  const guards = { resume: guardOf('resume'), image: guardOf('image') };
  return { guard: (scope) => guards[scope] };
}
