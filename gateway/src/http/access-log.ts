import type { RequestHandler } from 'express';
import { getRequestId, type Logger, type Metrics } from '@site/service-kit';

const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One JSON line per request carrying the request id the services also log, and the request
 * duration by route (the service name or the page/static kind, never the raw path).
 */
export function accessLog(logger: Logger, metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = String(res.locals.routeLabel ?? 'unmatched');
      metrics.httpDuration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      if (QUIET.has(req.path)) return;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      // Built only when written (a 200 at level warn costs nothing here).
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          requestId: getRequestId(res),
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          route,
          ms: Math.round(seconds * 1000),
          ip: req.ip,
        },
        'request',
      );
    });
    next();
  };
}
