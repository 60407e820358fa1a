import type { LoginRequest, UserInfo } from '@site/contracts';
import { AppError, type Logger } from '@site/service-kit';
import type { SignInAuditRepository } from '../audit/sign-in-audit-repository';
import type { TokenSigner } from '../tokens/token-signer';
import { getDummyHash, verifyPassword } from '../users/password-policy';
import { normaliseEmail, type UsersRepository } from '../users/users-repository';
import type { Lock, LoginThrottle } from './login-throttle';

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
}

export type LoginOutcome = 'success' | 'failure' | 'locked';

export interface LoginServiceDeps {
  users: UsersRepository;
  audit: SignInAuditRepository;
  throttle: LoginThrottle;
  signer: TokenSigner;
  logger: Logger;
  onAttempt?: (outcome: LoginOutcome) => void;
}

export class LoginService {
  constructor(private readonly deps: LoginServiceDeps) {}

  /**
   * Locked? refuse before looking at the password. Otherwise check it (against a dummy hash when
   * the email is unknown, so timing does not tell which emails exist), count a failure or clear the
   * counts on success, record the attempt, and sign a token.
   */
  async login(input: LoginRequest, context: SignInContext): Promise<UserInfo> {
    const { users, audit, throttle, signer } = this.deps;
    const email = normaliseEmail(input.email);
    const base = { email, ip: context.ip, userAgent: context.userAgent };

    const lock = await this.withRedis(() => throttle.lockFor(email, context.ip));
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
      await this.withRedis(() => throttle.recordFailure(email, context.ip));
      await audit.record({
        ...base,
        userId: user?.id ?? null,
        outcome: 'failure',
        reason: user ? 'wrong_password' : 'unknown_email',
      });
      this.deps.onAttempt?.('failure');
      throw new AppError({ status: 401, code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    }

    await this.withRedis(() => throttle.recordSuccess(email));
    await audit.record({ ...base, userId: user.id, outcome: 'success', reason: null });
    this.deps.onAttempt?.('success');
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      isAdmin: user.isAdmin,
      token: signer.sign({ id: user.id, email: user.email, isAdmin: user.isAdmin }),
    };
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
        'login throttle: Redis unavailable',
      );
      throw new AppError({
        status: 503,
        code: 'LOGIN_UNAVAILABLE',
        message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
      });
    }
  }
}
