import type { DataSource } from 'typeorm';
import { initializeDataSource, LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import {
  captureLogger,
  TEST_REDIS_URL,
  type TestDatabase,
} from '@site/service-kit/testing';
import type { DeliveryReport } from '@site/contracts';
import { createMigratedDatabase } from '@site/testing/databases';
import { waitForValue } from '@site/testing/wait-for';
import { createMailDataSource } from '../src/db/data-source';
import { DeliveriesRepository } from '../src/mail/deliveries-repository';
import { createMailProcessor, type MailJobRun } from '../src/mail/mail-processor';
import { createMailTransport } from '../src/mail/mail-transport';
import type { DkimSettings } from '../src/mail/dkim';
import { createMailWorker } from '../src/mail/mail-worker';
import { createResumeFetcher } from '../src/clients/upload-client';
import { createDeliveryReporter } from '../src/clients/forms-client';

export const SETTINGS = {
  from: 'Northwire Integration <no-reply@northwire.example>',
  toSales: 'sales@northwire.example',
  toInfo: 'info@northwire.example',
};

export interface MailWorkerHarness {
  db: TestDatabase;
  dataSource: DataSource;
  deliveries: DeliveriesRepository;
  process: (job: MailJobRun) => Promise<{ sent: number; skipped: number }>;
  reports: Array<{ submissionId: string; report: DeliveryReport }>;
  /** The reports of staff mails, which go to auth-service (`authUrl`) instead. */
  staffReports: Array<{ submissionId: string; report: DeliveryReport }>;
  /** The processor's and consumer's log lines so far (info and up), parsed. */
  logLines(): Array<Record<string, unknown>>;
  /** The next `count` delivery reports fail, as if forms-service were away. */
  failReports(count: number): void;
  /** Starts the BullMQ consumer on the given prefix. */
  startConsumer(prefix: string): void;
  close(force?: boolean): Promise<void>;
  stopConsumer(force?: boolean): Promise<void>;
}

export async function startMailWorker(options: {
  label: string;
  smtpUrl: string;
  formsUrl: string;
  uploadUrl: string;
  /** auth-service's delivery endpoint (a recorder); staff mails are reported there. */
  authUrl?: string;
  /** The worker's DKIM signing settings (unsigned without). */
  dkim?: DkimSettings;
}): Promise<MailWorkerHarness> {
  // A copy of the run's migrated mail schema.
  const db = await createMigratedDatabase(options.label, 'worker', async (url) => {
    await (await initializeDataSource(createMailDataSource(url))).destroy();
  });
  const dataSource = await initializeDataSource(createMailDataSource(db.url));
  const deliveries = new DeliveriesRepository(dataSource);
  const transport = createMailTransport(options.smtpUrl, options.dkim);
  const reporter = createDeliveryReporter({ baseUrl: options.formsUrl, timeoutMs: 2000, internalToken: LOCAL_INTERNAL_TOKEN });
  const reports: MailWorkerHarness['reports'] = [];
  const staffReports: MailWorkerHarness['staffReports'] = [];
  const staffReporter = options.authUrl
    ? createDeliveryReporter({ baseUrl: options.authUrl, timeoutMs: 2000, internalToken: LOCAL_INTERNAL_TOKEN, resource: 'mails' })
    : undefined;
  const captured = captureLogger('worker-test');
  let reportFailures = 0;
  const process = createMailProcessor({
    transport,
    deliveries,
    fetchResume: createResumeFetcher({
      baseUrl: options.uploadUrl,
      publicBaseUrl: 'http://localhost:8080',
      timeoutMs: 2000,
      internalToken: LOCAL_INTERNAL_TOKEN,
    }),
    reportDelivery: async (submissionId, report, requestId) => {
      reports.push({ submissionId, report });
      if (reportFailures > 0) {
        reportFailures -= 1;
        throw new Error('forms-service unavailable');
      }
      await reporter(submissionId, report, requestId);
    },
    ...(staffReporter
      ? {
          reportStaffDelivery: async (submissionId: string, report: DeliveryReport, requestId?: string) => {
            staffReports.push({ submissionId, report });
            await staffReporter(submissionId, report, requestId);
          },
        }
      : {}),
    settings: SETTINGS,
    logger: captured.logger,
  });
  let consumer: ReturnType<typeof createMailWorker> | undefined;
  const stopConsumer = async (force = false) => {
    await consumer?.close(force);
    consumer = undefined;
  };
  return {
    db,
    dataSource,
    deliveries,
    process,
    reports,
    staffReports,
    logLines: captured.lines,
    failReports(count) {
      reportFailures = count;
    },
    startConsumer(prefix) {
      consumer = createMailWorker({
        redisUrl: TEST_REDIS_URL,
        prefix,
        concurrency: 2,
        logger: captured.logger,
        process,
        stalledIntervalMs: 1000,
      });
    },
    stopConsumer,
    async close(force = false) {
      await stopConsumer(force);
      transport.close();
      await dataSource.destroy();
      await db.drop();
    },
  };
}

/** Reads until `ok` holds and returns that value (@site/testing waitForValue, polling every 50 ms). */
export const waitUntil = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> =>
  waitForValue(read, ok, { timeout: timeoutMs, interval: 50 });
