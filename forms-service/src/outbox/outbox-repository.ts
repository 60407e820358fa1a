import type { DataSource } from 'typeorm';

/** What forms-service adds to service-kit's outbox relay: reopening rows nobody reported on. */
export class OutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

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
