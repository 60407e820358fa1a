import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StaffRole } from '@site/contracts';

/** A member of staff: one role each. Email is stored lowercased. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 10 })
  role!: StaffRole;

  /** The authenticator's secret (base32) once confirmed; null without an authenticator. */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret!: string | null;

  /** A secret shown for setting up, until a code from it confirms it. */
  @Column({ name: 'totp_pending_secret', type: 'text', nullable: true })
  totpPendingSecret!: string | null;

  /** The time step of the last code accepted: a code is never accepted twice (RFC 6238 5.2). */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
