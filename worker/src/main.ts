import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MAIL_QUEUE } from '@site/contracts';
import { createLogger, createMetrics, initializeDataSource, runService, serve } from '@site/service-kit';
import { dkimSettingsOf, readConfig } from './config';
import { createMailDataSource } from './db/data-source';
import { DeliveriesRepository } from './mail/deliveries-repository';
import { createMailProcessor } from './mail/mail-processor';
import { createMailTransport } from './mail/mail-transport';
import { createMailWorker } from './mail/mail-worker';
import { createResumeFetcher } from './clients/upload-client';
import { createDeliveryReporter } from './clients/forms-client';
import { createApp } from './app';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('worker', config.LOG_LEVEL);
  const metrics = createMetrics('worker');
  const mailsSent = metrics.counter('mails_sent_total', 'Mails accepted by SMTP', ['kind']);
  const mailsFailed = metrics.counter('mails_failed_total', 'Mail job attempts that failed; final="true" when no retry is left', ['final']);
  const queueJobs = metrics.gauge('mail_queue_jobs', 'Jobs in the mail queue by state (sampled every 5 s)', ['state']);
  // Each job in hand holds one connection while it sends (row lock); two more for claims and health.
  const dataSource = await initializeDataSource(
    createMailDataSource(config.DATABASE_URL, config.MAIL_CONCURRENCY + 2),
  );
  const dkim = dkimSettingsOf(config);
  if (dkim) logger.info({ domain: dkim.domainName, selector: dkim.keySelector }, 'mails are DKIM-signed');
  else
    logger.warn(
      { dkimSigning: config.DKIM_SIGNING },
      config.DKIM_SIGNING === 'relay' ? 'mails leave unsigned: the SMTP relay signs them' : 'mails leave unsigned: no DKIM_PRIVATE_KEY',
    );
  const transport = createMailTransport(config.SMTP_URL, dkim);
  const processMailJob = createMailProcessor({
    transport,
    deliveries: new DeliveriesRepository(dataSource),
    fetchResume: createResumeFetcher({
      baseUrl: config.UPLOAD_URL,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      timeoutMs: config.HTTP_TIMEOUT_MS,
      internalToken: config.INTERNAL_TOKEN,
    }),
    reportDelivery: createDeliveryReporter({
      baseUrl: config.FORMS_URL,
      timeoutMs: config.HTTP_TIMEOUT_MS,
      internalToken: config.INTERNAL_TOKEN,
    }),
    reportStaffDelivery: createDeliveryReporter({
      baseUrl: config.AUTH_URL,
      timeoutMs: config.HTTP_TIMEOUT_MS,
      internalToken: config.INTERNAL_TOKEN,
      resource: 'mails',
    }),
    settings: { from: config.MAIL_FROM, toSales: config.MAIL_TO_SALES, toInfo: config.MAIL_TO_INFO },
    logger,
    onSent: (kind) => mailsSent.inc({ kind }),
  });
  const mail = createMailWorker({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    concurrency: config.MAIL_CONCURRENCY,
    logger,
    process: processMailJob,
  });
  mail.worker.on('failed', (job) => {
    mailsFailed.inc({ final: String((job?.attemptsMade ?? 0) >= (job?.opts.attempts ?? 1)) });
  });
  // Queue depth for alerts (mail piling up = SMTP or worker trouble); a Redis outage skips a sample.
  const queueRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  queueRedis.on('error', () => undefined);
  const queue = new Queue(MAIL_QUEUE, { connection: queueRedis, prefix: config.REDIS_PREFIX });
  const sampleQueue = setInterval(() => {
    queue
      .getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')
      .then((counts) => {
        for (const [state, n] of Object.entries(counts)) queueJobs.set({ state }, n);
      })
      .catch(() => undefined);
  }, 5000);
  sampleQueue.unref();
  await serve(createApp({ logger, dataSource, worker: mail.worker, metrics }), {
    name: 'worker',
    logger,
    settings: config,
    // worker.close() lets the jobs in hand finish; a job cut off by the timeout is retried and deduplicated.
    closers: [
      () => clearInterval(sampleQueue),
      () => mail.close(),
      () => queue.close(),
      () => queueRedis.quit().catch(() => undefined),
      () => transport.close(),
      () => dataSource.destroy(),
    ],
  });
}

runService(main);
