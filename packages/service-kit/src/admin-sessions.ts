import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { adminKeySetOf, type AdminKeySet } from './admin-keys';

/**
 * Admin sign-in sessions in Redis, shared by every instance of every service: the auth-service
 * starts one per sign-in (its id is the token's `sid`), every verifier checks it is still there, and
 * logout, "sign out everywhere" and a password reset delete it. A session lives as long as its token.
 */
export interface AdminSessions {
  /** A new session of this user for `ttlSeconds`; returns its id. */
  start(userId: string, ttlSeconds: number): Promise<string>;
  /** True while the session exists and belongs to this user. */
  isActive(sid: string, userId: string): Promise<boolean>;
  /** Ends one session. */
  end(sid: string): Promise<void>;
  /** Ends every session of this user; returns how many were still open. */
  endAllOf(userId: string): Promise<number>;
}

export function createAdminSessions(redis: Redis, prefix: string): AdminSessions {
  const sessionKey = (sid: string) => `${prefix}:admin-session:${sid}`;
  const userKey = (userId: string) => `${prefix}:admin-sessions-of:${userId}`;
  return {
    async start(userId, ttlSeconds) {
      const sid = randomBytes(16).toString('base64url');
      // The user's index lives as long as its newest session; GT never shortens it.
      await redis
        .multi()
        .set(sessionKey(sid), userId, 'EX', ttlSeconds)
        .sadd(userKey(userId), sid)
        .expire(userKey(userId), ttlSeconds, 'GT')
        .expire(userKey(userId), ttlSeconds, 'NX')
        .exec();
      return sid;
    },
    async isActive(sid, userId) {
      return (await redis.get(sessionKey(sid))) === userId;
    },
    async end(sid) {
      const userId = await redis.get(sessionKey(sid));
      const tx = redis.multi().del(sessionKey(sid));
      if (userId) tx.srem(userKey(userId), sid);
      await tx.exec();
    },
    async endAllOf(userId) {
      const sids = await redis.smembers(userKey(userId));
      if (sids.length === 0) return 0;
      const results = await redis
        .multi()
        .del(...sids.map(sessionKey))
        .del(userKey(userId))
        .exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
  };
}

/** What a verifier of admin tokens needs: the keys of the signature and the live sessions. */
export interface AdminAuth {
  keys: AdminKeySet;
  sessions: AdminSessions;
}

/**
 * A verifier's AdminAuth from its config and its Redis connection (the prefix must be the
 * auth-service's: REDIS_PREFIX is one value for the whole system). Undefined without a public key:
 * admin calls answer 503.
 */
export function adminAuthOf(
  config: { JWT_PUBLIC_KEY?: string; JWT_PREVIOUS_PUBLIC_KEY?: string; REDIS_PREFIX: string },
  redis: Redis,
): AdminAuth | undefined {
  const keys = adminKeySetOf(config);
  return keys ? { keys, sessions: createAdminSessions(redis, config.REDIS_PREFIX) } : undefined;
}
