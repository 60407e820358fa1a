import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** Public local default, for development and test only (checked below); npm start generates one per install. */
export const LOCAL_PREVIEW_LINK_SECRET = 'local-preview-link-secret-not-for-production';

/** Where NODE_ENV allows the public default; anywhere else a real secret is required. */
const DEFAULT_SECRET_ALLOWED = new Set(['development', 'test']);

export const contentConfigSchema = z
  .object({
    ...commonEnv,
    PORT: port(4001),
    // At least 2: migrating holds one connection for the advisory lock while TypeORM uses another.
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
    // HMAC key of the shared draft preview links; changing it ends every link given out.
    PREVIEW_LINK_SECRET: z.string().min(16).default(LOCAL_PREVIEW_LINK_SECRET),
    PREVIEW_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  })
  .refine((c) => DEFAULT_SECRET_ALLOWED.has(c.NODE_ENV) || c.PREVIEW_LINK_SECRET !== LOCAL_PREVIEW_LINK_SECRET, {
    message: 'PREVIEW_LINK_SECRET must be set to a secret of your own outside development and test',
    path: ['PREVIEW_LINK_SECRET'],
  });

export type ContentConfig = z.output<typeof contentConfigSchema>;

/** The only reader of process.env in content-service. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig =>
  loadConfig('content-service', contentConfigSchema, env);
