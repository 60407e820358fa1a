import nodemailer from 'nodemailer';
import {
  createLogger,
  createMetrics,
  initializeDataSource,
  installGracefulShutdown,
  listen,
} from '@site/service-kit';
import { readConfig } from './config';
import { createMailDataSource } from './db/data-source';
import { DeliveriesRepository } from './mail/deliveries-repository';
import { createMailProcessor } from './mail/mail-processor';
import { createMailWorker } from './mail/mail-worker';
import { createResumeFetcher } from './clients/upload-client';
import { createDeliveryReporter } from './clients/forms-client';
import { createApp } from './app';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('worker', config.LOG_LEVEL);
  const metrics = createMetrics('worker');
  const mailsSent = metrics.counter('mails_sent_total', 'Mails accepted by SMTP', ['kind']);
  // Each job in hand holds one connection while it sends (row lock); two more for claims and health.
  const dataSource = await initializeDataSource(
    createMailDataSource(config.DATABASE_URL, config.MAIL_CONCURRENCY + 2),
  );
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const processMailJob = createMailProcessor({
    transport,
    deliveries: new DeliveriesRepository(dataSource),
    fetchResume: createResumeFetcher({
      baseUrl: config.UPLOAD_URL,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      timeoutMs: config.HTTP_TIMEOUT_MS,
    }),
    reportDelivery: createDeliveryReporter({ baseUrl: config.FORMS_URL, timeoutMs: config.HTTP_TIMEOUT_MS }),
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
  const server = await listen(createApp({ logger, dataSource, worker: mail.worker, metrics }), config.PORT);
  logger.info({ port: config.PORT }, 'worker running');
  installGracefulShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    // worker.close() lets the jobs in hand finish; a job cut off by the timeout is retried and deduplicated.
    closers: [() => mail.close(), () => transport.close(), () => dataSource.destroy()],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
