import { Column, Entity, PrimaryColumn } from 'typeorm';

export type DeliveryState = 'sending' | 'sent';

/**
 * One mail of one job to one recipient. 'sending' is written before the SMTP call and 'sent' (with
 * the Message-ID) right after it, so a retried job skips every recipient already 'sent'.
 */
@Entity({ name: 'deliveries' })
export class DeliveryEntity {
  @PrimaryColumn('text', { name: 'job_id' })
  jobId!: string;

  @PrimaryColumn('text')
  recipient!: string;

  @Column('uuid', { name: 'submission_id' })
  submissionId!: string;

  @Column('text')
  state!: DeliveryState;

  @Column('text', { name: 'message_id' })
  messageId!: string;

  @Column('int', { name: 'tries', default: 0 })
  tries!: number;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  /** X-Request-Id of the HTTP request that queued the job; null for jobs queued before it was carried. */
  @Column('text', { name: 'request_id', nullable: true })
  requestId!: string | null;
}
