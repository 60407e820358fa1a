/** Where the system under test answers; scripts/e2e.mjs sets E2E_BASE_URL to its gateway. */
export const baseUrl: string = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';

/**
 * The gateway's operations listener (OPS_PORT): every service's health and the gateway's metrics,
 * which its public port never answers. The harness's slot n moves it by n*100 like every port.
 */
export const gatewayOpsUrl: string =
  process.env.E2E_GATEWAY_OPS_URL ?? `http://127.0.0.1:${14007 + (Number(new URL(baseUrl).port) - 18080)}`;

/** An absolute URL on the system under test, e.g. `urlFor('/blogs')`. */
export const urlFor = (path: string): string => new URL(path, baseUrl).toString();

/**
 * The site's public origin, which canonical URLs, the sitemap and RSS name (not `baseUrl`): the
 * SITE_URL that `npm run build` and the gateway were given (scripts/lib/site-url.mjs), by default
 * http://localhost:8080.
 */
export const siteUrl: string = new URL(process.env.SITE_URL || 'http://localhost:8080').origin;
