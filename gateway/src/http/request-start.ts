import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId, type Logger, type Metrics } from '@site/service-kit';
import { logRequest } from './access-log';
import { clientAddressOf, type TrustProxy } from './client-address';
import { createGatewaySecurityHeaders } from './security-headers';

/** Starts a request; `path` is its path as Express reads it (`req.path`). */
export type GatewayRequestStart = (req: IncomingMessage, res: ServerResponse, path: string) => void;

/**
 * What every request to the gateway starts with, in this order, whether the API fast path or
 * Express answers it: the request id (kept when safe, else minted; passed on and echoed), the
 * access log line and duration metric, and the security headers.
 */
export function createGatewayRequestStart(deps: { logger: Logger; metrics: Metrics; trust: TrustProxy }): GatewayRequestStart {
  const { logger, metrics, trust } = deps;
  const setSecurityHeaders = createGatewaySecurityHeaders();
  return (req, res, path) => {
    assignRequestId(req, res);
    logRequest(logger, metrics, req, res, path, () => clientAddressOf(req, trust));
    setSecurityHeaders(res);
  };
}
