import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SignInOutcome = 'success' | 'failure' | 'locked';

/** One row per sign-in attempt: who tried, from where, and what happened. */
@Entity({ name: 'sign_in_audit' })
export class SignInAuditEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 10 })
  outcome!: SignInOutcome;

  /** Internal only (never sent to the caller): unknown_email, wrong_password, account_locked, ip_locked. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
