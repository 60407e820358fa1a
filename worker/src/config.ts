import { z } from 'zod';
import { assertInternalToken, commonEnv, internalTokenEnv, loadConfig, port } from '@site/service-kit';
import { COMPANY } from '@site/contracts';
import { dkimKeyProblem, domainOfAddress, type DkimSettings } from './mail/dkim';

export const configSchema = z
  .object({
    ...commonEnv,
    ...internalTokenEnv,
    /** Health and metrics only; the worker takes no other HTTP traffic. */
    PORT: port(4005),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default(`${COMPANY.brand} <${COMPANY.mailboxes.noReply}>`),
    MAIL_TO_SALES: z.email().default(COMPANY.mailboxes.sales),
    MAIL_TO_INFO: z.email().default(COMPANY.mailboxes.info),
    FORMS_URL: z.url().default('http://127.0.0.1:4003'),
    /** auth-service, which takes the delivery reports of staff mails (invitations, resets, sign-in codes). */
    AUTH_URL: z.url().default('http://127.0.0.1:4002'),
    UPLOAD_URL: z.url().default('http://127.0.0.1:4004'),
    /** Where people reach the site: resume download links in mails are made absolute with it. */
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
    HTTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * The DKIM signing key (PEM of an RSA key, 2048 bits; env files may carry it on one line with
     * literal "\n"). `npm start` generates one per install (.local/secrets/dkim-private.pem).
     */
    DKIM_PRIVATE_KEY: z
      .string()
      .optional()
      .transform((value) => (value ? value.replace(/\\n/g, '\n').trim() : undefined))
      .superRefine((pem, ctx) => {
        const problem = pem === undefined ? null : dkimKeyProblem(pem);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** The selector of the DNS record (`<selector>._domainkey.<domain>`); a new key gets a new selector. */
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i, 'must be one DNS label')
      .default('nw1'),
    /** The d= domain; the domain of MAIL_FROM when unset (so DMARC sees the two aligned). */
    DKIM_DOMAIN: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name').optional(),
    /**
     * Who signs: `worker` (this key; production refuses to start without one) or `relay` (the SMTP
     * relay signs for the domain, e.g. a provider's own DKIM, and the worker sends unsigned).
     */
    DKIM_SIGNING: z.enum(['worker', 'relay']).default('worker'),
  })
  .superRefine((env, ctx) => {
    if (!domainOfAddress(env.MAIL_FROM)) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'must contain an address with a domain' });
    if (env.NODE_ENV === 'production' && env.DKIM_SIGNING === 'worker' && !env.DKIM_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DKIM_PRIVATE_KEY'],
        message: 'is required in production (or set DKIM_SIGNING=relay when the SMTP relay signs): unsigned mail lands in spam (docs/operations.md)',
      });
    }
  });

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const config = loadConfig('worker', configSchema, env);
  assertInternalToken('worker', config);
  return config;
};

/** What nodemailer signs with, or undefined when this worker does not sign (no key, or the relay signs). */
export const dkimSettingsOf = (config: Config): DkimSettings | undefined =>
  config.DKIM_SIGNING === 'worker' && config.DKIM_PRIVATE_KEY
    ? {
        domainName: (config.DKIM_DOMAIN ?? domainOfAddress(config.MAIL_FROM) ?? '').toLowerCase(),
        keySelector: config.DKIM_SELECTOR,
        privateKey: config.DKIM_PRIVATE_KEY,
      }
    : undefined;
