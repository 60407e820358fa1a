import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeliveryReport, MailJob, StaffMail } from '@site/contracts';

/**
 * Staff mails take the one mail path (docs/architecture.md, "store first, then queue"): a row in
 * `auth.outbox`, written in the same transaction as what it tells about (the invitation, the reset
 * link, the sign-in challenge's code); service-kit's outbox relay puts it on the BullMQ `mail` queue;
 * the worker sends it and reports back to `/internal/mails/:id/delivery`.
 */
export class StaffMailOutbox {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Stores the mail; returns its id. The caller kicks the relay after its transaction commits. */
  async add(mail: StaffMail, requestId?: string): Promise<string> {
    const mailId = randomUUID();
    const job: MailJob = { ...mail, submissionId: mailId, receivedAt: new Date().toISOString(), ...(requestId ? { requestId } : {}) };
    await this.db.query(`INSERT INTO auth.outbox (mail_id, job_id, payload) VALUES ($1, $2, $3)`, [mailId, mailId, JSON.stringify(job)]);
    return mailId;
  }

  /** The worker's report of a delivery attempt; false when no such mail exists. */
  async applyReport(mailId: string, report: DeliveryReport): Promise<boolean> {
    const [, changed] = (await this.db.query(
      `UPDATE auth.outbox SET delivery_status = $2, delivery_attempts = GREATEST(delivery_attempts, $3), delivery_error = $4
        WHERE mail_id = $1 AND delivery_status <> 'sent'`,
      [mailId, report.status, report.attempts, report.lastError],
    )) as [unknown, number];
    if (changed === 1) return true;
    const rows = (await this.db.query(`SELECT 1 FROM auth.outbox WHERE mail_id = $1`, [mailId])) as unknown[];
    return rows.length > 0;
  }
}
