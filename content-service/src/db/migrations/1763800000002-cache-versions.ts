import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows make up each cached topic (see src/cache/reply-cache.ts). */
const TOPIC_TABLES: Record<string, readonly string[]> = {
  blogs: ['blogs', 'blog_slug_history'],
  case_studies: ['case_studies'],
  categories: ['categories'],
};

/**
 * One token per topic of cached replies, replaced by a trigger in the same transaction as any write
 * to the topic's tables (through the API, a migration, a restore or plain SQL), so every instance
 * sees the new token exactly when the new rows become visible. A random token, not a counter: a
 * database restored from a backup can never bring back a value an instance cached under.
 */
export class CacheVersions1763800000002 implements MigrationInterface {
  name = 'CacheVersions1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "content"."cache_versions" (
        "topic" varchar(40) PRIMARY KEY,
        "token" uuid NOT NULL DEFAULT gen_random_uuid()
      )`);
    await q.query(`
      CREATE FUNCTION "content"."bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "content"."cache_versions" SET "token" = gen_random_uuid() WHERE "topic" = TG_ARGV[0];
        RETURN NULL;
      END $$`);
    for (const [topic, tables] of Object.entries(TOPIC_TABLES)) {
      await q.query(`INSERT INTO "content"."cache_versions" ("topic") VALUES ($1)`, [topic]);
      for (const table of tables) {
        // Statement level: one bump per statement however many rows it touches (TRUNCATE included).
        await q.query(`
          CREATE TRIGGER "${table}_bump_cache_version"
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content"."${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION "content"."bump_cache_version"('${topic}')`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const tables of Object.values(TOPIC_TABLES)) {
      for (const table of tables) await q.query(`DROP TRIGGER "${table}_bump_cache_version" ON "content"."${table}"`);
    }
    await q.query(`DROP FUNCTION "content"."bump_cache_version"()`);
    await q.query(`DROP TABLE "content"."cache_versions"`);
  }
}
