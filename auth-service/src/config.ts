import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';

/** PEM keys often arrive through env files with literal "\n"; restore real line breaks. */
const pem = z
  .string()
  .optional()
  .transform((value) => (value ? value.replace(/\\n/g, '\n').trim() : undefined));

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The documented local admin password (README); refused in production because it is public. */
export const LOCAL_ADMIN_PASSWORD = 'ChangeMe-2026!';
export const MAX_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export const authConfigSchema = z
  .object({
    ...commonEnv,
    PORT: port(4002),
    /** PEM (PKCS#8) of the ES256 signing key; generated in memory in development and test when absent. */
    JWT_PRIVATE_KEY: pem,
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .max(MAX_TOKEN_TTL_SECONDS, 'must be at most 8 hours (28800)')
      .default(MAX_TOKEN_TTL_SECONDS),
    /** The first administrator, created at start when no administrator exists. */
    ADMIN_EMAIL: z.string().trim().toLowerCase().default('admin@northwire.example'),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().trim().min(1).max(100).default('Site Administrator'),
    /**
     * Failed sign-ins of one account from one address (or from one known device), and from one
     * address over all accounts, within the window before that address or device waits. Nobody
     * else is held up (docs/security.md, finding 1).
     */
    LOGIN_MAX_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_IP_FAILURES: z.coerce.number().int().positive().default(20),
    LOGIN_FAILURE_WINDOW_SECONDS: seconds(15 * 60),
    /** How long a throttled address or device waits. */
    LOGIN_LOCKOUT_SECONDS: seconds(10 * 60),
    /** Lifetime of the device cookie a browser gets when it signs in. */
    LOGIN_DEVICE_COOKIE_DAYS: z.coerce.number().int().positive().max(365).default(30),
    // At least 2: migrating holds one connection for the advisory lock while TypeORM uses another.
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_PRIVATE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_PRIVATE_KEY'],
        message: 'is required in production (PEM of an ES256 / P-256 key)',
      });
  });

export type AuthConfig = z.output<typeof authConfigSchema>;

/** The only reader of process.env in auth-service. */
export const loadAuthConfig = (env: Record<string, string | undefined> = process.env): AuthConfig =>
  loadConfig('auth-service', authConfigSchema, env);
