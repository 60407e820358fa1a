import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { SubscriberStatus } from '@site/contracts';

@Entity({ name: 'subscribers' })
export class SubscriberEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** As first typed; uniqueness is on lower(email) (a unique index in the migration). */
  @Column('text')
  email!: string;

  @Column('text')
  status!: SubscriberStatus;

  @Column('text', { name: 'consent_text' })
  consentText!: string;

  /** The CONSENT_VERSIONS key of consentText; null on rows stored before versions. */
  @Column('text', { name: 'consent_version', nullable: true })
  consentVersion!: string | null;

  @Column('timestamptz', { name: 'consent_at' })
  consentAt!: Date;

  @Column('text', { name: 'consent_ip', nullable: true })
  consentIp!: string | null;

  @Column('text', { name: 'consent_user_agent', nullable: true })
  consentUserAgent!: string | null;

  @Column('timestamptz', { name: 'confirmed_at', nullable: true })
  confirmedAt!: Date | null;

  @Column('text', { name: 'confirmed_ip', nullable: true })
  confirmedIp!: string | null;

  @Column('timestamptz', { name: 'unsubscribed_at', nullable: true })
  unsubscribedAt!: Date | null;

  @Column('timestamptz', { name: 'confirmation_sent_at', nullable: true })
  confirmationSentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
