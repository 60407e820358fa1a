import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express from 'express';
import type { Redis } from 'ioredis';
import {
  adminAuthOf,
  AppError,
  createMetrics,
  errorHandler,
  failThroughApp,
  notFoundHandler,
  raiseHandedOverErrors,
  simplePathOf,
  verifyAdminSession,
  withFastPath,
  type Logger,
  type Metrics,
} from '@site/service-kit';
import type { GatewayConfig } from './config';
import { healthHandler } from './health/health-router';
import { setRouteLabel } from './http/access-log';
import { clientAddressOf, compileTrustProxy, forwardTrustedHops } from './http/client-address';
import { createGatewayRequestStart } from './http/request-start';
import { createUpstreamProxy, type UpstreamProxy } from './proxy/upstream-proxy';
import { createRateLimiter, type RateLimitRule } from './rate-limit/rate-limiter';
import { hasUnsafeSegments, resolveRoute, type ApiRoute, type ServiceName } from './routing/route-table';
import { articleRedirects } from './static/article-redirects';
import { canonicalPathOf } from './static/canonical-paths';
import { createContentClient } from './render/content-client';
import { createRenderer } from './render/render-router';
import { assertBuiltFor, loadSsrBundle } from './render/ssr-bundle';
import { acceptsHtml, pageHandler, staticDirIfPresent, staticFiles } from './static/static-site';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Shared rate-limit counters; the gateway keeps working (fails open) while Redis is away. */
  redis: Redis;
  metrics?: Metrics;
}

/** The gateway's request listener (give it to service-kit `listen` or `http.createServer`). */
export interface Gateway extends RequestListener {
  /** Closes the kept-alive upstream connections (shutdown, tests). */
  closeUpstreams(): void;
}

const tooManyRequests = (message: string) => new AppError({ status: 429, code: 'RATE_LIMITED', message });

/**
 * The edge of the system: request ids, security headers, per-address rate limits, the admin token
 * check, and streaming proxies to the four services (the gateway never parses a body). In the local
 * run it also serves the frontend build like nginx does. API calls with a plain path take a fast
 * path past Express (serveApiCall below); pages, files, health, feeds, bad or blocked paths and the
 * reply to every failure are Express's. Both run the same functions: the request start, callApi and
 * the one error handler.
 */
