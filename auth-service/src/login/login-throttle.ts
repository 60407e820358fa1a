import type { Redis } from 'ioredis';
import { createRateLimit, type RateLimit } from '@site/service-kit';

export interface ThrottleSettings {
  /** Failures of one account from one address, or from one known device, before it waits. */
  maxAccountFailures: number;
  /** Failures from one address over all accounts (password spraying) before it waits. */
  maxIpFailures: number;
  windowSeconds: number;
  /** How long a throttled address or device waits. */
  lockoutSeconds: number;
}

/** What was throttled: an account from one address, an address, or one known device. */
export type LockScope = 'account_address' | 'address' | 'device';

export interface Lock {
  scope: LockScope;
  remainingMs: number;
}

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device id of a valid device cookie for this account (a browser that signed in before). */
  deviceId?: string;
}

/**
 * OWASP's "slow down online guessing" with device cookies, on the service-kit rate limit (Redis,
 * shared by every instance). Failures are counted per (account, address) and per address, so an
 * attacker only ever throttles the addresses he uses; the real admin from another address is never
 * refused. A browser holding this account's device cookie is judged by its own failures only, so
 * it signs in even from the attacker's address. While throttled, attempts are refused before the
 * password is looked at: guesses stay bounded at the limit per window.
 */
export class LoginThrottle {
  private readonly accountAddress: RateLimit;
  private readonly address: RateLimit;
  private readonly device: RateLimit;

  constructor(redis: Redis, prefix: string, settings: ThrottleSettings) {
    const window = { duration: settings.windowSeconds, blockDuration: settings.lockoutSeconds };
    const limit = (name: string, points: number) =>
      createRateLimit({ redis, prefix, rule: { name, points, ...window } });
    this.accountAddress = limit('login-fail-account-address', settings.maxAccountFailures);
    this.address = limit('login-fail-address', settings.maxIpFailures);
    this.device = limit('login-fail-device', settings.maxAccountFailures);
  }

  /** The longest wait in force for this attempt, if any. */
  async lockFor(attempt: SignInAttempt): Promise<Lock | undefined> {
    if (attempt.deviceId) {
      const verdict = await this.device.get(attempt.deviceId);
      return verdict.allowed ? undefined : { scope: 'device', remainingMs: verdict.retryAfterMs };
    }
    const [pair, address] = await Promise.all([
      this.accountAddress.get(accountAddressKey(attempt)),
      this.address.get(attempt.ip),
    ]);
    if (pair.allowed && address.allowed) return undefined;
    return pair.retryAfterMs >= address.retryAfterMs
      ? { scope: 'account_address', remainingMs: pair.retryAfterMs }
      : { scope: 'address', remainingMs: address.retryAfterMs };
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    if (attempt.deviceId) {
      await this.device.consume(attempt.deviceId);
      return;
    }
    await Promise.all([this.accountAddress.consume(accountAddressKey(attempt)), this.address.consume(attempt.ip)]);
  }

  /** A success clears the failures it was judged by (the address's spray count stays). */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await (attempt.deviceId
      ? this.device.delete(attempt.deviceId)
      : this.accountAddress.delete(accountAddressKey(attempt)));
  }
}

/** Emails and addresses hold no spaces (the sign-in schema), so the pair is unambiguous. */
const accountAddressKey = (attempt: SignInAttempt) => `${attempt.ip} ${attempt.email}`;
