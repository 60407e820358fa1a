import type { DataSource, EntityManager } from 'typeorm';
import type { DeliveryReport, DeliveryStatus, MailJob, Submission, SubmissionType } from '@site/contracts';
import { SubmissionEntity, type ResumeState } from './submission-entity';
import { OutboxEntity } from '../outbox/outbox-entity';

export interface NewSubmission {
  id: string;
  type: SubmissionType;
  region: SubmissionEntity['region'];
  payload: Record<string, string>;
  consentText: string;
  /** The consent version the form showed; defaults to null (a caller that knows none). */
  consentVersion?: string | null;
  ip: string | null;
  userAgent: string | null;
  spamReason: string | null;
  resumeKey?: string | null;
}

export interface SubmissionFilter {
  type?: SubmissionType;
  status?: DeliveryStatus;
  /** Inclusive bounds, YYYY-MM-DD in UTC. */
  from?: string;
  to?: string;
}

export interface StoredSubmission extends Submission {
  resumeKey: string | null;
  resumeState: ResumeState | null;
  currentJobId: string | null;
  resendCount: number;
  spamReason: string | null;
}

export function toStoredSubmission(e: SubmissionEntity): StoredSubmission {
  return {
    id: e.id,
    type: e.type,
    region: e.region,
    payload: e.payload,
    deliveryStatus: e.deliveryStatus,
    attempts: e.attempts,
    lastError: e.lastError,
    ip: e.ip,
    userAgent: e.userAgent,
    createdAt: e.createdAt.toISOString(),
    sentAt: e.sentAt ? e.sentAt.toISOString() : null,
    resumeKey: e.resumeKey,
    resumeState: e.resumeState,
    currentJobId: e.currentJobId,
    resendCount: e.resendCount,
    spamReason: e.spamReason,
  };
}

/** The public shape (contracts `Submission`): internal bookkeeping stays inside the service. */
export function toSubmission(s: StoredSubmission): Submission {
  return {
    id: s.id,
    type: s.type,
    region: s.region,
    payload: s.payload,
    deliveryStatus: s.deliveryStatus,
    attempts: s.attempts,
    lastError: s.lastError,
    ip: s.ip,
    userAgent: s.userAgent,
    createdAt: s.createdAt,
    sentAt: s.sentAt,
  };
}

export class SubmissionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Writes the submission and, unless it is spam, its outbox row: call inside one transaction. */
  async insert(tx: EntityManager, input: NewSubmission, job: MailJob | null): Promise<void> {
    const now = new Date();
    await tx.insert(SubmissionEntity, {
      id: input.id,
      type: input.type,
      region: input.region,
      payload: input.payload,
      consentText: input.consentText,
      consentVersion: input.consentVersion ?? null,
      consentAt: now,
      ip: input.ip,
      userAgent: input.userAgent,
      deliveryStatus: input.spamReason ? 'spam' : 'pending',
      spam: input.spamReason !== null,
      spamReason: input.spamReason,
      currentJobId: job ? input.id : null,
      resumeKey: input.resumeKey ?? null,
      resumeState: input.resumeKey ? 'unverified' : null,
      createdAt: now,
    });
    if (job) await this.addOutbox(tx, input.id, input.id, job);
  }

  async addOutbox(tx: EntityManager, submissionId: string, jobId: string, job: MailJob): Promise<void> {
    await tx.insert(OutboxEntity, { submissionId, jobId, payload: job });
  }

  async findById(id: string, tx: EntityManager = this.dataSource.manager): Promise<StoredSubmission | null> {
    const e = await tx.findOne(SubmissionEntity, { where: { id } });
    return e ? toStoredSubmission(e) : null;
  }

  async lockById(tx: EntityManager, id: string): Promise<StoredSubmission | null> {
    const e = await tx.findOne(SubmissionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
    return e ? toStoredSubmission(e) : null;
  }

  /** Back to 'pending' with a new job: used by resend and not-spam. */
  async requeue(
    tx: EntityManager,
    id: string,
    jobId: string,
    job: MailJob,
    changes: { resendCount?: number },
  ): Promise<void> {
    await tx.update(
      SubmissionEntity,
      { id },
      {
        deliveryStatus: 'pending',
        spam: false,
        attempts: 0,
        lastError: null,
        sentAt: null,
        currentJobId: jobId,
        ...changes,
      },
    );
    await this.addOutbox(tx, id, jobId, job);
  }

  async list(
    filter: SubmissionFilter,
    paging?: { page: number; pageSize: number },
  ): Promise<{ rows: StoredSubmission[]; total: number }> {
    const qb = this.dataSource.manager.createQueryBuilder(SubmissionEntity, 's');
    if (filter.type) qb.andWhere('s.type = :type', { type: filter.type });
    if (filter.status) qb.andWhere('s.delivery_status = :status', { status: filter.status });
    if (filter.from) qb.andWhere(`s.created_at >= (:from)::date AT TIME ZONE 'UTC'`, { from: filter.from });
    if (filter.to) qb.andWhere(`s.created_at < ((:to)::date + 1) AT TIME ZONE 'UTC'`, { to: filter.to });
    qb.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'ASC');
    if (paging) qb.skip((paging.page - 1) * paging.pageSize).take(paging.pageSize);
    else qb.take(50_000);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toStoredSubmission), total };
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.dataSource.manager.delete(SubmissionEntity, { id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Applies the worker's report when it is about the submission's current job. 'sent' is final for
   * that job: a late 'pending' report of an earlier attempt never turns it back.
   */
  async recordDelivery(id: string, report: DeliveryReport): Promise<'applied' | 'ignored' | 'not-found'> {
    const rows = (await this.dataSource.query(
      `UPDATE forms.submissions
          SET delivery_status = $3,
              attempts = GREATEST(attempts, $4),
              last_error = CASE WHEN $3 = 'sent' THEN last_error ELSE $5 END,
              sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END
        WHERE id = $1 AND current_job_id = $2 AND delivery_status <> 'spam'
          AND NOT (delivery_status = 'sent' AND $3 <> 'sent')
        RETURNING id`,
      [id, report.jobId, report.status, report.attempts, report.lastError],
    )) as [unknown[], number];
    if (rows[1] > 0) return 'applied';
    const exists = await this.dataSource.manager.exists(SubmissionEntity, { where: { id } });
    return exists ? 'ignored' : 'not-found';
  }

  async setResumeState(id: string, state: ResumeState): Promise<void> {
    await this.dataSource.manager.update(SubmissionEntity, { id }, { resumeState: state });
  }

  async listUnverifiedResumes(limit: number): Promise<Array<{ id: string; resumeKey: string }>> {
    const rows = await this.dataSource.manager.find(SubmissionEntity, {
      where: { resumeState: 'unverified' },
      order: { createdAt: 'ASC' },
      take: limit,
      select: { id: true, resumeKey: true },
    });
    return rows.filter((r) => r.resumeKey).map((r) => ({ id: r.id, resumeKey: r.resumeKey as string }));
  }
}
