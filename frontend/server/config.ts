import { z } from 'zod';
import { commonEnv, httpServerEnv, loadConfig, port } from '@site/service-kit';

/** The site process's settings (docker-compose.yml `site`, scripts/lib/system.mjs): the service kit's server settings, no database. */
export const configSchema = z.object({
  NODE_ENV: commonEnv.NODE_ENV,
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
  ...httpServerEnv,
  PORT: port(4006),
  /** Read by the pages rendered on request (src/site/server-env.ts); checked here so a typo fails the start. */
  CONTENT_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  SITE_URL: z.url().optional(),
});

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => loadConfig('site', configSchema, env);
