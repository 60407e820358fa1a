import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUploads1763800000000 implements MigrationInterface {
  name = 'CreateUploads1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "uploads"."resumes" (
        "key" text PRIMARY KEY,
        "original_name" text NOT NULL,
        "size" integer NOT NULL CHECK ("size" > 0),
        "content_type" text NOT NULL,
        "uploaded_at" timestamptz NOT NULL DEFAULT now(),
        "ip" text,
        "attached_at" timestamptz,
        "submission_id" text
      )`);
    // The sweep reads only unattached resumes, oldest first.
    await runner.query(`CREATE INDEX "resumes_unattached_idx" ON "uploads"."resumes" ("uploaded_at") WHERE attached_at IS NULL`);
    await runner.query(`
      CREATE TABLE "uploads"."images" (
        "id" uuid PRIMARY KEY,
        "original_format" text NOT NULL,
        "original_width" integer NOT NULL,
        "original_height" integer NOT NULL,
        "original_bytes" integer NOT NULL,
        "widths" integer[] NOT NULL,
        "formats" text[] NOT NULL,
        "uploaded_by" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "uploads"."images"`);
    await runner.query(`DROP TABLE "uploads"."resumes"`);
  }
}
