import { z } from 'zod';
import { httpServerEnv } from './http-server';
import { isEs256PublicKey } from './admin-keys';

export class ConfigError extends Error {
  constructor(service: string, problems: string[]) {
    super(`${service}: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once at boot; a bad value stops the process with the full list. */
export function loadConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    service,
    result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  );
}

/**
 * An optional PEM public key of the admin tokens. Env files often carry it on one line with literal
 * "\n": those become line breaks. A value that is not an EC P-256 public key stops the boot (it
 * would otherwise refuse every admin call with 401).
 */
export const es256PublicKeyEnv = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value.replace(/\\n/g, '\n').trim() : undefined))
    .refine((pem) => pem === undefined || isEs256PublicKey(pem), 'must be the PEM of an EC P-256 public key');

/** Keys most services share, with the local defaults of `npm start`. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/site'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key and BullMQ queue, so tests and environments can share one Redis. */
  REDIS_PREFIX: z.string().default('site'),
  /** PEM public key that verifies admin tokens (the auth-service holds the private key). */
  JWT_PUBLIC_KEY: es256PublicKeyEnv(),
  /** During a key rotation: the key auth-service signed with before, accepted until its tokens expire. */
  JWT_PREVIOUS_PUBLIC_KEY: es256PublicKeyEnv(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  ...httpServerEnv,
};

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
