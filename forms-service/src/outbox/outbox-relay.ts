import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { Logger } from '@site/service-kit';
import type { SubmissionsRepository } from '../submissions/submissions-repository';
import type { UploadClient } from '../uploads/upload-client';
import { OutboxRepository } from './outbox-repository';

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
  const { queue, logger, intervalMs, attempts, backoffMs } = options;
  const outbox = new OutboxRepository(options.dataSource);
  const batchSize = options.batchSize ?? 50;
  const publishTimeoutMs = options.publishTimeoutMs ?? 3000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const publishBatch = async (): Promise<{ published: number; failed: boolean; more: boolean }> =>
    outbox.transaction(async (tx) => {
      const rows = await outbox.claimUnpublished(tx, batchSize);
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
        await outbox.markFailed(tx, ids, message);
        logger.warn({ rows: ids.length, err: message }, 'outbox publish failed; will retry');
        return { published: 0, failed: true, more: false };
      }
      await outbox.markPublished(tx, ids);
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
    const reopened = await outbox.reopenStale(republishAfterMs);
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
