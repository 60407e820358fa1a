import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/**
 * An upstream's one http(s) URL. Replicas share it: compose DNS (`--scale`) or an nginx upstream
 * spreads calls over them (docs/decisions/gateway-proxy.md).
 */
const upstream = (fallback: string) =>
  z.url({ protocol: /^https?$/, message: 'must be one http(s) URL, e.g. http://content-service:4001' }).default(fallback);
const positiveMs = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** 0 turns a limit off (load tests run from one address). */
const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const gatewayEnvSchema = z
  .object({
    ...commonEnv,
    PORT: port(8080),
    /**
     * The operations listener (every service's health, metrics), on HOST: unset, there is none.
     * `npm start` uses 4007; in compose give it a port that is not published (docs/operations.md).
     */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    CONTENT_URL: upstream('http://127.0.0.1:4001'),
    AUTH_URL: upstream('http://127.0.0.1:4002'),
    FORMS_URL: upstream('http://127.0.0.1:4003'),
    UPLOAD_URL: upstream('http://127.0.0.1:4004'),
    /**
     * The site renderer (the frontend's Astro server): every path that is not an API route or a
     * canonical-path redirect goes there. Required: the gateway serves no pages of its own.
     */
    SITE_SERVER_URL: z.url({
      protocol: /^https?$/,
      message: 'is required: the site renderer URL, e.g. http://127.0.0.1:4006 (compose: http://site:4321)',
    }),
    /** A service that does not accept the connection within this time is reported as unavailable. */
    UPSTREAM_CONNECT_TIMEOUT_MS: positiveMs(2000),
    /** Longest wait for a service's reply (uploads of a 3 MB file included). */
    UPSTREAM_TIMEOUT_MS: positiveMs(30_000),
    HEALTH_TIMEOUT_MS: positiveMs(1000),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Requests per address per window over every API and page path. */
    RATE_LIMIT_MAX: limit(600),
    /** Sign-in attempts per address per window (auth-service also throttles failed sign-ins). */
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
