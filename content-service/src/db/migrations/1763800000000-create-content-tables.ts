import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables of the content schema: categories, blogs, slug history, case studies, audit log. */
export class CreateContentTables1763800000000 implements MigrationInterface {
  name = 'CreateContentTables1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "content"."categories" (
        "category_id" serial PRIMARY KEY,
        "category" varchar(100) NOT NULL,
        CONSTRAINT "uq_categories_category" UNIQUE ("category")
      )`);
    await q.query(`
      CREATE TABLE "content"."blogs" (
        "blog_id" serial PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "slug_url" varchar(200) NOT NULL,
        "brief_paragraph" text NOT NULL DEFAULT '',
        "blog_image" varchar(1000) NOT NULL DEFAULT '',
        "blog_image_alt" varchar(300) NOT NULL DEFAULT '',
        "published_date" varchar(100) NOT NULL DEFAULT '',
        "published_at" timestamptz NOT NULL DEFAULT now(),
        "category_id" integer NOT NULL REFERENCES "content"."categories" ("category_id") ON DELETE RESTRICT,
        "blogs_content" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_blogs_slug_url" UNIQUE ("slug_url"),
        CONSTRAINT "ck_blogs_content_array" CHECK (jsonb_typeof("blogs_content") = 'array' AND jsonb_array_length("blogs_content") <= 10)
      )`);
    await q.query(`CREATE INDEX "ix_blogs_published_at" ON "content"."blogs" ("published_at" DESC, "blog_id" DESC)`);
    await q.query(`
      CREATE TABLE "content"."blog_slug_history" (
        "old_slug" varchar(200) PRIMARY KEY,
        "blog_id" integer NOT NULL REFERENCES "content"."blogs" ("blog_id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ix_blog_slug_history_blog_id" ON "content"."blog_slug_history" ("blog_id")`);
    await q.query(`
      CREATE TABLE "content"."case_studies" (
        "_id" uuid PRIMARY KEY,
        "hero_heading" varchar(300) NOT NULL DEFAULT '',
        "client_name" varchar(200) NOT NULL DEFAULT '',
        "banner_image" varchar(1000) NOT NULL DEFAULT '',
        "category1" varchar(100) NOT NULL DEFAULT '',
        "category2" varchar(100) NOT NULL DEFAULT '',
        "category3" varchar(100) NOT NULL DEFAULT '',
        "category4" varchar(100) NOT NULL DEFAULT '',
        "template" varchar(100) NOT NULL DEFAULT '',
        "sec1_heading" varchar(300) NOT NULL DEFAULT '',
        "sec1_para" text NOT NULL DEFAULT '',
        "sec1_para2" text NOT NULL DEFAULT '',
        "sec1_img" varchar(1000) NOT NULL DEFAULT '',
        "sec2_heading" varchar(300) NOT NULL DEFAULT '',
        "sec2_para" text NOT NULL DEFAULT '',
        "sec3_heading" varchar(300) NOT NULL DEFAULT '',
        "sec3_para" text NOT NULL DEFAULT '',
        "sec4_heading" varchar(300) NOT NULL DEFAULT '',
        "sec4_para" text NOT NULL DEFAULT '',
        "sec5_heading" varchar(300) NOT NULL DEFAULT '',
        "sec5_para" text NOT NULL DEFAULT '',
        "sec6_heading" varchar(300) NOT NULL DEFAULT '',
        "sec6_para" text NOT NULL DEFAULT '',
        "sec7_heading" varchar(300) NOT NULL DEFAULT '',
        "sec7_para" text NOT NULL DEFAULT '',
        "sec8_heading" varchar(300) NOT NULL DEFAULT '',
        "sec8_para" text NOT NULL DEFAULT '',
        "sec9_heading" varchar(300) NOT NULL DEFAULT '',
        "sec9_para" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ix_case_studies_created_at" ON "content"."case_studies" ("created_at" DESC)`);
    await q.query(`
      CREATE TABLE "content"."audit_log" (
        "audit_id" bigserial PRIMARY KEY,
        "actor_id" varchar(100) NOT NULL,
        "actor_email" varchar(320) NOT NULL,
        "action" varchar(20) NOT NULL,
        "entity" varchar(40) NOT NULL,
        "entity_id" varchar(100) NOT NULL,
        "request_id" varchar(128),
        "at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ix_audit_log_entity" ON "content"."audit_log" ("entity", "entity_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "content"."audit_log"`);
    await q.query(`DROP TABLE "content"."case_studies"`);
    await q.query(`DROP TABLE "content"."blog_slug_history"`);
    await q.query(`DROP TABLE "content"."blogs"`);
    await q.query(`DROP TABLE "content"."categories"`);
  }
}
