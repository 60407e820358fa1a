export interface AppErrorOptions {
  status: number;
  code: string;
  message: string;
  /** Extra fields merged into the JSON reply, for endpoints whose callers read a fixed shape. */
  reply?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into a JSON reply. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly reply: Record<string, unknown>;

  constructor(options: AppErrorOptions) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.reply = options.reply ?? {};
  }

  static notFound(message = 'Not found', reply?: Record<string, unknown>): AppError {
    return new AppError({ status: 404, code: 'NOT_FOUND', message, reply });
  }

  static badRequest(message: string, reply?: Record<string, unknown>): AppError {
    return new AppError({ status: 400, code: 'VALIDATION_FAILED', message, reply });
  }

  static unauthorized(message = 'Sign in as an administrator to do this'): AppError {
    return new AppError({ status: 401, code: 'UNAUTHORIZED', message });
  }

  static forbidden(message = 'Administrators only'): AppError {
    return new AppError({ status: 403, code: 'FORBIDDEN', message });
  }
}

/**
 * A refusal by a rate limit or a lockout: 429 with the wait. The error handler answers it like any
 * AppError (`{ message, code, requestId }`) and sets Retry-After from `retryAfterSeconds`.
 */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(options: { message: string; retryAfterSeconds: number; code?: string }) {
    super({ status: 429, code: options.code ?? 'RATE_LIMITED', message: options.message });
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}

/**
 * The one 429 of every limit (gateway, forms, uploads, sign-in, password reset): the service kit's
 * error body and Retry-After in whole seconds (at least 1). The message is the limit's own.
 */
export const tooManyRequests = (options: { message: string; retryAfterSeconds: number }): RateLimitedError =>
  new RateLimitedError(options);
