import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailInitial1763800000001 implements MigrationInterface {
  name = 'MailInitial1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE mail.deliveries (
        job_id text NOT NULL,
        recipient text NOT NULL,
        submission_id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('sending', 'sent')),
        message_id text NOT NULL,
        tries int NOT NULL DEFAULT 0,
        sent_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job_id, recipient)
      )`);
    await q.query(`CREATE INDEX deliveries_submission_idx ON mail.deliveries (submission_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mail.deliveries`);
  }
}
