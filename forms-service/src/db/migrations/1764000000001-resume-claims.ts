import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A resume upload belongs to the one application that claims it first: the primary key makes the
 * claim atomic across instances. Existing applications keep the resume they had (the first one of a
 * shared key claims it).
 */
export class ResumeClaims1764000000001 implements MigrationInterface {
  name = 'ResumeClaims1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forms.resume_claims (
        resume_key text PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES forms.submissions (id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO forms.resume_claims (resume_key, submission_id, claimed_at)
      SELECT DISTINCT ON (resume_key) resume_key, id, created_at
        FROM forms.submissions WHERE resume_key IS NOT NULL
       ORDER BY resume_key, created_at, id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE forms.resume_claims`);
  }
}
