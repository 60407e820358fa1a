import express, { type Express } from 'express';
import { logRequest } from './access-log';
import { createSecurityHeaders } from './fixed-headers';
import { errorHandler, notFoundHandler, type FailureReply } from './error-handler';
import type { Logger } from './logger';
import { createMetrics, matchedRoute, timeRequest, type Metrics } from './metrics';
import { assignRequestId } from './request-id';
import { requireInternalToken } from './internal-auth';

export type ReadinessCheck = () => Promise<unknown>;

/**
 * Services answer JSON, files and a few tiny HTML pages (newsletter links), never the site: nothing
 * may run or be framed. The gateway passes these headers through on API replies, so they match the
 * site's policy where it matters (no scripts, frame-ancestors 'none', the same Referrer-Policy).
 */
export const SERVICE_SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  xFrameOptions: { action: 'deny' as const },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Named checks of this service's own dependencies; /readyz answers 503 while any fails. */
  readiness?: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted. */
  jsonLimit?: string;
  metrics?: Metrics;
  /** Endpoint-specific fields added to every failure body (see FailureReply). */
  failureReply?: FailureReply;
  /**
   * The service credential (INTERNAL_TOKEN) that `/internal/*` requires. Set it on every service
   * that has internal routes: without it they answer anyone who reaches the port.
   */
  internalToken?: string;
  /** Mounts the service's routes; runs after the common middleware and before the error handler. */
  routes: (app: Express) => void;
}

export async function checkAll(checks: Record<string, ReadinessCheck>): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        return [name, 'ok'] as const;
      } catch (err) {
        return [name, err instanceof Error ? err.message : 'failed'] as const;
      }
    }),
  );
  return { ok: entries.every(([, v]) => v === 'ok'), checks: Object.fromEntries(entries) };
}

/**
 * The Express app every service shares: ids, logs, security headers, health, metrics, one error
 * handler. Every request takes this one path.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const { name, logger } = options;
  const metrics = options.metrics ?? createMetrics(name);
  const setSecurityHeaders = createSecurityHeaders(SERVICE_SECURITY_HEADERS);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use((req, res, next) => {
    assignRequestId(req, res);
    logRequest(logger, req, res);
    setSecurityHeaders(res);
    timeRequest(metrics, req, res, () => matchedRoute(req));
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: name });
  });
  app.get('/readyz', async (_req, res) => {
    const result = await checkAll(options.readiness ?? {});
    res.status(result.ok ? 200 : 503).json({ status: result.ok ? 'ok' : 'unavailable', service: name, checks: result.checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  // Before the body is even parsed: nothing of an internal call is read without the credential.
  if (options.internalToken !== undefined) app.use('/internal', requireInternalToken(options.internalToken));
  app.use(express.json({ limit: options.jsonLimit ?? '100kb' }));
  options.routes(app);
  app.use(notFoundHandler());
  app.use(errorHandler(logger, options.failureReply));
  return app;
}
