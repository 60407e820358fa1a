import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from './logger';
import { withTimeout } from './with-timeout';

/** What the relay needs of a BullMQ queue (structural, so this package does not depend on BullMQ). */
export interface OutboxQueue {
  addBulk(
    jobs: Array<{ name: string; data: unknown; opts: Record<string, unknown> }>,
  ): Promise<unknown>;
}

export interface OutboxRelayCoreOptions {
  dataSource: DataSource;
  queue: OutboxQueue;
  logger: Logger;
  /** The service's outbox table, schema-qualified (`forms.outbox`, `auth.outbox`): id, job_id, payload (with `kind`), publish_attempts, last_error, published_at. */
  table: string;
  intervalMs: number;
  attempts: number;
  backoffMs: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  /** Runs first in a pass, at most once per interval (forms-service: re-publish rows nobody reported on). */
  beforePass?: () => Promise<void>;
  /** Runs after each round of batches (forms-service: finish resume attachments). */
  afterBatches?: () => Promise<void>;
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
  payload: { kind: string };
}

/**
 * The transactional outbox relay of every service that mails (store first, then queue): rows are
 * claimed with FOR UPDATE SKIP LOCKED (so several instances share the work without publishing a row
 * twice at once), added to the BullMQ `mail` queue with the row's job id (a second publish of the
 * same id is a no-op), then marked published in the same transaction. When Redis is away the add
 * fails, the row stays unpublished and the next pass tries again.
 */
export function createOutboxRelay(options: OutboxRelayCoreOptions): OutboxRelay {
  const { queue, logger, intervalMs, attempts, backoffMs, table } = options;
  if (!/^[a-z_]+\.[a-z_]+$/.test(table)) throw new Error(`outbox table "${table}" is not schema.table`);
  const batchSize = options.batchSize ?? 50;
  const publishTimeoutMs = options.publishTimeoutMs ?? 3000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const claim = async (tx: EntityManager): Promise<OutboxRow[]> =>
    (await tx.query(
      `SELECT id, job_id, payload FROM ${table} WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [batchSize],
    )) as OutboxRow[];

  const publishBatch = async (): Promise<{ published: number; more: boolean }> =>
    options.dataSource.transaction(async (tx) => {
      const rows = await claim(tx);
      if (rows.length === 0) return { published: 0, more: false };
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
          `UPDATE ${table} SET publish_attempts = publish_attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`,
          [ids, message.slice(0, 1000)],
        );
        logger.warn({ rows: ids.length, err: message }, 'outbox publish failed; will retry');
        return { published: 0, more: false };
      }
      await tx.query(
        `UPDATE ${table} SET published_at = now(), publish_attempts = publish_attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      return { published: rows.length, more: rows.length === batchSize };
    });

  let lastSweep = 0;
  const pass = async (): Promise<number> => {
    let total = 0;
    // The hooks run at most once per interval: a pass right after a commit must not wait on them.
    let sweep = Date.now() - lastSweep >= intervalMs;
    if (sweep) await options.beforePass?.();
    do {
      again = false;
      for (;;) {
        const result = await publishBatch();
        total += result.published;
        if (!result.more) break;
      }
      if (sweep) {
        lastSweep = Date.now();
        sweep = false;
        await options.afterBatches?.();
      }
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
