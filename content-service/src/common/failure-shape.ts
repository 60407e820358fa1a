import type { ErrorRequestHandler } from 'express';
import { AppError } from '@site/service-kit';

/**
 * The spec's screens read errors from fixed fields (POST /blog reads `error`, PUT /blog reads
 * `message`); this re-shapes any AppError raised on a route, including the admin guard's 401.
 */
export function shapeFailures(reply: (message: string) => Record<string, unknown>): ErrorRequestHandler {
  return (err: unknown, _req, _res, next) => {
    if (err instanceof AppError) {
      next(new AppError({ status: err.status, code: err.code, message: err.message, reply: { ...reply(err.message), ...err.reply }, cause: err.cause }));
      return;
    }
    next(err);
  };
}

export const blogFailure = (message: string) => ({ status: 'fail', message });
export const blogCreateFailure = (message: string) => ({ status: 'fail', error: message });
