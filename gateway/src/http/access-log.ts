import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestId, localsOf, type Logger, type Metrics } from '@site/service-kit';

const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/** What a request's log line and metric are labelled with: the service, or page, static, ... */
export const setRouteLabel = (res: ServerResponse, label: string): void => {
  localsOf(res).routeLabel = label;
};

/**
 * One JSON line per request carrying the request id the services also log, and the request
 * duration by route (the service name or the page/static kind, never the raw path). `path` is the
 * request's path (Express's `req.path`); `clientAddress` is asked only when a line is written.
 * Call it when the request arrives, before anything changes `req.url`.
 */
export function logRequest(
  logger: Logger,
  metrics: Metrics,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  clientAddress: () => string | undefined,
): void {
  const started = process.hrtime.bigint();
  const url = req.url;
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = String(localsOf(res).routeLabel ?? 'unmatched');
    metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
    if (QUIET.has(path)) return;
    const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    // Built only when written (a 200 at level warn costs nothing here).
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        requestId: getRequestId(res),
        method: req.method,
        url,
        status: res.statusCode,
        route,
        ms: Math.round(seconds * 1000),
        ip: clientAddress(),
      },
      'request',
    );
  });
}
