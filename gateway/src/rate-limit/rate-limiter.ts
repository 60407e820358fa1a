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
 * The largest share of a limit one instance takes from Redis at a time (600/min: 30). The first
 * lease of a client in a window is 1 request, then each lease doubles up to this share.
 */
export const LEASE_SHARE = 1 / 20;

/** What this instance holds for one client in the current window. */
interface Lease {
  /** Requests this instance may still let through without asking Redis. */
  tokens: number;
  /** The size of the next lease. */
  nextChunk: number;
  /** Redis said the window's budget is all handed out: refuse without asking again. */
  spent: boolean;
  /** The lease being taken, shared by the client's concurrent requests. */
  taking?: Promise<boolean>;
}

/**
 * A fixed-window limit per rule and client address whose budget lives in Redis, shared by every
 * gateway instance. An instance does not ask Redis for every request: it takes a lease of requests
 * from the budget (INCRBY: the leased requests count as used) and lets that many through locally.
 * Leases start at 1 and double up to `max * LEASE_SHARE`, so an address with a few requests costs one
 * Redis call each, as before, and a busy one costs one call per 30 requests at the 600/min default.
 * Over all instances at most `max` requests pass per window (leases never exceed the budget); an
 * address whose requests are spread over N instances may be refused up to (N - 1) * (lease - 1)
 * requests early (requests leased by one instance and not used). Once the budget is spent, refusals
 * cost no Redis call. When Redis is away the limiter fails open: the site keeps serving, logged.
 * Trade-off: docs/decisions/auth-gateway.md.
 */
export function createRateLimiter(options: { redis: Redis; prefix: string; logger: Logger }): RateLimiter {
  const { redis, prefix, logger } = options;
  let lastLogged = 0;
  /** Per rule: the window the leases belong to; a new window starts with no leases. */
  const windows = new Map<string, { window: number; leases: Map<string, Lease> }>();

  const leasesOf = (rule: RateLimitRule, window: number): Map<string, Lease> => {
    const current = windows.get(rule.name);
    if (current && current.window === window) return current.leases;
    const fresh = { window, leases: new Map<string, Lease>() };
    windows.set(rule.name, fresh);
    return fresh.leases;
  };

  /** Takes the next lease from Redis; false when Redis could not be asked. */
  async function takeLease(rule: RateLimitRule, redisKey: string, lease: Lease): Promise<boolean> {
    const chunk = lease.nextChunk;
    try {
      const results = await redis
        .multi()
        .incrby(redisKey, chunk)
        .expire(redisKey, rule.windowSeconds + 1)
        .exec();
      const [error, value] = results?.[0] ?? [new Error('no reply to INCRBY'), undefined];
      if (error) throw error;
      const used = Number(value);
      // Only what was left of the budget before this lease is granted.
      lease.tokens += Math.max(0, Math.min(chunk, rule.max - (used - chunk)));
      lease.spent = used >= rule.max;
      lease.nextChunk = Math.min(chunk * 2, Math.max(1, Math.floor(rule.max * LEASE_SHARE)));
      return true;
    } catch (err) {
      if (Date.now() - lastLogged > LOG_EVERY_MS) {
        lastLogged = Date.now();
        logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'rate limiter: Redis unavailable, allowing requests',
        );
      }
      return false;
    }
  }

  return {
    async hit(rule, key) {
      if (rule.max <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const nowSeconds = Date.now() / 1000;
      const window = Math.floor(nowSeconds / rule.windowSeconds);
      const retryAfterSeconds = Math.max(1, Math.ceil((window + 1) * rule.windowSeconds - nowSeconds));
      const leases = leasesOf(rule, window);
      let lease = leases.get(key);
      if (!lease) {
        lease = { tokens: 0, nextChunk: 1, spent: false };
        leases.set(key, lease);
      }
      const redisKey = `${prefix}:gateway:rate:${rule.name}:${window}:${key}`;
      for (;;) {
        if (lease.tokens > 0) {
          lease.tokens -= 1;
          return { allowed: true, retryAfterSeconds };
        }
        if (lease.spent) return { allowed: false, retryAfterSeconds };
        if (!lease.taking) {
          const current: Lease = lease;
          const taking = takeLease(rule, redisKey, current);
          current.taking = taking;
          void taking.then(() => {
            current.taking = undefined;
          });
        }
        if (!(await lease.taking)) return { allowed: true, retryAfterSeconds: 0 };
      }
    },
  };
}
