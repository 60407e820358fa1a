import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending revisions (decisions/content.md, "Revisions"): an edit of a published or scheduled item is
 * kept in `draft` (the edited fields as JSON) until it is published; the live columns stay as they
 * are. Null: no unpublished changes.
 */
export class Revisions1763800000004 implements MigrationInterface {
  name = 'Revisions1763800000004';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'case_studies']) {
      await q.query(`ALTER TABLE "content"."${table}" ADD COLUMN "draft" jsonb NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'case_studies']) {
      await q.query(`ALTER TABLE "content"."${table}" DROP COLUMN "draft"`);
    }
  }
}
