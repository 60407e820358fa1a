import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sanitizeParagraph } from '../../common/html-sanitizer';

const CASE_STUDY_PARAGRAPHS = [
  'sec1_para',
  'sec1_para2',
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `sec${n}_para`),
];
const CASE_STUDY_TEXTS = [
  'hero_heading',
  'client_name',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `sec${n}_heading`),
];

/**
 * Drafts and scheduled publishing (decisions/content.md, "Drafts and publishing"): `publish_at` null is a draft,
 * a time is when the item becomes public. Everything that exists is published as of its creation,
 * except case studies that are entirely blank (made by "Create Case Study" and abandoned): those
 * become drafts and leave the public site and sitemap.
 *
 * It also brings stored paragraphs to their one form (sanitised HTML, plain text lines turned into
 * paragraphs) and undoes an escaped ampersand in plain-text fields (headings and client names are
 * shown as text, so "Market &amp; Vine" there was a double escape).
 */
export class Publication1763800000003 implements MigrationInterface {
  name = 'Publication1763800000003';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'case_studies']) {
      await q.query(`ALTER TABLE "content"."${table}" ADD COLUMN "publish_at" timestamptz NULL`);
      await q.query(`CREATE INDEX "${table}_publish_at_idx" ON "content"."${table}" ("publish_at")`);
    }
    await q.query(`UPDATE "content"."blogs" SET "publish_at" = "created_at"`);
    const blank = [...CASE_STUDY_TEXTS, ...CASE_STUDY_PARAGRAPHS, 'banner_image', 'sec1_img']
      .map((c) => `"${c}" = ''`)
      .join(' AND ');
    await q.query(`UPDATE "content"."case_studies" SET "publish_at" = "created_at" WHERE NOT (${blank})`);
    await normaliseStoredContent(q);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['blogs', 'case_studies']) {
      await q.query(`DROP INDEX "content"."${table}_publish_at_idx"`);
      await q.query(`ALTER TABLE "content"."${table}" DROP COLUMN "publish_at"`);
    }
  }
}

/** Every stored paragraph in its one form, and `&amp;` in plain-text case study fields undone. */
export async function normaliseStoredContent(q: QueryRunner): Promise<void> {
  const studies: Record<string, string>[] = await q.query(
    `SELECT "_id", ${[...CASE_STUDY_PARAGRAPHS, ...CASE_STUDY_TEXTS].map((c) => `"${c}"`).join(', ')} FROM "content"."case_studies"`,
  );
  for (const row of studies) {
    const changes: [string, string][] = [];
    for (const column of CASE_STUDY_PARAGRAPHS) {
      const clean = sanitizeParagraph(row[column] ?? '');
      if (clean !== row[column]) changes.push([column, clean]);
    }
    for (const column of CASE_STUDY_TEXTS) {
      const text = (row[column] ?? '').replace(/&amp;/g, '&');
      if (text !== row[column]) changes.push([column, text]);
    }
    if (changes.length === 0) continue;
    const sets = changes.map(([column], i) => `"${column}" = $${i + 2}`).join(', ');
    await q.query(`UPDATE "content"."case_studies" SET ${sets} WHERE "_id" = $1`, [
      row._id,
      ...changes.map(([, v]) => v),
    ]);
  }

  const blogs: { blog_id: number; blogs_content: { heading: string; paragraph: string }[] }[] = await q.query(
    `SELECT "blog_id", "blogs_content" FROM "content"."blogs"`,
  );
  for (const blog of blogs) {
    const content = blog.blogs_content.map((item) => ({
      heading: item.heading,
      paragraph: sanitizeParagraph(item.paragraph),
    }));
    if (JSON.stringify(content) !== JSON.stringify(blog.blogs_content)) {
      await q.query(`UPDATE "content"."blogs" SET "blogs_content" = $2::jsonb WHERE "blog_id" = $1`, [
        blog.blog_id,
        JSON.stringify(content),
      ]);
    }
  }
}
