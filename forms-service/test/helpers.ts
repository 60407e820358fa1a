import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { createAdminSessions, createLogger, createRedis, initializeDataSource, LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import {
  startTestApp,
  seedTestAdminSession,
  testAdminKeys,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RunningTestApp,
  type TestDatabase,
} from '@site/service-kit/testing';
import { MAIL_QUEUE, type ContactForm, type JobForm } from '@site/contracts';
import { createApp } from '../src/app';
import { createFormsDataSource } from '../src/db/data-source';
import { createOutboxRelay, type OutboxRelay } from '../src/outbox/outbox-relay';
import { createUploadClient } from '../src/uploads/upload-client';
import { FormTokens } from '../src/spam/form-token';
import { SubmissionsRepository } from '../src/submissions/submissions-repository';
import type { VisitLookup } from '../src/attribution/visit-lookup';
import { createMigratedDatabase } from '@site/testing/databases';
import { startFakeUploadService, type FakeUploadService } from '@site/testing/fake-upload-service';

/** A fresh database with the forms schema: a copy of the run's migrated template. */
export const createFormsDatabase = (label: string) =>
  createMigratedDatabase(label, 'forms', async (url) => {
    await (await initializeDataSource(createFormsDataSource(url))).destroy();
  });

export const TEST_NEWSLETTER_SECRET = 'test-newsletter-secret-0123456789';
export const TEST_FORM_TOKEN_SECRET = 'test-form-token-secret-0123456789';
export const testTokens = new FormTokens(TEST_FORM_TOKEN_SECRET);
let tokensIssued = 0;
/**
 * A token of a page shown a minute ago, a different one on every call (one per page view: a token
 * carries at most FORM_TOKEN_MAX_SUBMISSIONS mailed submissions, docs/decisions/forms.md F24). Each
 * call's issue time is a millisecond earlier, so concurrent posts never share one.
 */
export const aValidToken = (): string => testTokens.issue(Date.now() - 60_000 - (tokensIssued += 1));
/** Nothing listens here: stands for a Redis or upload-service that is down. */
export const CLOSED_PORT_URL = (scheme: string) => `${scheme}://127.0.0.1:9`;

export const logger = createLogger('forms-service-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export const aContactForm = (overrides: Partial<ContactForm> = {}): ContactForm => ({
  email: 'jane@client.example',
  name: 'Jane Doe',
  message: 'We need digital signage in 12 stores.',
  phoneNum: '4165550100',
  formType: 'Contact page Form',
  ...overrides,
});

export const aResumeKey = (ext: 'pdf' | 'docx' = 'pdf') => `${randomUUID()}.${ext}`;

export const aJobForm = (overrides: Partial<JobForm> = {}): JobForm => ({
  fname: 'Sam',
  lname: 'Rivera',
  email: 'sam@applicant.example',
  phoneNum: '5035550100',
  city: 'Portland',
  state: 'Oregon',
  jobInterested: 'Field Technicians',
  resume: aResumeKey(),
  formType: 'job Form',
  ...overrides,
});

export interface FormsHarness {
  db: TestDatabase;
  dataSource: DataSource;
  redis: Redis;
  prefix: string;
  uploads: FakeUploadService;
  app: RunningTestApp;
  queue: Queue;
  relay: OutboxRelay;
  queued: number;
  /**
   * POSTs JSON. An object body without a `formToken` key gets a valid one (a visitor's browser
   * always earns it); give `formToken: undefined` to post without.
   */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  count(table: 'submissions' | 'outbox' | 'subscribers'): Promise<number>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  label: string;
  redisUrl?: string;
  uploadUrl?: string;
  publicBaseUrl?: string;
  rateLimits?: { perMinute: number; perHour: number };
  /** Relay settings of the harness's own (working-Redis) relay. */
  mailAttempts?: number;
  mailBackoffMs?: number;
  /** The traffic counting's visits (issue 27); without it no lead has a visit. */
  visits?: VisitLookup;
  /** The traffic counting's flusher the report calls before reading. */
  traffic?: { flush(): Promise<unknown> };
}

