import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { getRequestId } from './request-id';

const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

export interface AccessLogOptions {
  /**
   * The client's address for `req.remoteAddress`, asked only when a line is written; by default
   * the peer's socket address. A process behind proxies (the gateway) gives the address its
   * trusted proxies forwarded.
   */
  remoteAddress?: () => string | undefined;
}

/**
 * The one access-log schema of every process (README "Access log"): one JSON line per request when
 * it ends: `req.id` (the request id, as nginx and the services log it), `req.method`, `req.url`,
 * `req.remoteAddress`, `res.statusCode`, `responseTime` (ms); info, warn for 4xx, error for 5xx;
 * "request aborted" when the client left before the reply was sent. The line is built only when
 * its level is enabled (pino-http serialised every request with its headers even when nothing was
 * written). Call it when the request arrives, before anything changes `req.url`.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, options: AccessLogOptions = {}): void {
  const url = req.url ?? '';
  if (QUIET.has(url)) return;
  const started = performance.now();
  res.once('close', () => {
    const statusCode = res.statusCode;
    const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { id: getRequestId(res), method: req.method, url, remoteAddress: options.remoteAddress ? options.remoteAddress() : req.socket.remoteAddress },
        res: { statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      res.writableFinished ? 'request completed' : 'request aborted',
    );
  });
}
