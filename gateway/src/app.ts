import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express from 'express';
import type { Redis } from 'ioredis';
import { matchStaffRoute } from '@site/contracts';
import { canonicalPathOf } from '@site/contracts/canonical-paths';
import {
  adminAuthOf,
  assertStaffAccess,
  AppError,
  createMetrics,
  createRateLimit,
  createTrafficCounter,
  errorHandler,
  isFilePath,
  formFailureReply,
  notFoundHandler,
  pageViewOf,
  tooManyRequests,
  verifyAdminSession,
  type Logger,
  type Metrics,
  type RateLimit,
} from '@site/service-kit';
import type { GatewayConfig } from './config';
import { healthHandler } from './health/health-router';
import { clientAddressOf, compileTrustProxy, forwardTrustedHops } from './http/client-address';
import { createGatewayRequestStart, setRouteLabel } from './http/request-start';
import { createUpstreamProxy, type UpstreamProxy } from './proxy/upstream-proxy';
import { hasUnsafeSegments, resolveRoute, SERVICE_LABELS, type ApiRoute, type ServiceName } from './routing/route-table';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Shared rate-limit counters; the gateway keeps working (fails open) while Redis is away. */
  redis: Redis;
  metrics?: Metrics;
  /** The clock of the traffic counts (tests replay days). */
  now?: () => number;
}

/** The gateway's request listener (give it to service-kit `listen` or `http.createServer`). */
export interface Gateway extends RequestListener {
  /** Closes the kept-alive upstream connections (shutdown, tests). */
  closeUpstreams(): void;
  /**
   * The operations listener, for the private network only (main.ts serves it on OPS_PORT, never the
   * public port): `/healthz` asks every service's `/readyz`, `/readyz`, and `/metrics` (Prometheus).
   */
  ops: RequestListener;
}

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address. Please wait a minute and try again.';

/**
 * nginx's mark on a page request (deploy/nginx/page-view.conf): `mirror`, the copy of a page
 * request sent only to be counted (nginx may answer the page from its microcache); `counted`, the
 * page request itself, already counted through its mirror.
 */
type PageViewMark = 'mirror' | 'counted';
/**
 * The API edge: request ids, security headers, per-address rate limits, the admin token check, and
 * streaming proxies to the four services (the gateway never parses a body). Every other path that is
 * not a canonical-path 301 goes to the site renderer (SITE_SERVER_URL), which answers pages, their
 * files and the 404 page. Every request takes one path, through Express.
 */
