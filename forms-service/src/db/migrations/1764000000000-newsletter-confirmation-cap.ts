import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per newsletter confirmation mail queued, by recipient mailbox (aliases folded). */
export class NewsletterConfirmationCap1764000000000 implements MigrationInterface {
  name = 'NewsletterConfirmationCap1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forms.newsletter_confirmations (
        id bigserial PRIMARY KEY,
        mailbox text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX newsletter_confirmations_mailbox_idx ON forms.newsletter_confirmations (mailbox, sent_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE forms.newsletter_confirmations`);
  }
}
