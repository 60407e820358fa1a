import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** Local-only default; production must set PREVIEW_LINK_SECRET (checked below). */
export const LOCAL_PREVIEW_LINK_SECRET = 'local-preview-link-secret-not-for-production';

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
  .refine((c) => c.NODE_ENV !== 'production' || c.PREVIEW_LINK_SECRET !== LOCAL_PREVIEW_LINK_SECRET, {
    message: 'PREVIEW_LINK_SECRET must be set in production',
    path: ['PREVIEW_LINK_SECRET'],
  });

export type ContentConfig = z.output<typeof contentConfigSchema>;

/** The only reader of process.env in content-service. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig =>
  loadConfig('content-service', contentConfigSchema, env);
