import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId, localsOf, logRequest, timeRequest, type Logger, type Metrics } from '@site/service-kit';
import { createGatewaySecurityHeaders } from './security-headers';

/** What a request's duration metric is labelled with: the service, or page, redirect, healthz... */
export const setRouteLabel = (res: ServerResponse, label: string): void => {
  localsOf(res).routeLabel = label;
};

/**
 * What every request to the gateway starts with, in this order: the request id (kept when safe,
 * else minted; passed on and echoed), the access log line (service-kit's, the services' schema),
 * the security headers, and the duration metric by route label (never the raw path).
 */
export function createGatewayRequestStart(deps: { logger: Logger; metrics: Metrics }) {
  const { logger, metrics } = deps;
  const setSecurityHeaders = createGatewaySecurityHeaders();
  return (req: IncomingMessage, res: ServerResponse): void => {
    assignRequestId(req, res);
    logRequest(logger, req, res);
    setSecurityHeaders(res);
    timeRequest(metrics, req, res, () => String(localsOf(res).routeLabel ?? 'unmatched'));
  };
}
