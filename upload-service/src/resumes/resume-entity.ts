import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'resumes' })
export class ResumeEntity {
  /** `<uuid>.<pdf|docx>`: the object key in the private bucket and the value the job form sends. */
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ name: 'original_name', type: 'text' })
  originalName!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz' })
  uploadedAt!: Date;

  @Column({ type: 'text', nullable: true })
  ip!: string | null;

  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true })
  attachedAt!: Date | null;

  @Column({ name: 'submission_id', type: 'text', nullable: true })
  submissionId!: string | null;
}
