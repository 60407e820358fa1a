import { z } from 'zod';
import { assertInternalToken, commonEnv, internalTokenEnv, loadConfig, port } from '@site/service-kit';

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
    ...internalTokenEnv,
    PORT: port(4002),
    /** Where people reach the site: the links in invitation and password-reset mails start with it. */
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
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
    /**
     * Guessing bounded per account, whatever the addresses (docs/security.md, V2 2.2.1): failed
     * sign-ins of one account from devices it does not know, counted over every address within the
     * window; at the limit, for LOGIN_ACCOUNT_GUARD_SECONDS, every sign-in from an unknown device
     * must bring the mailed code (or the authenticator's) before its password is even checked.
     */
    LOGIN_MAX_ACCOUNT_FAILURES_ALL_ADDRESSES: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_WINDOW_SECONDS: seconds(60 * 60),
    LOGIN_ACCOUNT_GUARD_SECONDS: seconds(60 * 60),
    /** The second step: a mailed code lives this long; at most this many codes mailed per account per failure window; wrong codes per account per window. */
    LOGIN_CODE_TTL_SECONDS: seconds(10 * 60),
    LOGIN_CODE_MAILS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_CODE_FAILURES: z.coerce.number().int().positive().default(10),
    /**
     * on: a sign-in from a device the account does not know needs the mailed code, and an Owner
     * must set up an authenticator. off is only for private test systems that run no mail worker
     * (refused in production); an authenticator set up is still asked for.
     */
    LOGIN_VERIFICATION: z.enum(['on', 'off']).default('on'),
    /** Mailed links: a password reset works once within this time, an invitation within INVITATION_TTL_DAYS. */
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().positive().max(24 * 60).default(60),
    INVITATION_TTL_DAYS: z.coerce.number().int().positive().max(30).default(7),
    /** "Forgot password?": requests per client address, and reset mails per mailbox, per hour. */
    PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    PASSWORD_RESETS_PER_MAILBOX: z.coerce.number().int().positive().default(3),
    /** The outbox relay of staff mails, as forms-service's. */
    RELAY_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    MAIL_ATTEMPTS: z.coerce.number().int().min(1).default(10),
    MAIL_BACKOFF_MS: z.coerce.number().int().min(0).default(7000),
    // At least 2: migrating holds one connection for the advisory lock while TypeORM uses another.
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (env.LOGIN_VERIFICATION === 'off')
      ctx.addIssue({
        code: 'custom',
        path: ['LOGIN_VERIFICATION'],
        message: 'cannot be off in production (it is for private test systems without a mail worker)',
      });
    if (!env.JWT_PRIVATE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_PRIVATE_KEY'],
        message: 'is required in production (PEM of an ES256 / P-256 key)',
      });
  });

export type AuthConfig = z.output<typeof authConfigSchema>;

/** The only reader of process.env in auth-service. */
export const loadAuthConfig = (env: Record<string, string | undefined> = process.env): AuthConfig => {
  const config = loadConfig('auth-service', authConfigSchema, env);
  assertInternalToken('auth-service', config);
  return config;
};
