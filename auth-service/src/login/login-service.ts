import type { LoginRequest, UserInfo } from '@site/contracts';
import { AppError, type AdminSessions, type Logger } from '@site/service-kit';
import type { SignInAuditRepository } from '../audit/sign-in-audit-repository';
import type { TokenSigner } from '../tokens/token-signer';
import { getDummyHash, verifyPassword } from '../users/password-policy';
import { normaliseEmail, type UsersRepository } from '../users/users-repository';
import type { DeviceCookies } from './device-cookie';
import type { Lock, LoginThrottle, SignInAttempt } from './login-throttle';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** 429 while an account or address is locked; carries the wait for the Retry-After header. */
export class LoginLockedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(lock: Lock) {
    const minutes = Math.max(1, Math.ceil(lock.remainingMs / 60_000));
    super({
      status: 429,
      code: 'LOGIN_LOCKED',
      message: `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    });
    this.retryAfterSeconds = Math.max(1, Math.ceil(lock.remainingMs / 1000));
  }
}

export interface SignInContext {
  ip: string;
  userAgent: string | null;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string;
}

export interface SignedIn {
  info: UserInfo;
  /** A fresh device cookie for this browser and account. */
  deviceCookie: string;
}

export type LoginOutcome = 'success' | 'failure' | 'locked';

export interface LoginServiceDeps {
  users: UsersRepository;
  audit: SignInAuditRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  sessions: AdminSessions;
  devices: DeviceCookies;
  logger: Logger;
  onAttempt?: (outcome: LoginOutcome) => void;
}

export class LoginService {
  constructor(private readonly deps: LoginServiceDeps) {}

  get deviceCookieMaxAgeSeconds(): number {
    return this.deps.devices.maxAgeSeconds;
  }

  /**
   * Locked? refuse before looking at the password. Otherwise check it (against a dummy hash when
   * the email is unknown, so timing does not tell which emails exist), count a failure or clear the
   * counts on success, record the attempt, and sign a token.
   */
  async login(input: LoginRequest, context: SignInContext): Promise<SignedIn> {
    const { users, audit, throttle, signer, sessions, devices } = this.deps;
    const email = normaliseEmail(input.email);
    const base = { email, ip: context.ip, userAgent: context.userAgent };
    const attempt: SignInAttempt = { email, ip: context.ip, deviceId: devices.deviceIdOf(context.deviceCookie, email) };

    const lock = await this.withRedis(() => throttle.lockFor(attempt));
    if (lock) {
      await audit.record({ ...base, userId: null, outcome: 'locked', reason: `${lock.scope}_locked` });
      this.deps.onAttempt?.('locked');
      throw new LoginLockedError(lock);
    }

    const user = await users.findByEmail(email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await verifyPassword(await getDummyHash(), input.password)) && false;

    if (!user || !valid) {
      await this.withRedis(() => throttle.recordFailure(attempt));
      await audit.record({
        ...base,
        userId: user?.id ?? null,
        outcome: 'failure',
        reason: user ? 'wrong_password' : 'unknown_email',
      });
      this.deps.onAttempt?.('failure');
      throw new AppError({ status: 401, code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    }

    await this.withRedis(() => throttle.recordSuccess(attempt));
    const sid = await this.withRedis(() => sessions.start(user.id, signer.ttlSeconds));
    await audit.record({ ...base, userId: user.id, outcome: 'success', reason: null });
    this.deps.onAttempt?.('success');
    return {
      info: {
        _id: user.id,
        name: user.name,
        email: user.email,
        isAdmin: user.isAdmin,
        token: signer.sign({ id: user.id, email: user.email, isAdmin: user.isAdmin }, sid),
      },
      deviceCookie: devices.issue(email),
    };
  }

  /** Ends the caller's session: its token stops working on every instance at once. */
  async logout(sid: string): Promise<void> {
    await this.withRedis(() => this.deps.sessions.end(sid));
  }

  /** Ends every session of this admin (sign out everywhere); returns how many were open. */
  async logoutEverywhere(userId: string): Promise<number> {
    return this.withRedis(() => this.deps.sessions.endAllOf(userId));
  }

  /**
   * Without Redis the lockout cannot be enforced, so sign-in fails closed (503) rather than
   * allowing unlimited guesses; the public site does not depend on it.
   */
  private async withRedis<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
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
