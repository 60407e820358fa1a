import type { DataSource } from 'typeorm';
import { DeliveryEntity } from './delivery-entity';

export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Sends one (job, recipient) mail at most once per successful run:
   * 1. records 'sending' (or counts another try) unless the row is already 'sent' -> skip;
   * 2. in a transaction, locks the row, checks again (another worker may have just sent it), calls
   *    `send`, and records 'sent' with the Message-ID before committing.
   * A crash between the SMTP accept and step 2's commit leaves 'sending'; the retry sends again with
   * the same Message-ID (at-least-once: a lead is never dropped; mail clients collapse the twin).
   */
  async sendOnce(
    key: {
      jobId: string;
      recipient: string;
      submissionId: string;
      messageId: string;
      requestId: string | null;
    },
    send: () => Promise<string>,
  ): Promise<'sent' | 'already-sent'> {
    const claimed = (await this.dataSource.query(
      `INSERT INTO mail.deliveries (job_id, recipient, submission_id, state, message_id, tries, updated_at, request_id)
       VALUES ($1, $2, $3, 'sending', $4, 1, now(), $5)
       ON CONFLICT (job_id, recipient) DO UPDATE
         SET tries = mail.deliveries.tries + 1, updated_at = now()
         WHERE mail.deliveries.state <> 'sent'
       RETURNING state`,
      [key.jobId, key.recipient, key.submissionId, key.messageId, key.requestId],
    )) as Array<{ state: string }>;
    if (claimed.length === 0) return 'already-sent';
    return this.dataSource.transaction(async (tx) => {
      const rows = (await tx.query(
        `SELECT state FROM mail.deliveries WHERE job_id = $1 AND recipient = $2 FOR UPDATE`,
        [key.jobId, key.recipient],
      )) as Array<{
        state: string;
      }>;
      if (rows[0]?.state === 'sent') return 'already-sent';
      const messageId = await send();
      await tx.query(
        `UPDATE mail.deliveries SET state = 'sent', message_id = $3, sent_at = now(), updated_at = now() WHERE job_id = $1 AND recipient = $2`,
        [key.jobId, key.recipient, messageId],
      );
      return 'sent';
    });
  }

  async forJob(jobId: string): Promise<DeliveryEntity[]> {
    return this.dataSource.manager.find(DeliveryEntity, { where: { jobId }, order: { recipient: 'ASC' } });
  }
}
