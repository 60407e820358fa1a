import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales' own lead status, apart from the delivery status, and the history of every status change
 * and internal note (who, when). Events are only ever inserted; they go with their submission.
 */
export class LeadStatusAndHistory1795526233857 implements MigrationInterface {
  name = 'LeadStatusAndHistory1795526233857';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE forms.submissions
        ADD COLUMN lead_status text NOT NULL DEFAULT 'new'
          CHECK (lead_status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))`);
    await q.query(`CREATE INDEX submissions_lead_status_idx ON forms.submissions (lead_status, created_at DESC)`);
    await q.query(`
      CREATE TABLE forms.lead_events (
        id bigserial PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES forms.submissions (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('status', 'note')),
        from_status text,
        to_status text,
        note text,
        actor_sub text NOT NULL,
        actor_email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((kind = 'status' AND from_status IS NOT NULL AND to_status IS NOT NULL AND note IS NULL)
            OR (kind = 'note' AND note IS NOT NULL AND from_status IS NULL AND to_status IS NULL))
      )`);
    await q.query(`CREATE INDEX lead_events_submission_idx ON forms.lead_events (submission_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE forms.lead_events`);
    await q.query(`ALTER TABLE forms.submissions DROP COLUMN lead_status`);
  }
}
