import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The request that queued a job, beside each of its deliveries (nullable: older rows have none). */
export class DeliveriesRequestId1763800000002 implements MigrationInterface {
  name = 'DeliveriesRequestId1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail.deliveries ADD COLUMN request_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail.deliveries DROP COLUMN request_id`);
  }
}
