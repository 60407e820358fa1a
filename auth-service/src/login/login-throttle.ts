import type { Redis } from 'ioredis';
import { createRateLimit, type RateLimit, type RateLimitVerdict } from '@site/service-kit';

export interface ThrottleSettings {
  /** Failures of one account from one address, or from one known device, before it waits. */
  maxPairFailures: number;
  /** Failures from one address over all accounts (password spraying) before it waits. */
  maxIpFailures: number;
  windowSeconds: number;
  /** How long a throttled address or device waits. */
  lockoutSeconds: number;
  /** Failures of one account from unknown devices over every address, per `accountWindowSeconds`. */
  maxAccountFailures: number;
  accountWindowSeconds: number;
  /** How long, past that, every unknown device must bring a code before its password is checked. */
  accountGuardSeconds: number;
  /** Codes mailed to one account, and wrong codes typed for it, per `windowSeconds`. */
  codeMailsPerAccount: number;
  maxCodeFailures: number;
}

/** What was throttled: an account from one address, an address, one known device, or an account's codes. */
export type LockScope = 'account_address' | 'address' | 'device' | 'code';

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
 * refused. They are also counted per account over every address (unknown devices only): past that
 * limit the account is "guarded" and a password from an unknown device is not even checked without
 * a code, so guesses stay bounded per account however many addresses an attacker has. A browser holding this account's device cookie is judged by its own failures only, so
 * it signs in even from the attacker's address. While throttled, attempts are refused before the
 * password is looked at: guesses stay bounded at the limit per window.
 */
export class LoginThrottle {
  private readonly accountAddress: RateLimit;
  private readonly address: RateLimit;
  private readonly device: RateLimit;
  private readonly account: RateLimit;
  private readonly codeMails: RateLimit;
  private readonly codeFailures: RateLimit;

  constructor(redis: Redis, prefix: string, settings: ThrottleSettings) {
    const window = { duration: settings.windowSeconds, blockDuration: settings.lockoutSeconds };
    const limit = (name: string, points: number, rule: { duration: number; blockDuration?: number } = window) =>
      createRateLimit({ redis, prefix, rule: { name, points, ...rule } });
    this.accountAddress = limit('login-fail-account-address', settings.maxPairFailures);
    this.address = limit('login-fail-address', settings.maxIpFailures);
    this.device = limit('login-fail-device', settings.maxPairFailures);
    this.account = limit('login-fail-account', settings.maxAccountFailures, {
      duration: settings.accountWindowSeconds,
      blockDuration: settings.accountGuardSeconds,
    });
    this.codeMails = limit('login-code-mails', settings.codeMailsPerAccount, { duration: settings.windowSeconds });
    this.codeFailures = limit('login-code-fail', settings.maxCodeFailures);
  }

  /**
   * Takes one of the account's guesses from unknown devices (over every address), before the
   * password is checked: atomic in Redis, so however many attempts run at once on however many
   * instances, at most LOGIN_MAX_ACCOUNT_FAILURES_ALL_ADDRESSES get a telling answer per window.
   * False when none is left: the account is guarded (issue 26, item 4). A right password gives its
   * guess back (giveBackAccountGuess).
   */
  async takeAccountGuess(email: string): Promise<boolean> {
    return (await this.account.consume(email)).allowed;
  }

  async giveBackAccountGuess(email: string): Promise<void> {
    await this.account.reward(email);
  }

  /** Books one mailed code for the account; false past the limit (no mail then). */
  async bookCodeMail(email: string): Promise<RateLimitVerdict> {
    return this.codeMails.consume(email);
  }

  /** The wait of an account whose codes were guessed at too often, if any. */
  async codeLockFor(email: string): Promise<Lock | undefined> {
    const verdict = await this.codeFailures.get(email);
    return verdict.allowed ? undefined : { scope: 'code', remainingMs: verdict.retryAfterMs };
  }

  async recordCodeFailure(email: string): Promise<void> {
    await this.codeFailures.consume(email);
  }

  async clearCodeFailures(email: string): Promise<void> {
    await this.codeFailures.delete(email);
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

  /**
   * A wrong password: a known device counts against itself; any other against the pair and the
   * address (and it has already taken one of the account's guesses: takeAccountGuess).
   */
  async recordFailure(attempt: SignInAttempt): Promise<void> {
    if (attempt.deviceId) {
      await this.device.consume(attempt.deviceId);
      return;
    }
    await Promise.all([this.accountAddress.consume(accountAddressKey(attempt)), this.address.consume(attempt.ip)]);
  }

  /** A password reset clears the account's failures: the guessed password no longer exists. */
  async clearAccount(email: string): Promise<void> {
    await Promise.all([this.account.delete(email), this.codeFailures.delete(email)]);
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