/** forms-service on a fresh database, a unique Redis prefix and a fake upload-service; the relay is NOT started. */
export async function startForms(options: HarnessOptions): Promise<FormsHarness> {
  const db = await createFormsDatabase(options.label);
  const dataSource = await initializeDataSource(createFormsDataSource(db.url));
  const prefix = testRedisPrefix(options.label);
  // A Redis that is down stays down for the whole file (no reconnect timers left behind).
  const redis = createRedis(
    options.redisUrl ?? TEST_REDIS_URL,
    options.redisUrl ? { retryStrategy: () => null } : {},
  );
  redis.on('error', () => undefined);
  // Commands fail fast until connected (the service fails open); tests of the limits need it up.
  if (!options.redisUrl) await new Promise((resolve) => redis.once('ready', resolve));
  // The session `signTestToken()` tokens carry, as the auth-service opens one at sign-in. Admin
  // sessions are read from the real Redis (queueRedis below) even when `redisUrl` takes the rate
  // limits' Redis away, so tests of that outage can still act as an admin.
  await seedTestAdminSession(prefix);
  const uploads = await startFakeUploadService();
  const uploadClient = createUploadClient({ baseUrl: options.uploadUrl ?? uploads.url, timeoutMs: 1000, internalToken: LOCAL_INTERNAL_TOKEN });
  const queueRedis = createRedis(TEST_REDIS_URL);
  const queue = new Queue(MAIL_QUEUE, { connection: queueRedis, prefix });
  const relay = createOutboxRelay({
    dataSource,
    queue,
    logger,
    intervalMs: 200,
    attempts: options.mailAttempts ?? 3,
    backoffMs: options.mailBackoffMs ?? 100,
    submissions: new SubmissionsRepository(dataSource),
    uploads: createUploadClient({ baseUrl: uploads.url, timeoutMs: 1000, internalToken: LOCAL_INTERNAL_TOKEN }),
  });
  const harness = {} as FormsHarness;
  const app = await startTestApp(
    createApp({
      logger,
      dataSource,
      redis,
      redisPrefix: prefix,
      uploads: uploadClient,
      newsletterSecret: TEST_NEWSLETTER_SECRET,
      formTokenSecret: TEST_FORM_TOKEN_SECRET,
      publicBaseUrl: options.publicBaseUrl ?? 'http://localhost:8080',
      adminAuth: { keys: testAdminKeys, sessions: createAdminSessions(queueRedis, prefix) },
      internalToken: LOCAL_INTERNAL_TOKEN,
      onQueued: () => {
        harness.queued += 1;
      },
      rateLimits: options.rateLimits ?? { perMinute: 1000, perHour: 1000 },
      visits: options.visits,
      traffic: options.traffic,
    }),
  );
  Object.assign(harness, {
    db,
    dataSource,
    redis,
    prefix,
    uploads,
    app,
    queue,
    relay,
    queued: 0,
    async post(path: string, body: unknown, headers: Record<string, string> = {}) {
      const res = await fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body:
          typeof body === 'string'
            ? body
            : JSON.stringify(
                body && typeof body === 'object' && !Array.isArray(body) && !('formToken' in body)
                  ? { ...body, formToken: aValidToken() }
                  : body,
              ),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async count(table: string) {
      const rows = (await dataSource.query(`SELECT count(*)::int AS n FROM forms.${table}`)) as Array<{
        n: number;
      }>;
      return rows[0]?.n ?? 0;
    },
    async close() {
      await relay.stop();
      await app.close();
      await uploads.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await queueRedis.quit().catch(() => undefined);
      redis.disconnect();
      await dataSource.destroy();
      await db.drop();
    },
  });
  return harness;
}

export interface SubmissionRow {
  id: string;
  type: string;
  region: string | null;
  payload: Record<string, string>;
  consent_text: string;
  consent_version: string | null;
  ip: string | null;
  user_agent: string | null;
  delivery_status: string;
  spam: boolean;
  spam_reason: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  current_job_id: string | null;
  resume_key: string | null;
  resume_state: string | null;
}

export async function submissions(h: FormsHarness): Promise<SubmissionRow[]> {
  return (await h.dataSource.query(
    `SELECT * FROM forms.submissions ORDER BY created_at, id`,
  )) as SubmissionRow[];
}

export async function outbox(h: FormsHarness): Promise<
  Array<{
    submission_id: string;
    job_id: string;
    payload: Record<string, unknown>;
    published_at: Date | null;
    last_error: string | null;
  }>
> {
  return (await h.dataSource.query(`SELECT * FROM forms.outbox ORDER BY id`)) as never;
}
