import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

export const contentConfigSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  // At least 2: migrating holds one connection for the advisory lock while TypeORM uses another.
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
});

export type ContentConfig = z.output<typeof contentConfigSchema>;

/** The only reader of process.env in content-service. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig =>
  loadConfig('content-service', contentConfigSchema, env);
