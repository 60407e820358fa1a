import { z } from 'zod';
import { commonEnv, loadConfig, port } from '@site/service-kit';
import { FORM_RATE_LIMITS } from '@site/contracts';

/** Local-only default; production must set FORM_TOKEN_SECRET (checked below). */
export const LOCAL_FORM_TOKEN_SECRET = 'local-form-token-secret-not-for-production';

/** Local-only default; production must set NEWSLETTER_SECRET (checked below). */
export const LOCAL_NEWSLETTER_SECRET = 'local-newsletter-secret-not-for-production';

export const configSchema = z
  .object({
    ...commonEnv,
    PORT: port(4003),
    UPLOAD_URL: z.url().default('http://127.0.0.1:4004'),
    /** Where the visitor's browser reaches the site (newsletter confirm/unsubscribe links). */
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
    /** HMAC key that signs newsletter confirm/unsubscribe tokens. */
    NEWSLETTER_SECRET: z.string().min(16).default(LOCAL_NEWSLETTER_SECRET),
    /** HMAC key that signs the forms' anti-spam tokens (docs/decisions/forms.md F12). */
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
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.NEWSLETTER_SECRET !== LOCAL_NEWSLETTER_SECRET, {
    message: 'NEWSLETTER_SECRET must be set in production',
    path: ['NEWSLETTER_SECRET'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.FORM_TOKEN_SECRET !== LOCAL_FORM_TOKEN_SECRET, {
    message: 'FORM_TOKEN_SECRET must be set in production',
    path: ['FORM_TOKEN_SECRET'],
  });

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config =>
  loadConfig('forms-service', configSchema as unknown as z.ZodObject, env) as Config;
