import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { MAIL_QUEUE, requestIdOfMailJob, type MailJob } from '@site/contracts';
import type { Logger } from '@site/service-kit';
import type { MailJobRun } from './mail-processor';

/** The BullMQ consumer of the `mail` queue; `close()` waits for the jobs in hand (graceful SIGTERM). */
export function createMailWorker(options: {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  logger: Logger;
  process: (job: MailJobRun) => Promise<unknown>;
  /** How often stalled jobs (a crashed worker's) are taken back; BullMQ's default is 30 s. */
  stalledIntervalMs?: number;
}): { worker: Worker<MailJob>; close: (force?: boolean) => Promise<void> } {
  // A blocking consumer connection must retry forever (BullMQ requires maxRetriesPerRequest null).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (err: Error) => options.logger.warn({ err: err.message }, 'redis error'));
  const worker = new Worker<MailJob>(MAIL_QUEUE, (job) => options.process(job), {
    connection,
    prefix: options.prefix,
    concurrency: options.concurrency,
    ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
  });
  worker.on('failed', (job, err) =>
    options.logger.warn(
      {
        jobId: job?.id,
        requestId: job ? requestIdOfMailJob(job.data) : undefined,
        attemptsMade: job?.attemptsMade,
        err: err.message,
      },
      'mail job failed',
    ),
  );
  worker.on('error', (err) => options.logger.warn({ err: err.message }, 'mail worker error'));
  return {
    worker,
    close: async (force = false) => {
      await worker.close(force);
      await connection.quit().catch(() => undefined);
    },
  };
}
