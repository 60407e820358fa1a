import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_BLOGS, seedCoverPath } from '../seed/seed-blogs';
import { SEED_CASE_STUDIES } from '../seed/seed-case-studies';
import { SEED_CATEGORIES } from '../seed/seed-categories';

const column = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Seed content, run once by the migrations table. Every insert is also guarded (ON CONFLICT DO
 * NOTHING), so re-running it on a database that already has the rows changes nothing, and a post an
 * admin later deletes is not brought back.
 */
export class SeedContent1763800000001 implements MigrationInterface {
  name = 'SeedContent1763800000001';

  async up(q: QueryRunner): Promise<void> {
    for (const name of SEED_CATEGORIES) {
      await q.query(`INSERT INTO "content"."categories" ("category") VALUES ($1) ON CONFLICT ("category") DO NOTHING`, [name]);
    }
    for (const b of SEED_BLOGS) {
      await q.query(
        `INSERT INTO "content"."blogs"
           ("title", "slug_url", "brief_paragraph", "blog_image", "blog_image_alt", "published_date", "published_at", "category_id", "blogs_content")
         SELECT $1, $2, $3, $4, $5, $6, $7, c."category_id", $9::jsonb
           FROM "content"."categories" c WHERE c."category" = $8
         ON CONFLICT ("slug_url") DO NOTHING`,
        [b.title, b.slug, b.brief, seedCoverPath(b.slug), b.imageAlt, b.publishedDate, b.publishedAt, b.category, JSON.stringify(b.sections)],
      );
    }
    for (const cs of SEED_CASE_STUDIES) {
      const fields = Object.keys(cs) as (keyof typeof cs)[];
      const columns = fields.map((f) => `"${column(f)}"`).join(', ');
      const params = fields.map((_, i) => `$${i + 1}`).join(', ');
      await q.query(`INSERT INTO "content"."case_studies" (${columns}) VALUES (${params}) ON CONFLICT ("_id") DO NOTHING`, fields.map((f) => cs[f]));
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "content"."case_studies" WHERE "_id" = ANY($1::uuid[])`, [SEED_CASE_STUDIES.map((c) => c._id)]);
    await q.query(`DELETE FROM "content"."blogs" WHERE "slug_url" = ANY($1::text[])`, [SEED_BLOGS.map((b) => b.slug)]);
    await q.query(`DELETE FROM "content"."categories" c WHERE c."category" = ANY($1::text[])
      AND NOT EXISTS (SELECT 1 FROM "content"."blogs" b WHERE b."category_id" = c."category_id")`, [[...SEED_CATEGORIES]]);
  }
}
