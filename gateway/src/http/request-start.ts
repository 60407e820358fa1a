import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId, localsOf, logRequest, timeRequest, type Logger, type Metrics } from '@site/service-kit';
import { clientAddressOf, type TrustProxy } from './client-address';
import { createGatewaySecurityHeaders } from './security-headers';

/** What a request's duration metric is labelled with: the service, or page, redirect, healthz... */
export const setRouteLabel = (res: ServerResponse, label: string): void => {
  localsOf(res).routeLabel = label;
};

/**
 * What every request to the gateway starts with, in this order: the request id (kept when safe,
 * else minted; passed on and echoed), the access log line (service-kit's, in the services' schema,
 * naming the client address the trusted proxies forwarded), the security headers, and the duration
 * metric by route label (never the raw path).
 */
export function createGatewayRequestStart(deps: { logger: Logger; metrics: Metrics; trust: TrustProxy }) {
  const { logger, metrics, trust } = deps;
  const setSecurityHeaders = createGatewaySecurityHeaders();
  return (req: IncomingMessage, res: ServerResponse): void => {
    assignRequestId(req, res);
    logRequest(logger, req, res, { remoteAddress: () => clientAddressOf(req, trust) });
    setSecurityHeaders(res);
    timeRequest(metrics, req, res, () => String(localsOf(res).routeLabel ?? 'unmatched'));
  };
}
