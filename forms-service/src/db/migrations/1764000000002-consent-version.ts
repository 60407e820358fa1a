import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the consent text the form showed (CONSENT_VERSIONS in contracts). Null for rows
 * stored before forms showed a consent text at all.
 */
export class ConsentVersion1764000000002 implements MigrationInterface {
  name = 'ConsentVersion1764000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE forms.submissions ADD COLUMN IF NOT EXISTS consent_version text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE forms.submissions DROP COLUMN IF EXISTS consent_version`);
  }
}
