import { z } from 'zod';
import { assertInternalToken, commonEnv, ConfigError, internalTokenEnv, loadConfig, port } from '@site/service-kit';

/**
 * Public default for tests and a bare `node dist/main.js`; `npm start` passes a secret generated once
 * per install (.local/secrets/). Outside development and test it (and an empty value) is refused.
 */
export const DEV_FILE_LINK_SECRET = 'dev-only-file-link-secret-change-me-in-production';

/** Where NODE_ENV allows the public default; anywhere else a real secret is required. */
const DEFAULT_SECRET_ALLOWED = new Set(['development', 'test']);

const schema = z.object({
  ...commonEnv,
  ...internalTokenEnv,
  PORT: port(4004),
  S3_ENDPOINT: z.url().default('http://127.0.0.1:4569'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PUBLIC_BUCKET: z.string().min(3).default('site-media'),
  S3_PRIVATE_BUCKET: z.string().min(3).default('site-resumes'),
  /** HMAC key of the signed resume download links. */
  FILE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RESUME_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  /** A resume not attached to an application within this time is deleted. */
  RESUME_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /** How often the sweep runs; 0 turns it off (e.g. when a separate job runs it). */
  RESUME_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60_000),
  RESUME_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(10),
  IMAGE_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(120),
});

export type UploadConfig = Omit<z.output<typeof schema>, 'FILE_LINK_SECRET'> & { FILE_LINK_SECRET: string };

export function readConfig(env: Record<string, string | undefined> = process.env): UploadConfig {
  const config = loadConfig('upload-service', schema, env);
  const own = config.FILE_LINK_SECRET && config.FILE_LINK_SECRET !== DEV_FILE_LINK_SECRET;
  if (!own && !DEFAULT_SECRET_ALLOWED.has(config.NODE_ENV)) {
    throw new ConfigError('upload-service', ['FILE_LINK_SECRET: is required (a secret of your own) outside development and test']);
  }
  assertInternalToken('upload-service', config);
  return { ...config, FILE_LINK_SECRET: config.FILE_LINK_SECRET ?? DEV_FILE_LINK_SECRET };
}
