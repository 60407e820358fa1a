import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus, LeadStatus, Region, SubmissionType, TrafficSource } from '@site/contracts';

export type ResumeState = 'unverified' | 'attached' | 'missing';

@Entity({ name: 'submissions' })
export class SubmissionEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('text')
  type!: SubmissionType;

  @Column('text', { nullable: true })
  region!: Region | null;

  @Column('jsonb')
  payload!: Record<string, string>;

  @Column('text', { name: 'consent_text' })
  consentText!: string;

  /** The CONSENT_VERSIONS key of the text the form showed; null on rows from before versions. */
  @Column('text', { name: 'consent_version', nullable: true })
  consentVersion!: string | null;

  @Column('timestamptz', { name: 'consent_at' })
  consentAt!: Date;

  @Column('text', { nullable: true })
  ip!: string | null;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent!: string | null;

  @Column('text', { name: 'delivery_status' })
  deliveryStatus!: DeliveryStatus;

  @Column('boolean', { default: false })
  spam!: boolean;

  @Column('text', { name: 'spam_reason', nullable: true })
  spamReason!: string | null;

  @Column('int', { default: 0 })
  attempts!: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;

  /** The BullMQ job whose delivery reports count; an older job's late report is ignored. */
  @Column('text', { name: 'current_job_id', nullable: true })
  currentJobId!: string | null;

  @Column('int', { name: 'resend_count', default: 0 })
  resendCount!: number;

  @Column('text', { name: 'resume_key', nullable: true })
  resumeKey!: string | null;

  /** unverified until upload-service confirmed it keeps the resume for this submission (attached) or lost it (missing). */
  @Column('text', { name: 'resume_state', nullable: true })
  resumeState!: ResumeState | null;

  /** Sales' status of the lead (new ... won, lost, spam); changes are kept in forms.lead_events. */
  @Column('text', { name: 'lead_status', default: 'new' })
  leadStatus!: LeadStatus;

  // Where the lead came from (issue 27): the visit's landing data, and the page the form was sent from.
  @Column('text', { name: 'landing_page', nullable: true })
  landingPage!: string | null;

  @Column('text', { name: 'sent_from', nullable: true })
  sentFrom!: string | null;

  @Column('text', { name: 'referrer_host', nullable: true })
  referrerHost!: string | null;

  @Column('text', { name: 'traffic_source', nullable: true })
  trafficSource!: TrafficSource | null;

  @Column('text', { name: 'utm_source', nullable: true })
  utmSource!: string | null;

  @Column('text', { name: 'utm_medium', nullable: true })
  utmMedium!: string | null;

  @Column('text', { name: 'utm_campaign', nullable: true })
  utmCampaign!: string | null;

  @Column('text', { name: 'utm_term', nullable: true })
  utmTerm!: string | null;

  @Column('text', { name: 'utm_content', nullable: true })
  utmContent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
