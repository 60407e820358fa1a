import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** PEM keys often arrive through env files with literal "\n"; restore real line breaks. */
const pem = z
  .string()
  .optional()
  .transform((value) => (value ? value.replace(/\\n/g, '\n').trim() : undefined));

export const contentConfigSchema = z.object({
  ...commonEnv,
  PORT: port(4001),
  JWT_PUBLIC_KEY: pem,
  // At least 2: migrating holds one connection for the advisory lock while TypeORM uses another.
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
});

export type ContentConfig = z.output<typeof contentConfigSchema>;

/** The only reader of process.env in content-service. */
export const loadContentConfig = (env: Record<string, string | undefined> = process.env): ContentConfig =>
  loadConfig('content-service', contentConfigSchema, env);
