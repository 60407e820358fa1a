import {
  SECOND_STEP_REQUIRED,
  type LoginRequest,
  type LoginVerifyRequest,
  type SecondStepMethod,
  type UserInfo,
} from '@site/contracts';
import { AppError, RateLimitedError, type AdminSessions, type Logger } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import type { SignInAuditRepository, SignInRecord } from '../audit/sign-in-audit-repository';
import type { DevicesRepository } from '../devices/devices-repository';
import { StaffMailOutbox } from '../mail/staff-mail-outbox';
import type { RecoveryCodesRepository } from '../second-factor/recovery-codes-repository';
import { hashSecretCode, newMailedCode, totpStepOf } from '../second-factor/totp';
import type { TokenSigner } from '../tokens/token-signer';
import { getDummyHash, verifyPassword } from '../users/password-policy';
import { normaliseEmail, type User, type UsersRepository } from '../users/users-repository';
import { newDeviceId, type DeviceCookies } from './device-cookie';
import type { Lock, LoginThrottle, SignInAttempt } from './login-throttle';
import type { SignInChallenge, SignInChallenges } from './sign-in-challenges';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** The one 429 (service-kit's, with Retry-After) while an account or address is locked. */
export class LoginLockedError extends RateLimitedError {
  constructor(lock: Pick<Lock, 'remainingMs'>, what = 'failed sign-in attempts') {
    const minutes = Math.max(1, Math.ceil(lock.remainingMs / 60_000));
    super({
      code: 'LOGIN_LOCKED',
      message: `Too many ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      retryAfterSeconds: lock.remainingMs / 1000,
    });
  }
}

const STEP_MESSAGES: Record<SecondStepMethod, string> = {
  totp: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  email: 'This device has not signed in to this account before: we sent a 6-digit code to its e-mail address. Enter it to finish signing in.',
};

/** 401 SECOND_STEP_REQUIRED: what the sign-in form needs to ask for the code. */
const secondStep = (challenge: string, method: SecondStepMethod) =>
  new AppError({ status: 401, code: SECOND_STEP_REQUIRED, message: STEP_MESSAGES[method], reply: { challenge, method } });

const wrongCode = () =>
  new AppError({ status: 401, code: 'INVALID_CODE', message: 'That code is not right. Check it and try again.' });

const stepExpired = () =>
  new AppError({
    status: 401,
    code: 'CHALLENGE_EXPIRED',
    message: 'This sign-in has expired or was tried too often. Sign in again.',
  });

export interface SignInContext {
  ip: string;
  userAgent: string | null;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string;
  requestId?: string;
}

export interface SignedIn {
  info: UserInfo;
  /** A device cookie for this browser and account (it is a known device from now on). */
  deviceCookie: string;
}

export type LoginOutcome = 'success' | 'failure' | 'locked' | 'challenged';

export interface LoginSettings {
  /** LOGIN_VERIFICATION on: unknown devices need the mailed code, and an Owner an authenticator. */
  verification: boolean;
  codeTtlSeconds: number;
}

export interface LoginServiceDeps {
  dataSource: DataSource;
  users: UsersRepository;
  devices: DevicesRepository;
  recoveryCodes: RecoveryCodesRepository;
  audit: SignInAuditRepository;
  throttle: LoginThrottle;
  challenges: SignInChallenges;
  signer: TokenSigner;
  sessions: AdminSessions;
  deviceCookies: DeviceCookies;
  settings: LoginSettings;
  logger: Logger;
  /** After a staff mail is stored: publish it now. */
  onMailQueued?: () => void;
  onAttempt?: (outcome: LoginOutcome) => void;
}

/** A short description of the browser for the sign-in code mail ("Firefox on Linux"). */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'a browser';
  const system = /Windows/.test(ua) ? 'Windows' : /Mac OS X|Macintosh/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Linux/.test(ua) ? 'Linux' : 'an unknown system';
  return `${browser} on ${system}`;
}

export class LoginService {
  constructor(private readonly deps: LoginServiceDeps) {}

  get deviceCookieMaxAgeSeconds(): number {
    return this.deps.deviceCookies.maxAgeSeconds;
  }

  /**
   * Step one. Throttled? refuse before looking at the password. Check it (a dummy hash for unknown
   * addresses, same timing); wrong: count it, per address and per account over every address. Past
   * the account's limit (LOGIN_MAX_ACCOUNT_FAILURES_ALL_ADDRESSES) the account is guarded: every
   * sign-in from a device it does not know gets the same second-step reply, right password or not,
   * so a guess tells the guesser nothing; only a right password leads to a code that works. Right:
   * the authenticator's code when the account has one, the mailed code from an unknown device, else in.
   */
  async login(input: LoginRequest, context: SignInContext): Promise<SignedIn> {
    const { users, devices, throttle, deviceCookies } = this.deps;
    const email = normaliseEmail(input.email);
    const user = await users.findByEmail(email);
    const cookieDevice = deviceCookies.deviceIdOf(context.deviceCookie, email);
    const knownDevice = user && cookieDevice && (await devices.isKnown(user.id, cookieDevice)) ? cookieDevice : undefined;
    const attempt: SignInAttempt = { email, ip: context.ip, ...(knownDevice ? { deviceId: knownDevice } : {}) };
    const base = { email, ip: context.ip, userAgent: context.userAgent, userId: user?.id ?? null, newDevice: user ? !knownDevice : null };

    const lock = await this.withRedis(() => throttle.lockFor(attempt));
    if (lock) {
      await this.record({ ...base, outcome: 'locked', reason: `${lock.scope}_locked` });
      throw new LoginLockedError(lock);
    }
    const guarded = !knownDevice && !(await this.withRedis(() => throttle.takeAccountGuess(email)));

    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await getDummyHash(), input.password)) && false;
    if (!user || !valid) {
      await this.withRedis(() => throttle.recordFailure(attempt));
      if (guarded) {
        // The reply a right password gets, and a challenge no code can complete.
        const method: SecondStepMethod = user?.totpSecret ? 'totp' : 'email';
        const challenge = await this.withRedis(() =>
          this.deps.challenges.start({ userId: null, email, method, codeHash: null, passwordOk: false, deviceId: null }, this.deps.settings.codeTtlSeconds),
        );
        await this.record({ ...base, outcome: 'failure', reason: user ? 'wrong_password_guarded' : 'unknown_email_guarded' });
        throw secondStep(challenge, method);
      }
      await this.record({ ...base, outcome: 'failure', reason: user ? 'wrong_password' : 'unknown_email' });
      throw new AppError({ status: 401, code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    }
    await this.withRedis(async () => {
      await throttle.recordSuccess(attempt);
      if (!knownDevice && !guarded) await throttle.giveBackAccountGuess(email);
    });

    const method: SecondStepMethod | undefined = user.totpSecret
      ? 'totp'
      : !knownDevice && (this.deps.settings.verification || guarded)
        ? 'email'
        : undefined;
    if (method) {
      const challenge = await this.challenge(user, method, knownDevice ?? null, context);
      await this.record({
        ...base,
        outcome: 'challenged',
        reason: guarded ? 'account_guarded' : method === 'totp' ? 'totp_asked' : 'new_device_code_mailed',
      });
      throw secondStep(challenge, method);
    }
    return this.complete(user, knownDevice ?? null, context);
  }

  /**
   * Step two: the code (authenticator, recovery or mailed). Wrong codes count per challenge (five,
   * then it is dropped) and per account; a challenge works once.
   */
  async verify(input: LoginVerifyRequest, context: SignInContext): Promise<SignedIn> {
    const { challenges, throttle, users } = this.deps;
    const challenge = await this.withRedis(() => challenges.get(input.challenge));
    if (!challenge) throw stepExpired();
    const base = { email: challenge.email, ip: context.ip, userAgent: context.userAgent, userId: challenge.userId, newDevice: challenge.deviceId === null };
    const lock = await this.withRedis(() => throttle.codeLockFor(challenge.email));
    if (lock) {
      await this.record({ ...base, outcome: 'locked', reason: 'code_locked' });
      throw new LoginLockedError(lock, 'wrong codes');
    }
    const user = challenge.passwordOk && challenge.userId ? await users.findById(challenge.userId) : undefined;
    if (!user || !(await this.codeIsRight(user, challenge, input.code))) {
      await this.withRedis(async () => {
        await challenges.wrongCode(input.challenge, challenge);
        await throttle.recordCodeFailure(challenge.email);
      });
      await this.record({ ...base, outcome: 'failure', reason: 'wrong_code' });
      throw wrongCode();
    }
    // Single use: of two requests with the same right code, one signs in.
    if (!(await this.withRedis(() => challenges.end(input.challenge)))) throw stepExpired();
    await this.withRedis(() => throttle.clearCodeFailures(challenge.email));
    return this.complete(user, challenge.deviceId, context);
  }

  /** Signs a user in on this browser (also after an accepted invitation, which proved the mailbox). */
  async complete(user: User, deviceId: string | null, context: SignInContext): Promise<SignedIn> {
    const device = deviceId ?? newDeviceId();
    await this.deps.devices.remember(user.id, device, { userAgent: context.userAgent, ip: context.ip });
    const info = await this.startSession(user);
    await this.record({
      userId: user.id,
      email: user.email,
      ip: context.ip,
      userAgent: context.userAgent,
      newDevice: deviceId === null,
      outcome: 'success',
      reason: null,
    });
    return { info, deviceCookie: this.deps.deviceCookies.issue(user.email, device) };
  }

  /** A new session and its token; an Owner without an authenticator gets a set-up-only one. */
  async startSession(user: User): Promise<UserInfo> {
    const { signer, sessions } = this.deps;
    const sid = await this.withRedis(() => sessions.start(user.id, signer.ttlSeconds));
    const setupRequired = this.deps.settings.verification && user.role === 'owner' && !user.totpSecret;
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      isAdmin: true,
      role: user.role,
      totpEnabled: user.totpSecret !== null,
      setupRequired,
      token: signer.sign({ id: user.id, email: user.email, role: user.role, setup: setupRequired }, sid),
    };
  }

  /** Ends the caller's session: its token stops working on every instance at once. */
  async logout(sid: string): Promise<void> {
    await this.withRedis(() => this.deps.sessions.end(sid));
  }

  /** Ends every session of this member of staff (sign out everywhere); returns how many were open. */
  async logoutEverywhere(userId: string): Promise<number> {
    return this.withRedis(() => this.deps.sessions.endAllOf(userId));
  }

  private async codeIsRight(user: User, challenge: SignInChallenge, code: string): Promise<boolean> {
    const typed = code.trim();
    if (challenge.method === 'email') return challenge.codeHash !== null && hashSecretCode(typed) === challenge.codeHash;
    if (!user.totpSecret) return false;
    const step = totpStepOf(user.totpSecret, typed);
    if (step !== undefined) return this.deps.users.useTotpStep(user.id, step);
    return /^\d{6}$/.test(typed) ? false : this.deps.recoveryCodes.use(user.id, typed);
  }

  /**
   * Starts a second step after a right password. For `email` a code is mailed to the account (at
   * most LOGIN_CODE_MAILS_PER_ACCOUNT per window); the mail is stored first, then queued.
   */
  private async challenge(user: User, method: SecondStepMethod, deviceId: string | null, context: SignInContext): Promise<string> {
    const { challenges, throttle, settings } = this.deps;
    let codeHash: string | null = null;
    if (method === 'email') {
      const booked = await this.withRedis(() => throttle.bookCodeMail(user.email));
      if (!booked.allowed) throw new LoginLockedError({ remainingMs: booked.retryAfterMs }, 'sign-in codes were sent to this account');
      const code = newMailedCode();
      codeHash = hashSecretCode(code);
      await new StaffMailOutbox(this.deps.dataSource).add(
        {
          kind: 'staff-sign-in-code',
          to: user.email,
          name: user.name,
          code,
          expiresAt: new Date(Date.now() + settings.codeTtlSeconds * 1000).toISOString(),
          device: deviceLabel(context.userAgent),
          address: context.ip || 'unknown',
        },
        context.requestId,
      );
      this.deps.onMailQueued?.();
    }
    return this.withRedis(() =>
      challenges.start({ userId: user.id, email: user.email, method, codeHash, passwordOk: true, deviceId }, settings.codeTtlSeconds),
    );
  }

  private async record(entry: SignInRecord): Promise<void> {
    await this.deps.audit.record(entry);
    this.deps.onAttempt?.(entry.outcome);
  }

  /**
   * Without Redis the throttle cannot be enforced, so sign-in fails closed (503) rather than
   * allowing unlimited guesses; the public site does not depend on it.
   */
  private async withRedis<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.deps.logger.error(
        { err: err instanceof Error ? err.message : String(err) },
        'login throttle or sessions: Redis unavailable',
      );
      throw new AppError({
        status: 503,
        code: 'LOGIN_UNAVAILABLE',
        message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
      });
    }
  }
}

