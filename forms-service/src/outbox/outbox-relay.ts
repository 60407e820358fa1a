import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from '@site/service-kit';
import type { MailJob } from '@site/contracts';
import type { SubmissionsRepository } from '../submissions/submissions-repository';
import type { UploadClient } from '../uploads/upload-client';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  queue: Queue;
  logger: Logger;
  intervalMs: number;
  attempts: number;
  backoffMs: number;
  /** Given, the relay also finishes resume attachments that could not be done while the visitor waited. */
  submissions?: SubmissionsRepository;
  uploads?: UploadClient;
  batchSize?: number;
  publishTimeoutMs?: number;
  /**
   * A published job whose submission is still pending with no attempt reported after this long is
   * published again (same job id: a no-op while BullMQ still has it). Covers a Redis that lost its
   * data (restart without persistence) after the relay had marked the row published.
   */
  republishAfterMs?: number;
}

export interface OutboxRelay {
  start(): void;
  /** Publish now (after a commit); coalesces with a run already in progress. */
  kick(): void;
  /** One full pass; resolves when the outbox is empty or publishing failed. Returns rows published. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  job_id: string;
  payload: MailJob;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

/**
 * Transactional outbox relay: rows are claimed with FOR UPDATE SKIP LOCKED (so several instances
 * share the work without publishing a row twice at once), added to BullMQ with the row's job id
 * (a second publish of the same id is a no-op), then marked published in the same transaction.
 * When Redis is away the add fails, the row stays unpublished and the next pass tries again.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { dataSource, queue, logger, intervalMs, attempts, backoffMs } = options;
  const batchSize = options.batchSize ?? 50;
  const publishTimeoutMs = options.publishTimeoutMs ?? 3000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const publishBatch = async (): Promise<{ published: number; failed: boolean; more: boolean }> =>
    dataSource.transaction(async (tx) => {
      const rows = (await tx.query(
        `SELECT id, job_id, payload FROM forms.outbox
          WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      )) as OutboxRow[];
      if (rows.length === 0) return { published: 0, failed: false, more: false };
      const ids = rows.map((row) => row.id);
      try {
        // One round trip for the batch; each job keeps its own id, so a re-publish stays a no-op.
        await withTimeout(
          queue.addBulk(
            rows.map((row) => ({
              name: row.payload.kind,
              data: row.payload,
              opts: {
                jobId: row.job_id,
                attempts,
                backoff: { type: 'exponential', delay: backoffMs },
                removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
                removeOnFail: { age: 30 * 24 * 3600 },
              },
            })),
          ),
          publishTimeoutMs,
        );
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await tx.query(
          `UPDATE forms.outbox SET publish_attempts = publish_attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`,
          [ids, message.slice(0, 1000)],
        );
        logger.warn({ rows: ids.length, err: message }, 'outbox publish failed; will retry');
        return { published: 0, failed: true, more: false };
      }
      await tx.query(
        `UPDATE forms.outbox SET published_at = now(), publish_attempts = publish_attempts + 1, last_error = NULL
          WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      const published = rows.length;
      return { published, failed: false, more: rows.length === batchSize };
    });

  let lastSweep = 0;
  const attachPending = async (): Promise<void> => {
    if (!options.submissions || !options.uploads) return;
    // At most once per interval: a pass right after a commit must not wait on upload-service.
    if (Date.now() - lastSweep < intervalMs) return;
    lastSweep = Date.now();
    for (const row of await options.submissions.listUnverifiedResumes(20)) {
      const result = await options.uploads.attachResume(row.resumeKey, row.id);
      if (result === 'unreachable') return;
      await options.submissions.setResumeState(row.id, result === 'exists' ? 'attached' : 'missing');
      if (result === 'missing')
        logger.error(
          { submissionId: row.id, resumeKey: row.resumeKey },
          'resume of a stored application is missing',
        );
    }
  };

  const republishAfterMs = options.republishAfterMs ?? 15 * 60 * 1000;
  const reopenStale = async (): Promise<void> => {
    const [, reopened] = (await dataSource.query(
      `UPDATE forms.outbox o SET published_at = NULL, last_error = 'no delivery report; published again'
         FROM forms.submissions s
        WHERE s.id = o.submission_id AND o.job_id = s.current_job_id
          AND s.delivery_status = 'pending' AND s.attempts = 0
          AND o.published_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [republishAfterMs],
    )) as [unknown, number];
    if (reopened > 0) logger.warn({ reopened }, 'outbox rows without a delivery report are published again');
  };

  const pass = async (): Promise<number> => {
    let total = 0;
    if (Date.now() - lastSweep >= intervalMs) await reopenStale();
    do {
      again = false;
      for (;;) {
        const result = await publishBatch();
        total += result.published;
        if (!result.more) break;
      }
      await attachPending();
    } while (again && !stopped);
    return total;
  };

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((err: unknown) => {
        logger.error({ err }, 'outbox relay pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      stopped = false;
      timer ??= setInterval(() => void runOnce(), intervalMs);
      void runOnce();
    },
    kick() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