export function createApp(deps: GatewayDeps): Gateway {
  const { config, logger, redis } = deps;
  const metrics = deps.metrics ?? createMetrics('gateway');
  const unavailable = metrics.counter(
    'gateway_upstream_unavailable_total',
    'Calls answered 503 because a service could not be reached',
    ['service'],
  );
  const rateLimited = metrics.counter('gateway_rate_limited_total', 'Calls refused by a rate limit', ['rule']);
  // Built once: the current key and, during a rotation, the previous one, by kid; and the sessions
  // (Redis): a token whose session ended is refused here too. Unlike the rate limits, this fails closed.
  const adminAuth = adminAuthOf(config, redis);
  const authRejected = metrics.counter(
    'gateway_admin_token_rejected_total',
    'Admin calls refused at the edge for a missing or invalid token',
    ['service'],
  );

  const upstreams: Record<ServiceName, string> = {
    content: config.CONTENT_URL,
    auth: config.AUTH_URL,
    forms: config.FORMS_URL,
    upload: config.UPLOAD_URL,
  };
  const proxyTo = (name: string, label: string, target: string): UpstreamProxy =>
    createUpstreamProxy({
      label,
      target,
      connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      logger,
      onUnavailable: () => unavailable.inc({ service: name }),
    });
  const proxies = Object.fromEntries(
    (Object.keys(upstreams) as ServiceName[]).map((service) => [service, proxyTo(service, SERVICE_LABELS[service], upstreams[service])]),
  ) as Record<ServiceName, UpstreamProxy>;
  const site = proxyTo('site', 'The site', config.SITE_SERVER_URL);

  // Per client address, counted in Redis and shared by every gateway instance; unlike sign-in, the
  // edge fails open: while Redis is away requests are let through (logged), so the site keeps serving.
  const limitOf = (name: string, points: number): RateLimit =>
    createRateLimit({
      redis,
      prefix: config.REDIS_PREFIX,
      rule: { name: `gateway:${name}`, points, duration: config.RATE_LIMIT_WINDOW_SECONDS },
      whenRedisDown: 'allow',
      logger,
    });
  const limits: Record<'all' | 'login', RateLimit> = {
    all: limitOf('all', config.RATE_LIMIT_MAX),
    login: limitOf('login', config.LOGIN_RATE_LIMIT_MAX),
  };

  // TRUST_PROXY compiled once: Express's "trust proxy", the client address and forwarded hops.
  const trust = compileTrustProxy(config.TRUST_PROXY);
  const start = createGatewayRequestStart({ logger, metrics, trust });

  // Cookie-free page-view counts (docs/decisions/traffic.md): Redis counters forms-service flushes.
  const traffic = createTrafficCounter({ redis, prefix: config.REDIS_PREFIX, logger, now: deps.now });
  /** X-Page-View, believed from a trusted proxy only (as X-Forwarded-For), and never passed on. */
  function pageViewMarkOf(req: IncomingMessage): PageViewMark | undefined {
    const mark = req.headers['x-page-view'];
    delete req.headers['x-page-view'];
    if (mark !== 'mirror' && mark !== 'counted') return undefined;
    return trust(req.socket.remoteAddress ?? '', 0) ? mark : undefined;
  }
  /** Counts the request when it is a page view; not awaited: the page never waits on Redis (record() never throws). */
  function countPageView(req: express.Request): void {
    const view = pageViewOf({ method: req.method, url: req.originalUrl, headers: req.headers });
    if (!view) return;
    void traffic.record(view, { address: clientAddressOf(req, trust) ?? '', userAgent: req.headers['user-agent'] ?? '' });
  }

  async function enforceRateLimit(
    req: IncomingMessage,
    res: ServerResponse,
    rule: keyof typeof limits,
    message: string,
  ): Promise<void> {
    const verdict = await limits[rule].consume(clientAddressOf(req, trust) ?? 'unknown');
    if (verdict.allowed) return;
    rateLimited.inc({ rule });
    throw tooManyRequests({ message, retryAfterSeconds: verdict.retryAfterSeconds });
  }

  /**
   * A call to a service's API: rate limits -> admin token -> stream to the service. Nothing here
   * reads the body. Throws AppError (429, 401, 403, 503) for the error handler.
   */
  async function callApi(req: IncomingMessage, res: ServerResponse, route: ApiRoute, path: string): Promise<void> {
    setRouteLabel(res, route.service);
    await enforceRateLimit(req, res, 'all', TOO_MANY_REQUESTS);
    if (route.strictLimit === 'login') await enforceRateLimit(req, res, 'login', TOO_MANY_SIGN_INS);
    if (route.requiresAdmin) {
      if (!adminAuth) {
        throw new AppError({ status: 503, code: 'AUTH_NOT_CONFIGURED', message: 'Admin sign-in is not configured' });
      }
      try {
        const claims = await verifyAdminSession(req.headers.authorization, adminAuth);
        // The roles of the one staff route table; a path it does not list is the service's to refuse.
        const staffRoute = matchStaffRoute(req.method ?? 'GET', path);
        if (staffRoute) assertStaffAccess(claims, staffRoute);
      } catch (err) {
        authRejected.inc({ service: route.service });
        throw err;
      }
    }
    forwardTrustedHops(req, trust);
    proxies[route.service].handle(req, res);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trust);
  app.use((req, res, next) => {
    start(req, res);
    next();
  });

  // Liveness on the public port (the container healthcheck): the gateway itself, nothing behind it.
  // Every service's state and the metrics are on the operations listener (`ops`), never here: a
  // visitor can neither read them nor make the gateway call four services per request.
  app.get('/healthz', (_req, res) => {
    setRouteLabel(res, 'healthz');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/readyz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });

  app.use((req, _res, next) => {
    if (hasUnsafeSegments(req.path)) throw AppError.badRequest('The request path is not valid');
    next();
  });

  // One address per page: /home, /privacy-statement, trailing slashes (/blog/ and /media/ too, which
  // would otherwise reach an API) and mixed-case article slugs answer 301 (@site/contracts/canonical-paths).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = canonicalPathOf(req.path);
    if (!canonical) return next();
    setRouteLabel(res, 'redirect');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query >= 0 ? `${canonical}${req.originalUrl.slice(query)}` : canonical);
  });

  // Behind nginx every page request is counted through its mirror (answered here, nothing proxied),
  // since nginx answers most page requests from its microcache; without nginx, here as proxied.
  app.use((req, res, next) => {
    const mark = pageViewMarkOf(req);
    if (mark === 'mirror') {
      setRouteLabel(res, 'page-view');
      countPageView(req);
      res.setHeader('Cache-Control', 'no-store');
      res.status(204).end();
      return;
    }
    res.locals.pageViewCounted = mark === 'counted';
    next();
  });

  app.use(async (req, res, next) => {
    const route = resolveRoute(req.method, req.path);
    if (route.kind === 'blocked') throw AppError.notFound(`No route for ${req.method} ${req.path}`);
    if (route.kind === 'api') return callApi(req, res, route, req.path);
    if (route.kind !== 'page') return next();
    // Pages, their files and the 404 page are the site renderer's.
    const file = isFilePath(req.path);
    setRouteLabel(res, file ? 'static' : 'page');
    if (!file) await enforceRateLimit(req, res, 'all', TOO_MANY_REQUESTS);
    if (!file && res.locals.pageViewCounted !== true) countPageView(req);
    forwardTrustedHops(req, trust);
    site.handle(req, res);
  });

  app.use((_req, res, next) => {
    if (!res.locals.routeLabel) setRouteLabel(res, 'unmatched');
    next();
  });
  app.use(notFoundHandler());
  // A refused form post answers the spec's `msg: 'fail'` too, as forms-service's own refusals do.
  app.use(errorHandler(logger, formFailureReply));

  const ops = express();
  ops.disable('x-powered-by');
  ops.get('/healthz', healthHandler(upstreams, config.HEALTH_TIMEOUT_MS));
  ops.get('/readyz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  ops.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  ops.use(notFoundHandler());
  ops.use(errorHandler(logger));

  return Object.assign(app, {
    closeUpstreams: () => [...Object.values(proxies), site].forEach((proxy) => proxy.close()),
    ops,
  });
}
