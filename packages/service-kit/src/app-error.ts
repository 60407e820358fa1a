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

  /** The refusal of a rate limit (set Retry-After too: rateLimitGuard does). */
  static tooManyRequests(message: string, reply?: Record<string, unknown>): AppError {
    return new AppError({ status: 429, code: 'RATE_LIMITED', message, reply });
  }

  static forbidden(message = 'Administrators only'): AppError {
    return new AppError({ status: 403, code: 'FORBIDDEN', message });
  }
}
