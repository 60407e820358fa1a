import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** challenged: the password step passed (or was deferred) and a second step was asked for. */
export type SignInOutcome = 'success' | 'failure' | 'locked' | 'challenged';

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

  /** Internal only (never sent to the caller): unknown_email, wrong_password, wrong_code, account_address_locked, ... */
  @Column({ type: 'varchar', length: 30, nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  /** Whether the browser was new to the account (no known device cookie); null on older rows. */
  @Column({ name: 'new_device', type: 'boolean', nullable: true })
  newDevice!: boolean | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 512, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
