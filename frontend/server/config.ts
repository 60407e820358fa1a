import { z } from 'zod';
import { ConfigError, commonEnv, httpServerEnv, loadConfig, port } from '@site/service-kit';

/** The site process's settings (docker-compose.yml `site`, scripts/lib/system.mjs): the service kit's server settings, no database. */
export const configSchema = z.object({
  NODE_ENV: commonEnv.NODE_ENV,
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
  ...httpServerEnv,
  PORT: port(4006),
  /** Read by the pages rendered on request (src/site/server-env.ts); checked here so a typo fails the start. */
  CONTENT_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  /** forms-service, for the newsletter's confirm and unsubscribe pages (src/site/forms-client.ts). */
  FORMS_SERVICE_URL: z.url().default('http://127.0.0.1:4003'),
  /** The public origin the deployment means; it must be the build's (dist/build.json), or the site refuses to start. */
  SITE_URL: z.url().optional(),
});

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => loadConfig('site', configSchema, env);

/**
 * The public origin the pages state is the build's (scripts/build-frontend.mjs bakes it into canonical
 * URLs and writes it to dist/build.json); sitemap, robots and RSS use the same. A SITE_URL given at
 * run time that names another origin (an image built for one origin, started for another) stops the
 * start with both values, rather than a site that speaks of two origins.
 */
export function checkBuildOrigin(config: Config, build: { siteUrl: string }): void {
  if (config.SITE_URL === undefined) return;
  const runtime = new URL(config.SITE_URL).origin;
  if (runtime !== build.siteUrl)
    throw new ConfigError('site', [
      `SITE_URL: ${runtime} is not the origin this build was made for (${build.siteUrl}); rebuild with SITE_URL=${runtime} (docker compose up --build)`,
    ]);
}
