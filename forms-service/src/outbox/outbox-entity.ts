import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailJob } from '@site/contracts';

/** A mail job waiting to be published to the queue; written in the same transaction as its submission. */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'submission_id' })
  submissionId!: string;

  @Column('text', { name: 'job_id' })
  jobId!: string;

  @Column('jsonb')
  payload!: MailJob;

  @Column('int', { name: 'publish_attempts', default: 0 })
  publishAttempts!: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
