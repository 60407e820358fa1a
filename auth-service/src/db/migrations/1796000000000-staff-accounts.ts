import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 26): a role per account instead of `is_admin` (every administrator becomes
 * an Owner), authenticator secrets and recovery codes, the devices each account signed in from,
 * single-use mailed links (invitations, password resets), the mail outbox, the team audit log, and
 * two more columns of the sign-in audit (new device, and 'challenged' for a second step asked).
 */
export class StaffAccounts1796000000000 implements MigrationInterface {
  name = 'StaffAccounts1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "role" varchar(10) NULL`);
    await q.query(`UPDATE "auth"."users" SET "role" = 'owner' WHERE "is_admin"`);
    // Only administrators could be created (CLI, bootstrap); any other row could never use anything.
    await q.query(`DELETE FROM "auth"."users" WHERE "role" IS NULL`);
    await q.query(`ALTER TABLE "auth"."users" ALTER COLUMN "role" SET NOT NULL`);
    await q.query(`ALTER TABLE "auth"."users" ADD CONSTRAINT "ck_users_role" CHECK ("role" IN ('owner', 'editor', 'sales'))`);
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "is_admin"`);
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "totp_secret" text NULL`);
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "totp_pending_secret" text NULL`);
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "totp_last_step" bigint NULL`);

    await q.query(`
      CREATE TABLE "auth"."recovery_codes" (
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "code_hash" text NOT NULL,
        "used_at" timestamptz NULL,
        PRIMARY KEY ("user_id", "code_hash")
      )`);
    await q.query(`
      CREATE TABLE "auth"."devices" (
        "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "device_id" varchar(64) NOT NULL,
        "user_agent" varchar(512) NULL,
        "ip" varchar(64) NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "device_id")
      )`);
    await q.query(`
      CREATE TABLE "auth"."link_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "kind" varchar(12) NOT NULL CHECK ("kind" IN ('invitation', 'reset')),
        "token_hash" text NOT NULL UNIQUE,
        "user_id" uuid NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL,
        "name" varchar(100) NOT NULL,
        "role" varchar(10) NULL CHECK ("role" IN ('owner', 'editor', 'sales')),
        "invited_by" varchar(100) NULL,
        "mail_id" uuid NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz NULL,
        "revoked_at" timestamptz NULL
      )`);
    await q.query(`CREATE INDEX "ix_link_tokens_email" ON "auth"."link_tokens" (lower("email"), "kind")`);
    await q.query(`
      CREATE TABLE "auth"."outbox" (
        "id" bigserial PRIMARY KEY,
        "mail_id" uuid NOT NULL UNIQUE,
        "job_id" text NOT NULL,
        "payload" jsonb NOT NULL,
        "publish_attempts" int NOT NULL DEFAULT 0,
        "last_error" text NULL,
        "published_at" timestamptz NULL,
        "delivery_status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("delivery_status" IN ('pending', 'sent', 'failed')),
        "delivery_attempts" int NOT NULL DEFAULT 0,
        "delivery_error" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "ix_outbox_unpublished" ON "auth"."outbox" ("id") WHERE "published_at" IS NULL`);
    await q.query(`
      CREATE TABLE "auth"."team_audit" (
        "id" bigserial PRIMARY KEY,
        "actor_id" uuid NULL,
        "actor_email" varchar(254) NOT NULL,
        "action" varchar(30) NOT NULL,
        "target_email" varchar(254) NOT NULL,
        "detail" varchar(200) NULL,
        "request_id" varchar(128) NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE "auth"."sign_in_audit" ADD COLUMN "new_device" boolean NULL`);
    await q.query(`ALTER TABLE "auth"."sign_in_audit" DROP CONSTRAINT IF EXISTS "sign_in_audit_outcome_check"`);
    await q.query(
      `ALTER TABLE "auth"."sign_in_audit" ADD CONSTRAINT "sign_in_audit_outcome_check" CHECK ("outcome" IN ('success', 'failure', 'locked', 'challenged'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."sign_in_audit" DROP CONSTRAINT "sign_in_audit_outcome_check"`);
    await q.query(`DELETE FROM "auth"."sign_in_audit" WHERE "outcome" = 'challenged'`);
    await q.query(
      `ALTER TABLE "auth"."sign_in_audit" ADD CONSTRAINT "sign_in_audit_outcome_check" CHECK ("outcome" IN ('success', 'failure', 'locked'))`,
    );
    await q.query(`ALTER TABLE "auth"."sign_in_audit" DROP COLUMN "new_device"`);
    await q.query(`DROP TABLE "auth"."team_audit"`);
    await q.query(`DROP TABLE "auth"."outbox"`);
    await q.query(`DROP TABLE "auth"."link_tokens"`);
    await q.query(`DROP TABLE "auth"."devices"`);
    await q.query(`DROP TABLE "auth"."recovery_codes"`);
    await q.query(`ALTER TABLE "auth"."users" ADD COLUMN "is_admin" boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE "auth"."users" SET "is_admin" = true`);
    await q.query(`ALTER TABLE "auth"."users" DROP COLUMN "totp_last_step", DROP COLUMN "totp_pending_secret", DROP COLUMN "totp_secret", DROP CONSTRAINT "ck_users_role", DROP COLUMN "role"`);
  }
}
