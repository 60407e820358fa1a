/**
 * The site process's runtime settings (scripts/lib/system.mjs, deploy/docker-compose.yml): read when
 * a page is rendered on request, never baked into the build. Server only.
 */
const processEnv = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** content-service's base URL, e.g. http://127.0.0.1:4001. */
export const contentServiceUrl = (): string => processEnv().CONTENT_SERVICE_URL ?? 'http://127.0.0.1:4001';

/** The public origin of sitemap, robots and RSS links; the build's own origin when unset. */
export const publicSiteUrl = (fallback: string): string => (processEnv().SITE_URL ?? fallback).replace(/\/+$/, '');

/** How long the site waits for content-service before answering 503. */
export const CONTENT_TIMEOUT_MS = 5000;
