import path from 'node:path';
import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** `<repo>/frontend/build`, from both `src/` (tests) and `dist/` (built). */
const DEFAULT_STATIC_DIR = path.resolve(__dirname, '..', '..', 'frontend', 'build');

/** The public origin of the local run; the frontend build's default too (scripts/lib/site-url.mjs). */
const DEFAULT_SITE_URL = 'http://localhost:8080';

/** One URL, or several comma-separated (instances of the same service, used round-robin). */
const upstream = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1, 'needs at least one URL'));
const positiveMs = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** An http(s) origin (scheme, host, port), normalised without a trailing slash. */
const origin = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL, e.g. https://www.example.com' })
    .default(fallback)
    // zod runs refinements after a failed URL check too: an unparsable value is reported once, above.
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      return !url || (url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password);
    }, 'must be an origin only (no path, query or credentials), e.g. https://www.example.com')
    .transform((value) => new URL(value).origin);
/** 0 turns a limit off (load tests run from one address). */
const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const gatewayEnvSchema = z
  .object({
    ...commonEnv,
    PORT: port(8080),
    CONTENT_URL: upstream('http://127.0.0.1:4001'),
    AUTH_URL: upstream('http://127.0.0.1:4002'),
    FORMS_URL: upstream('http://127.0.0.1:4003'),
    UPLOAD_URL: upstream('http://127.0.0.1:4004'),
    /** The frontend build served in the local run; when the folder is missing nothing static is served. */
    STATIC_DIR: z.string().default(DEFAULT_STATIC_DIR),
    /**
     * The site's public origin: sitemap, robots and RSS links. The frontend build states the same
     * origin in canonical and Open Graph URLs (it is built with SITE_URL); the gateway refuses to
     * start with a build made for another one.
     */
    SITE_URL: origin(DEFAULT_SITE_URL),
    /** A service that does not accept the connection within this time is reported as unavailable. */
    UPSTREAM_CONNECT_TIMEOUT_MS: positiveMs(2000),
    /** Longest wait for a service's reply (uploads of a 3 MB file included). */
    UPSTREAM_TIMEOUT_MS: positiveMs(30_000),
    HEALTH_TIMEOUT_MS: positiveMs(1000),
    /**
     * With several instances of a service, how often each one's /readyz is asked (timeout
     * HEALTH_TIMEOUT_MS); a draining or starting instance gets no new requests. 0 turns it off.
     * Keep it below the services' SHUTDOWN_DRAIN_MS (3 s).
     */
    UPSTREAM_READY_INTERVAL_MS: limit(1000),
    /** Request bodies up to this size are kept, so a write that never reached an instance goes to another. */
    UPSTREAM_RETRY_BODY_BYTES: limit(64 * 1024),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Requests per address per window over every API and page path. */
    RATE_LIMIT_MAX: limit(600),
    /** Sign-in attempts per address per window (the auth-service also locks accounts). */
    LOGIN_RATE_LIMIT_MAX: limit(30),
    /**
     * Open connections the gateway holds at most, from everyone together (0 = no cap); when full, new
     * connections are closed at once and open ones keep being served (src/http/connection-cap.ts).
     * Far above what nginx opens (its upstream keep-alive pool plus requests in flight).
     */
    GATEWAY_MAX_CONNECTIONS: limit(1024),
    /** Express "trust proxy": which peers may set X-Forwarded-For (nginx in front). */
    // Loopback is not trusted by default: in the local run browsers connect from 127.0.0.1 directly and
    // could otherwise choose their own address. Add it when nginx runs on the same host.
    TRUST_PROXY: z.string().default('linklocal, uniquelocal'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_PUBLIC_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_PUBLIC_KEY'],
        message: 'is required in production (PEM of the auth-service key)',
      });
    }
  });

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig =>
  loadConfig('gateway', gatewayEnvSchema, env);
