import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FormsInitial1763800000000 implements MigrationInterface {
  name = 'FormsInitial1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forms.submissions (
        id uuid PRIMARY KEY,
        type text NOT NULL CHECK (type IN ('contact', 'newsletter', 'job')),
        region text CHECK (region IN ('canada', 'usa')),
        payload jsonb NOT NULL,
        consent_text text NOT NULL,
        consent_at timestamptz NOT NULL,
        ip text,
        user_agent text,
        delivery_status text NOT NULL CHECK (delivery_status IN ('pending', 'sent', 'failed', 'spam')),
        spam boolean NOT NULL DEFAULT false,
        spam_reason text,
        attempts int NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        current_job_id text,
        resend_count int NOT NULL DEFAULT 0,
        resume_key text,
        resume_state text CHECK (resume_state IN ('unverified', 'attached', 'missing')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX submissions_created_idx ON forms.submissions (created_at DESC)`);
    await q.query(
      `CREATE INDEX submissions_type_status_idx ON forms.submissions (type, delivery_status, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX submissions_unattached_idx ON forms.submissions (created_at) WHERE resume_state = 'unverified'`,
    );
    await q.query(`
      CREATE TABLE forms.outbox (
        id bigserial PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES forms.submissions (id) ON DELETE CASCADE,
        job_id text NOT NULL,
        payload jsonb NOT NULL,
        publish_attempts int NOT NULL DEFAULT 0,
        last_error text,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbox_unpublished_idx ON forms.outbox (id) WHERE published_at IS NULL`);
    await q.query(`
      CREATE TABLE forms.subscribers (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        consent_text text NOT NULL,
        consent_at timestamptz NOT NULL,
        consent_ip text,
        consent_user_agent text,
        confirmed_at timestamptz,
        confirmed_ip text,
        unsubscribed_at timestamptz,
        confirmation_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX subscribers_email_lower_key ON forms.subscribers (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE forms.outbox`);
    await q.query(`DROP TABLE forms.submissions`);
    await q.query(`DROP TABLE forms.subscribers`);
  }
}
