import { z } from 'zod';
import { assertInternalToken, commonEnv, internalTokenEnv, loadConfig, port } from '@site/service-kit';
import { FORM_RATE_LIMITS } from '@site/contracts';

/**
 * Public defaults for tests and a bare `node dist/main.js`; `npm start` passes secrets generated once
 * per install (.local/secrets/). Outside development and test they are refused (checked below).
 */
export const LOCAL_FORM_TOKEN_SECRET = 'local-form-token-secret-not-for-production';
export const LOCAL_NEWSLETTER_SECRET = 'local-newsletter-secret-not-for-production';

/** A trial on this machine (compose without a domain): mail providers never see its links anyway. */
const isLoopbackOrigin = (url: string): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/** Where NODE_ENV allows the public default; anywhere else a real secret is required. */
const DEFAULT_SECRET_ALLOWED = new Set(['development', 'test']);

export const configSchema = z
  .object({
    ...commonEnv,
    ...internalTokenEnv,
    PORT: port(4003),
    UPLOAD_URL: z.url().default('http://127.0.0.1:4004'),
    /** Where the visitor's browser reaches the site (newsletter confirm/unsubscribe links). */
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
    /** HMAC key that signs newsletter confirm/unsubscribe tokens. */
    NEWSLETTER_SECRET: z.string().min(16).default(LOCAL_NEWSLETTER_SECRET),
    /** HMAC key that signs the forms' anti-spam tokens (docs/decisions/forms.md F16). */
    FORM_TOKEN_SECRET: z.string().min(16).default(LOCAL_FORM_TOKEN_SECRET),
    /** How often the outbox relay looks for unpublished rows (it also runs right after each commit). */
    RELAY_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
    /** Delivery retries of the worker: 10 attempts, exponential from 7 s = about one hour in all. */
    MAIL_ATTEMPTS: z.coerce.number().int().min(1).default(10),
    MAIL_BACKOFF_MS: z.coerce.number().int().min(0).default(7000),
    /** Per IP and form (spec-free choice, docs/decisions/forms.md F7); a load test raises them. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(FORM_RATE_LIMITS.perMinute),
    RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(FORM_RATE_LIMITS.perHour),
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /** How often the gateway's page-view counters move from Redis into forms.traffic_* (docs/decisions/traffic.md). */
    TRAFFIC_FLUSH_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  })
  .refine((c) => DEFAULT_SECRET_ALLOWED.has(c.NODE_ENV) || c.NEWSLETTER_SECRET !== LOCAL_NEWSLETTER_SECRET, {
    message: 'NEWSLETTER_SECRET must be set to a secret of your own outside development and test',
    path: ['NEWSLETTER_SECRET'],
  })
  .refine((c) => DEFAULT_SECRET_ALLOWED.has(c.NODE_ENV) || c.FORM_TOKEN_SECRET !== LOCAL_FORM_TOKEN_SECRET, {
    message: 'FORM_TOKEN_SECRET must be set to a secret of your own outside development and test',
    path: ['FORM_TOKEN_SECRET'],
  })
  // Mailbox providers honour one-click unsubscribe (RFC 8058) only on an https List-Unsubscribe.
  .refine((c) => c.NODE_ENV !== 'production' || new URL(c.PUBLIC_BASE_URL).protocol === 'https:' || isLoopbackOrigin(c.PUBLIC_BASE_URL), {
    message: 'PUBLIC_BASE_URL must be https in production (the newsletter\'s List-Unsubscribe link); http is only for localhost',
    path: ['PUBLIC_BASE_URL'],
  });

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const config = loadConfig('forms-service', configSchema as unknown as z.ZodObject, env) as Config;
  assertInternalToken('forms-service', config);
  return config;
};
