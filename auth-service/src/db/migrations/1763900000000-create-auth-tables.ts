import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users (email unique whatever its case) and the sign-in audit log. */
export class CreateAuthTables1763900000000 implements MigrationInterface {
  name = 'CreateAuthTables1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "auth"."users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "name" varchar(100) NOT NULL,
        "password_hash" text NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_users_email_lower" ON "auth"."users" (lower("email"))`);
    await q.query(`
      CREATE TABLE "auth"."sign_in_audit" (
        "id" bigserial PRIMARY KEY,
        "user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE SET NULL,
        "email" varchar(254) NOT NULL,
        "outcome" varchar(10) NOT NULL CHECK ("outcome" IN ('success', 'failure', 'locked')),
        "reason" varchar(30) NULL,
        "ip" varchar(64) NULL,
        "user_agent" varchar(512) NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ix_sign_in_audit_created_at" ON "auth"."sign_in_audit" ("created_at" DESC)`);
    await q.query(
      `CREATE INDEX "ix_sign_in_audit_email" ON "auth"."sign_in_audit" ("email", "created_at" DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "auth"."sign_in_audit"`);
    await q.query(`DROP TABLE "auth"."users"`);
  }
}
