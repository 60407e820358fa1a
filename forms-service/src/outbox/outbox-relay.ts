import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { createOutboxRelay as createRelay, type Logger, type OutboxRelay } from '@site/service-kit';
import type { SubmissionsRepository } from '../submissions/submissions-repository';
import type { UploadClient } from '../uploads/upload-client';
import { OutboxRepository } from './outbox-repository';

export type { OutboxRelay } from '@site/service-kit';

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

/**
 * forms-service's outbox relay: service-kit's (store first, then queue; FOR UPDATE SKIP LOCKED;
 * the row's job id) on `forms.outbox`, plus two chores once per interval: re-publishing rows whose
 * submission never heard from the worker, and finishing resume attachments.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { logger } = options;
  const outbox = new OutboxRepository(options.dataSource);
  const republishAfterMs = options.republishAfterMs ?? 15 * 60 * 1000;

  const reopenStale = async (): Promise<void> => {
    const reopened = await outbox.reopenStale(republishAfterMs);
    if (reopened > 0) logger.warn({ reopened }, 'outbox rows without a delivery report are published again');
  };

  const attachPending = async (): Promise<void> => {
    if (!options.submissions || !options.uploads) return;
    for (const row of await options.submissions.listUnverifiedResumes(20)) {
      const result = await options.uploads.attachResume(row.resumeKey, row.id, undefined);
      if (result === 'unreachable') return;
      await options.submissions.setResumeState(row.id, result === 'exists' ? 'attached' : 'missing');
      if (result === 'missing')
        logger.error({ submissionId: row.id, resumeKey: row.resumeKey }, 'resume of a stored application is missing');
    }
  };

  return createRelay({
    dataSource: options.dataSource,
    queue: options.queue,
    logger,
    table: 'forms.outbox',
    intervalMs: options.intervalMs,
    attempts: options.attempts,
    backoffMs: options.backoffMs,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.publishTimeoutMs ? { publishTimeoutMs: options.publishTimeoutMs } : {}),
    beforePass: reopenStale,
    afterBatches: attachPending,
  });
}
