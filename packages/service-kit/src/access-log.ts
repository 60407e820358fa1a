import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { getRequestId } from './request-id';

const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One JSON line per request when it ends: `req.id` (the request id, as nginx and the gateway log
 * it), `req.method`, `req.url`, `req.remoteAddress`, `res.statusCode`, `responseTime` (ms); info,
 * warn for 4xx, error for 5xx; "request aborted" when the client left before the reply was sent.
 * The line is built only when its level is enabled. (pino-http, used before, serialised every
 * request with its headers into a child logger even when nothing was written: a quarter of
 * content-service's CPU per cached reply at level warn.) Call it when the request arrives, before
 * anything changes `req.url`.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  if (QUIET.has(url)) return;
  const started = performance.now();
  res.once('close', () => {
    const statusCode = res.statusCode;
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { id: getRequestId(res), method: req.method, url, remoteAddress: req.socket.remoteAddress },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      res.writableFinished ? 'request completed' : 'request aborted',
    );
  });
}
