import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AuditAction = 'create' | 'update' | 'delete' | 'publish' | 'schedule' | 'unpublish' | 'discard';
export type AuditedEntity = 'blog' | 'case_study';

/** One row per admin write: who did what to which record, and when. */
@Entity({ name: 'audit_log' })
export class AuditLogEntity {
  @PrimaryGeneratedColumn({ name: 'audit_id', type: 'bigint' })
  auditId!: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 100 })
  actorId!: string;

  @Column({ name: 'actor_email', type: 'varchar', length: 320 })
  actorEmail!: string;

  @Column({ type: 'varchar', length: 20 })
  action!: AuditAction;

  @Column({ type: 'varchar', length: 40 })
  entity!: AuditedEntity;

  @Column({ name: 'entity_id', type: 'varchar', length: 100 })
  entityId!: string;

  @Column({ name: 'request_id', type: 'varchar', length: 128, nullable: true })
  requestId!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
