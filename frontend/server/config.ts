import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** The site process's settings (docker-compose.yml `site`, scripts/lib/system.mjs). */
export const configSchema = z.object({
  NODE_ENV: commonEnv.NODE_ENV,
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
  HOST: commonEnv.HOST,
  HTTP_HEADERS_TIMEOUT_MS: commonEnv.HTTP_HEADERS_TIMEOUT_MS,
  HTTP_REQUEST_TIMEOUT_MS: commonEnv.HTTP_REQUEST_TIMEOUT_MS,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: commonEnv.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  SHUTDOWN_DRAIN_MS: commonEnv.SHUTDOWN_DRAIN_MS,
  PORT: port(4006),
  /** Read by the pages rendered on request (src/site/server-env.ts); checked here so a typo fails the start. */
  CONTENT_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  SITE_URL: z.url().optional(),
});

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => loadConfig('site', configSchema, env);
