import { z } from 'zod';
import { assertInternalToken, commonEnv, internalTokenEnv, loadConfig, port } from '@site/service-kit';
import { COMPANY } from '@site/contracts';

export const configSchema = z.object({
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
  UPLOAD_URL: z.url().default('http://127.0.0.1:4004'),
  /** Where people reach the site: resume download links in mails are made absolute with it. */
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
  HTTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Config = z.output<typeof configSchema>;

export const readConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const config = loadConfig('worker', configSchema, env);
  assertInternalToken('worker', config);
  return config;
};
