import express, { type Express, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import {
  adminKeySetOf,
  AppError,
  createMetrics,
  errorHandler,
  notFoundHandler,
  requestId,
  verifyAdminToken,
  type Logger,
  type Metrics,
} from '@site/service-kit';
import type { GatewayConfig } from './config';
import { healthHandler } from './health/health-router';
import { accessLog } from './http/access-log';
import { securityHeaders } from './http/security-headers';
import { createUpstreamProxy, type UpstreamProxy } from './proxy/upstream-proxy';
import { createRateLimiter, type RateLimitRule } from './rate-limit/rate-limiter';
import { hasUnsafeSegments, resolveRoute, type ServiceName } from './routing/route-table';
import { articleRedirects } from './static/article-redirects';
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

export interface Gateway extends Express {
  /** Closes the kept-alive upstream connections (shutdown, tests). */
  closeUpstreams(): void;
}

const trustProxySetting = (value: string): string | number | boolean =>
  value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;

/**
 * Passes on only the X-Forwarded-* a trusted proxy (nginx) wrote: the client's address as the
 * trusted hops saw it, never a value the client made up (the proxy then appends this peer), so the
 * services' rate limits, lockouts and audit log record real addresses.
 */
function forwardTrustedHops(req: Request): void {
  const hops = req.ips; // client first, then trusted proxies; empty when the peer itself is not trusted
  if (hops.length > 0) {
    req.headers['x-forwarded-for'] = hops.join(', ');
    return;
  }
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-port'];
}

const tooManyRequests = (message: string) => new AppError({ status: 429, code: 'RATE_LIMITED', message });

/**
 * The edge of the system: request ids, security headers, per-address rate limits, the admin token
 * check, and streaming proxies to the four services (mounted before any body parser, which the
 * gateway never uses). In the local run it also serves the frontend build like nginx does.
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
  // Built once: the current key and, during a rotation, the previous one, by kid.
  const adminKeys = adminKeySetOf(config);
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

  async function enforceRateLimit(
    req: Request,
    res: Response,
    rule: RateLimitRule,
    message: string,
  ): Promise<void> {
    const verdict = await limiter.hit(rule, req.ip ?? 'unknown');
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

  const app = express() as Gateway;
  app.closeUpstreams = () => Object.values(proxies).forEach((proxy) => proxy.close());
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(requestId());
  app.use(accessLog(logger, metrics));
  app.use(securityHeaders());

  app.get(
    '/healthz',
    (_req, res, next) => {
      res.locals.routeLabel = 'healthz';
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

  app.use(renderer.invalidateOnContentWrites);
  app.use(renderer.router);

  // API: rate limit -> admin token -> stream to the service. Nothing here reads the body.
  app.use(async (req, res, next) => {
    const route = resolveRoute(req.method, req.path);
    if (route.kind === 'blocked') throw AppError.notFound(`No route for ${req.method} ${req.path}`);
    if (route.kind !== 'api') return next();
    res.locals.routeLabel = route.service;
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
      if (!adminKeys) {
        throw new AppError({
          status: 503,
          code: 'AUTH_NOT_CONFIGURED',
          message: 'Admin sign-in is not configured',
        });
      }
      try {
        verifyAdminToken(req.get('authorization'), adminKeys);
      } catch (err) {
        authRejected.inc({ service: route.service });
        throw err;
      }
    }
    forwardTrustedHops(req);
    proxies[route.service].handle(req, res);
  });

  if (staticDir && servePage) {
    app.use((_req, res, next) => {
      res.locals.routeLabel = 'static';
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
      res.locals.routeLabel = 'page';
      await enforceRateLimit(req, res, overallRule, 'Too many requests. Please wait a minute and try again.');
      if (await renderer.servePage(req, res)) return;
      if (!(await servePage(req, res))) next();
    });
  }

  app.use((_req, res, next) => {
    if (!res.locals.routeLabel) res.locals.routeLabel = 'unmatched';
    next();
  });
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
}
