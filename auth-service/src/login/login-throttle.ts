import type { Redis } from 'ioredis';

export interface ThrottleSettings {
  maxAccountFailures: number;
  maxIpFailures: number;
  windowSeconds: number;
  lockoutSeconds: number;
  maxLockoutSeconds: number;
}

export type LockScope = 'account' | 'ip';

export interface Lock {
  scope: LockScope;
  remainingMs: number;
}

/** Repeated lockouts within this time double the next one. */
const ESCALATION_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Failed sign-ins counted per account and per client address in Redis, so every auth-service
 * instance sees the same counts. Reaching the limit within the window sets a lock key that expires
 * by itself: 10 minutes first, doubling on each repeat within a day (capped).
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly settings: ThrottleSettings,
  ) {}

  private key(kind: 'failures' | 'lock' | 'lockouts', scope: LockScope, id: string): string {
    return `${this.prefix}:auth:login:${kind}:${scope}:${id}`;
  }

  /** The longest lock in force for this account or address, if any. */
  async lockFor(email: string, ip: string): Promise<Lock | undefined> {
    const results = await this.redis
      .multi()
      .pttl(this.key('lock', 'account', email))
      .pttl(this.key('lock', 'ip', ip))
      .exec();
    const account = Number(results?.[0]?.[1] ?? -2);
    const address = Number(results?.[1]?.[1] ?? -2);
    if (account <= 0 && address <= 0) return undefined;
    return account >= address
      ? { scope: 'account', remainingMs: account }
      : { scope: 'ip', remainingMs: address };
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.count('account', email, this.settings.maxAccountFailures);
    await this.count('ip', ip, this.settings.maxIpFailures);
  }

  /** A successful sign-in clears the account's failures and its lockout history. */
  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.key('failures', 'account', email), this.key('lockouts', 'account', email));
  }

  /** Lifts an account's lock (an administrator reset its password). */
  async clearAccount(email: string): Promise<void> {
    await this.redis.del(
      this.key('failures', 'account', email),
      this.key('lock', 'account', email),
      this.key('lockouts', 'account', email),
    );
  }

  private async count(scope: LockScope, id: string, max: number): Promise<void> {
    const failures = this.key('failures', scope, id);
    // The window starts at the first failure (SET NX), then INCR counts within it.
    const counted = await this.redis
      .multi()
      .set(failures, 0, 'EX', this.settings.windowSeconds, 'NX')
      .incr(failures)
      .exec();
    if (Number(counted?.[1]?.[1] ?? 0) < max) return;

    const lockouts = this.key('lockouts', scope, id);
    const escalated = await this.redis
      .multi()
      .incr(lockouts)
      .expire(lockouts, ESCALATION_MEMORY_SECONDS)
      .exec();
    const repeat = Math.max(1, Number(escalated?.[0]?.[1] ?? 1));
    const seconds = Math.min(
      this.settings.lockoutSeconds * 2 ** (repeat - 1),
      this.settings.maxLockoutSeconds,
    );
    await this.redis
      .multi()
      .set(this.key('lock', scope, id), String(repeat), 'PX', Math.round(seconds * 1000))
      .del(failures)
      .exec();
  }
}