export function createApp(deps: GatewayDeps): Gateway {
  const { config, logger, redis } = deps;
  // The frontend build (local run; the gateway image carries one too) and its server render, checked
  // first: a build made for another public origin stops the gateway before anything is opened.
  const staticDir = staticDirIfPresent(config.STATIC_DIR);
  const ssr = loadSsrBundle(staticDir, (err) =>
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'server render bundle not loaded; serving the SPA shell'),
  );
  assertBuiltFor(ssr, config.SITE_URL, staticDir);
  const metrics = deps.metrics ?? createMetrics('gateway');
  const unavailable = metrics.counter(
    'gateway_upstream_unavailable_total',
    'Calls answered 503 because a service could not be reached',
    ['service'],
  );
  const rateLimited = metrics.counter('gateway_rate_limited_total', 'Calls refused by a rate limit', [
    'rule',
  ]);
  // Built once: the current key and, during a rotation, the previous one, by kid; and the sessions
  // (Redis): a token whose session ended is refused here too. Unlike the rate limits, this fails closed.
  const adminAuth = adminAuthOf(config, redis);
  const authRejected = metrics.counter(
    'gateway_admin_token_rejected_total',
    'Admin calls refused at the edge for a missing or invalid token',
    ['service'],
  );

  const upstreams: Record<ServiceName, readonly string[]> = {
    content: config.CONTENT_URL,
    auth: config.AUTH_URL,
    forms: config.FORMS_URL,
    upload: config.UPLOAD_URL,
  };
  const proxies = Object.fromEntries(
    (Object.keys(upstreams) as ServiceName[]).map((service) => [
      service,
      createUpstreamProxy({
        service,
        targets: upstreams[service],
        connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        retryBodyBytes: config.UPSTREAM_RETRY_BODY_BYTES,
        readyIntervalMs: config.UPSTREAM_READY_INTERVAL_MS,
        readyTimeoutMs: config.HEALTH_TIMEOUT_MS,
        logger,
        onUnavailable: (name) => unavailable.inc({ service: name }),
      }),
    ]),
  ) as Record<ServiceName, UpstreamProxy>;

  const limiter = createRateLimiter({ redis, prefix: config.REDIS_PREFIX, logger });
  const overallRule: RateLimitRule = {
    name: 'all',
    max: config.RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  };
  const loginRule: RateLimitRule = {
    name: 'login',
    max: config.LOGIN_RATE_LIMIT_MAX,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
  };

  // TRUST_PROXY compiled once: Express's "trust proxy", the client address and forwarded hops.
  const trust = compileTrustProxy(config.TRUST_PROXY);
  const start = createGatewayRequestStart({ logger, metrics, trust });

  async function enforceRateLimit(
    req: IncomingMessage,
    res: ServerResponse,
    rule: RateLimitRule,
    message: string,
  ): Promise<void> {
    const verdict = await limiter.hit(rule, clientAddressOf(req, trust) ?? 'unknown');
    if (verdict.allowed) return;
    rateLimited.inc({ rule: rule.name });
    res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw tooManyRequests(message);
  }

  const servePage = staticDir
    ? pageHandler(
        staticDir,
        articleRedirects(
          () => proxies.content.pool.pick() ?? config.CONTENT_URL[0]!,
          config.HEALTH_TIMEOUT_MS,
        ),
      )
    : undefined;

  // Server render of the news list, articles and case studies; sitemap, robots and RSS (render/).
  const renderer = createRenderer({
    ssr,
    content: createContentClient(() => proxies.content.pool.pick() ?? config.CONTENT_URL[0]!, config.UPSTREAM_TIMEOUT_MS),
    logger,
    siteUrl: config.SITE_URL,
  });

  /**
   * A call to a service's API: rate limits -> admin token -> stream to the service. Nothing here
   * reads the body. Throws AppError (429, 401, 403, 503) for the error handler.
   */
  async function callApi(req: IncomingMessage, res: ServerResponse, route: ApiRoute): Promise<void> {
    setRouteLabel(res, route.service);
    await enforceRateLimit(req, res, overallRule, 'Too many requests. Please wait a minute and try again.');
    if (route.strictLimit === 'login') {
      await enforceRateLimit(
        req,
        res,
        loginRule,
        'Too many sign-in attempts from this address. Please wait a minute and try again.',
      );
    }
    if (route.requiresAdmin) {
      if (!adminAuth) {
        throw new AppError({
          status: 503,
          code: 'AUTH_NOT_CONFIGURED',
          message: 'Admin sign-in is not configured',
        });
      }
      try {
        await verifyAdminSession(req.headers.authorization, adminAuth);
      } catch (err) {
        authRejected.inc({ service: route.service });
        throw err;
      }
    }
    renderer.dropCachesAfterWrite(req, res, route);
    forwardTrustedHops(req, trust);
    proxies[route.service].handle(req, res);
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trust);
  app.use(raiseHandedOverErrors());
  app.use((req, res, next) => {
    start(req, res, req.path);
    next();
  });

  app.get(
    '/healthz',
    (_req, res, next) => {
      setRouteLabel(res, 'healthz');
      next();
    },
    healthHandler(upstreams, config.HEALTH_TIMEOUT_MS),
  );
  app.get('/readyz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use((req, _res, next) => {
    if (hasUnsafeSegments(req.path)) throw AppError.badRequest('The request path is not valid');
    next();
  });

  // One address per page: /home, /privacy-statement, trailing slashes (/blog/ and /media/ too, which
  // would otherwise reach an API) and mixed-case article slugs answer 301 (static/canonical-paths).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = canonicalPathOf(req.path);
    if (!canonical) return next();
    setRouteLabel(res, 'redirect');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query >= 0 ? `${canonical}${req.originalUrl.slice(query)}` : canonical);
  });

  app.use(renderer.router);

  // API calls the fast path left to Express (a path only url.parse reads), and /internal/*.
  app.use(async (req, res, next) => {
    const route = resolveRoute(req.method, req.path);
    if (route.kind === 'blocked') throw AppError.notFound(`No route for ${req.method} ${req.path}`);
    if (route.kind !== 'api') return next();
    await callApi(req, res, route);
  });

  if (staticDir && servePage) {
    app.use((_req, res, next) => {
      setRouteLabel(res, 'static');
      next();
    }, staticFiles(staticDir));

    // Pages: GET /blog and /blogs/:slug always; any other unmatched GET when the client takes HTML.
    app.use(async (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (resolveRoute(req.method, req.path).kind !== 'page' || req.path.startsWith('/static/'))
        return next();
      const alwaysPage = req.path === '/blog' || req.path.startsWith('/blogs/');
      // A missing file (/images/x.png) is a 404, not the HTML shell, even for a browser's */* Accept.
      const looksLikeFile = /\.[A-Za-z0-9]{1,5}$/.test(req.path);
      if (!alwaysPage && (looksLikeFile || !acceptsHtml(req))) return next();
      setRouteLabel(res, 'page');
      await enforceRateLimit(req, res, overallRule, 'Too many requests. Please wait a minute and try again.');
      if (await renderer.servePage(req, res)) return;
      if (!(await servePage(req, res))) next();
    });
  }

  app.use((_req, res, next) => {
    if (!res.locals.routeLabel) setRouteLabel(res, 'unmatched');
    next();
  });
  app.use(notFoundHandler());
  app.use(errorHandler(logger));

  /**
   * The API fast path: a call to a service's API whose path Express would read the same way (no
   * url.parse needed) and that passes the path check starts like any request and goes straight to
   * callApi, past Express's router (about 150 µs of CPU per request); its failures are answered by
   * the error handler above. Anything else (pages, files, health, /internal, bad paths) is Express's.
   */
  const serveApiCall = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = simplePathOf(req.url);
    if (path === undefined || hasUnsafeSegments(path)) return false;
    // A read of a page's other spelling (`/blog/`) is Express's: it answers the 301.
    if ((req.method === 'GET' || req.method === 'HEAD') && canonicalPathOf(path)) return false;
    const route = resolveRoute(req.method ?? '', path);
    if (route.kind !== 'api') return false;
    start(req, res, path);
    callApi(req, res, route).catch((err: unknown) => failThroughApp(app, req, res, err));
    return true;
  };

  return Object.assign(withFastPath(app, serveApiCall), {
    closeUpstreams: () => Object.values(proxies).forEach((proxy) => proxy.close()),
  });
}
