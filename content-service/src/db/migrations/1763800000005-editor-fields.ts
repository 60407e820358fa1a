import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_CASE_STUDIES, SEED_CASE_STUDY_ALTS } from '../seed/seed-case-studies';

/**
 * What the editors of issue 23 keep (decisions/content.md, "Public dates" and "Alt text"):
 * - `blogs.published_date_auto`: true while the public date is the day the post goes live (set by
 *   the server at that moment) rather than a date the editor chose. Existing posts keep their dates.
 * - `case_studies.banner_image_alt`, `sec1_img_alt`: the alt text of the two images a case study has;
 *   the seeded case studies get theirs while they still show their seeded images.
 */
export class EditorFields1763800000005 implements MigrationInterface {
  name = 'EditorFields1763800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."blogs" ADD COLUMN "published_date_auto" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "content"."case_studies" ADD COLUMN "banner_image_alt" varchar(300) NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "content"."case_studies" ADD COLUMN "sec1_img_alt" varchar(300) NOT NULL DEFAULT ''`);
    for (const seed of SEED_CASE_STUDIES) {
      const alts = SEED_CASE_STUDY_ALTS[seed._id];
      if (!alts) continue;
      await q.query(`UPDATE "content"."case_studies" SET "banner_image_alt" = $2 WHERE "_id" = $1 AND "banner_image" = $3`, [seed._id, alts.bannerImageAlt, seed.bannerImage]);
      await q.query(`UPDATE "content"."case_studies" SET "sec1_img_alt" = $2 WHERE "_id" = $1 AND "sec1_img" = $3`, [seed._id, alts.sec1ImgAlt, seed.sec1Img]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "content"."case_studies" DROP COLUMN "sec1_img_alt"`);
    await q.query(`ALTER TABLE "content"."case_studies" DROP COLUMN "banner_image_alt"`);
    await q.query(`ALTER TABLE "content"."blogs" DROP COLUMN "published_date_auto"`);
  }
}
