import type { DataSource, EntityManager } from 'typeorm';
import type { MailJob } from '@site/contracts';

export interface OutboxRow {
  id: string;
  job_id: string;
  payload: MailJob;
}

/** The outbox table as the relay works it: claim a batch, mark it published or failed, reopen stale rows. */
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** FOR UPDATE SKIP LOCKED: several instances share the work without publishing a row twice at once. */
  async claimUnpublished(tx: EntityManager, limit: number): Promise<OutboxRow[]> {
    return (await tx.query(
      `SELECT id, job_id, payload FROM forms.outbox
        WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )) as OutboxRow[];
  }

  async markFailed(tx: EntityManager, ids: string[], error: string): Promise<void> {
    await tx.query(
      `UPDATE forms.outbox SET publish_attempts = publish_attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])`,
      [ids, error.slice(0, 1000)],
    );
  }

  async markPublished(tx: EntityManager, ids: string[]): Promise<void> {
    await tx.query(
      `UPDATE forms.outbox SET published_at = now(), publish_attempts = publish_attempts + 1, last_error = NULL
        WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  }

  /**
   * Unpublishes the rows whose submission is still pending with no attempt reported this long
   * after publishing; returns how many.
   */
  async reopenStale(olderThanMs: number): Promise<number> {
    const [, reopened] = (await this.dataSource.query(
      `UPDATE forms.outbox o SET published_at = NULL, last_error = 'no delivery report; published again'
         FROM forms.submissions s
        WHERE s.id = o.submission_id AND o.job_id = s.current_job_id
          AND s.delivery_status = 'pending' AND s.attempts = 0
          AND o.published_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [olderThanMs],
    )) as [unknown, number];
    return reopened;
  }
}
