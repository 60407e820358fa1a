import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { FORM_POST_PATHS } from '@site/contracts';
import { AppError, RateLimitedError } from './app-error';
import { isDependencyOutage, OUTAGE_RETRY_AFTER_SECONDS } from './dependency-outage';
import type { Logger } from './logger';
import { getRequestId } from './request-id';

interface HttpErrorLike {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Errors raised by body parsers and multer carry a status; translate the ones a client can cause. */
function fromHttpError(err: unknown): AppError | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as HttpErrorLike;
  const status = e.status ?? e.statusCode;
  if (e.type === 'entity.too.large') return new AppError({ status: 413, code: 'BODY_TOO_LARGE', message: 'Request body is too large' });
  if (e.type === 'entity.parse.failed') return new AppError({ status: 400, code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' });
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return new AppError({ status: 415, code: 'UNSUPPORTED_ENCODING', message: 'Unsupported request encoding' });
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false)
    return new AppError({ status, code: 'BAD_REQUEST', message: 'The request could not be processed' });
  return undefined;
}

export function notFoundHandler(): RequestHandler {
  return (req, _res, next) => next(AppError.notFound(`No route for ${req.method} ${req.path}`));
}

/**
 * Fields an endpoint's callers read on any failure, even one raised before its route runs (a body that
 * is not JSON, an oversized body). Returns undefined for paths with no fixed shape.
 */
export type FailureReply = (req: Request, message: string) => Record<string, unknown> | undefined;

/**
 * The spec's form endpoints answer `msg: 'fail'` on every failure (section 7), whoever refuses the
 * post: forms-service, or the gateway's rate limit in front of it.
 */
export const formFailureReply: FailureReply = (req) =>
  (FORM_POST_PATHS as readonly string[]).includes(req.path) ? { msg: 'fail' } : undefined;

/**
 * The one error handler: AppError -> its status and body; a data store out of reach -> 503 with
 * Retry-After; anything else -> logged 500, never a stack.
 */
export function errorHandler(logger: Logger, failureReply?: FailureReply): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const requestId = getRequestId(res);
    const known = err instanceof AppError ? err : fromHttpError(err);
    if (res.headersSent) {
      logger.error({ err, requestId }, 'error after headers were sent');
      res.end();
      return;
    }
    if (known) {
      if (known.status >= 500) logger.error({ err, requestId }, known.message);
      if (known instanceof RateLimitedError) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      const shape = failureReply?.(req, known.message) ?? {};
      res.status(known.status).json({ ...shape, ...known.reply, message: known.message, code: known.code, requestId });
      return;
    }
    if (isDependencyOutage(err)) {
      // PostgreSQL or Redis out of reach: nothing was done, and the same request may succeed soon.
      logger.error({ err, requestId, method: req.method, path: req.path }, 'a data store cannot be reached');
      const message = 'The service cannot reach its data store just now; try again in a few seconds';
      res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      res.status(503).json({ ...(failureReply?.(req, message) ?? {}), message, code: 'UNAVAILABLE', requestId });
      return;
    }
    logger.error({ err, requestId, method: req.method, path: req.path }, 'unhandled error');
    const message = 'Internal error';
    res.status(500).json({ ...(failureReply?.(req, message) ?? {}), message, code: 'INTERNAL', requestId });
  };
}
