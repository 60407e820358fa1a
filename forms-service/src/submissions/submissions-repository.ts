import type { DataSource, EntityManager } from 'typeorm';
import {
  NO_ATTRIBUTION,
  type DeliveryReport,
  type DeliveryStatus,
  type InboxView,
  type LeadAttribution,
  type LeadEvent,
  type LeadStatus,
  type MailJob,
  type SpamReason,
  type Submission,
  type SubmissionType,
  type TrafficSource,
} from '@site/contracts';
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
  /** Where it came from (issue 27); defaults to none seen. */
  attribution?: LeadAttribution;
}

export interface SubmissionFilter {
  /** A saved view (INBOX_VIEWS); combines with the other filters. */
  view?: InboxView;
  type?: SubmissionType;
  status?: DeliveryStatus;
  /** Inclusive bounds, YYYY-MM-DD in UTC. */
  from?: string;
  to?: string;
  leadStatus?: LeadStatus;
  /** Free text, matched case-insensitively as a substring (LIKE wildcards are taken literally). */
  q?: string;
  /** Attribution, exact matches: the visit's landing page, its source, its utm_campaign. */
  landingPage?: string;
  source?: TrafficSource;
  campaign?: string;
}

/** Who made a change: the admin token's subject and e-mail. */
export interface Actor {
  sub: string;
  email: string;
}

interface LeadEventRow {
  id: string;
  kind: 'status' | 'note';
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
  actor_sub: string;
  actor_email: string;
  created_at: Date;
}

function toLeadEvent(r: LeadEventRow): LeadEvent {
  const who = { id: String(r.id), actorSub: r.actor_sub, actorEmail: r.actor_email, at: r.created_at.toISOString() };
  return r.kind === 'status'
    ? { ...who, kind: 'status', from: r.from_status as LeadStatus, to: r.to_status as LeadStatus }
    : { ...who, kind: 'note', text: r.note ?? '' };
}

/** The payload fields the inbox search reads (the forms have no company field: a company is found by its e-mail domain or in the text). */
const SEARCHED_FIELDS = ['name', 'fname', 'lname', 'email', 'company', 'message', 'city', 'state', 'jobInterested', 'phoneNum'];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The dashboard's "New leads this week" and the inbox's `?view=new-leads`: one condition for the
 * count and the list (contact enquiries and job applications, lead status New, received in the
 * last 7 days, not held as spam). `s` is forms.submissions.
 */
const NEW_LEADS_THIS_WEEK = `s.type IN ('contact', 'job') AND s.lead_status = 'new' AND s.delivery_status <> 'spam' AND s.created_at >= now() - interval '7 days'`;

/**
 * What the traffic report counts as a lead and the inbox's `?view=leads` lists: contact enquiries and
 * job applications not held as spam, any lead status (docs/decisions/attribution.md). `s` is
 * forms.submissions; the report (traffic-report-repository.ts) reads the same condition.
 */
export const LEADS = `s.type IN ('contact', 'job') AND s.delivery_status <> 'spam'`;

/**
 * The first and last UTC day of a period (YYYY-MM-DD placeholders, `:from` or `$1`), as the inbox's
 * from/to filter and the traffic report both read them: a lead counts on its created_at UTC day.
 */
export const fromDay = (placeholder: string) => `s.created_at >= (${placeholder})::date AT TIME ZONE 'UTC'`;
export const toDay = (placeholder: string) => `s.created_at < ((${placeholder})::date + 1) AT TIME ZONE 'UTC'`;

function toAttribution(e: SubmissionEntity): LeadAttribution {
  return {
    landingPage: e.landingPage,
    sentFrom: e.sentFrom,
    referrerHost: e.referrerHost,
    source: e.trafficSource,
    utmSource: e.utmSource,
    utmMedium: e.utmMedium,
    utmCampaign: e.utmCampaign,
    utmTerm: e.utmTerm,
    utmContent: e.utmContent,
  };
}

export interface StoredSubmission extends Submission {
  resumeKey: string | null;
  resumeState: ResumeState | null;
  currentJobId: string | null;
  resendCount: number;
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
    leadStatus: e.leadStatus,
    consentVersion: e.consentVersion,
    consentText: e.consentText,
    spamReason: e.spamReason as SpamReason | null,
    attribution: toAttribution(e),
    resumeKey: e.resumeKey,
    resumeState: e.resumeState,
    currentJobId: e.currentJobId,
    resendCount: e.resendCount,
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
    leadStatus: s.leadStatus,
    consentVersion: s.consentVersion,
    consentText: s.consentText,
    spamReason: s.spamReason,
    attribution: s.attribution,
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
    const a = input.attribution ?? NO_ATTRIBUTION;
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
      landingPage: a.landingPage,
      sentFrom: a.sentFrom,
      referrerHost: a.referrerHost,
      trafficSource: a.source,
      utmSource: a.utmSource,
      utmMedium: a.utmMedium,
      utmCampaign: a.utmCampaign,
      utmTerm: a.utmTerm,
      utmContent: a.utmContent,
      createdAt: now,
    });
    if (job) await this.addOutbox(tx, input.id, input.id, job);
  }

  /**
   * Claims a resume upload for a submission already inserted in this transaction; false when another
   * submission holds it (a concurrent claim waits for the other transaction, then sees it).
   */
  async claimResume(tx: EntityManager, resumeKey: string, submissionId: string): Promise<boolean> {
    const rows = (await tx.query(
      `INSERT INTO forms.resume_claims (resume_key, submission_id) VALUES ($1, $2)
       ON CONFLICT (resume_key) DO NOTHING RETURNING resume_key`,
      [resumeKey, submissionId],
    )) as unknown[];
    return rows.length > 0;
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
    if (filter.view === 'new-leads') qb.andWhere(NEW_LEADS_THIS_WEEK);
    if (filter.view === 'leads') qb.andWhere(LEADS);
    if (filter.type) qb.andWhere('s.type = :type', { type: filter.type });
    if (filter.status) qb.andWhere('s.delivery_status = :status', { status: filter.status });
    if (filter.from) qb.andWhere(fromDay(':from'), { from: filter.from });
    if (filter.to) qb.andWhere(toDay(':to'), { to: filter.to });
    if (filter.leadStatus) qb.andWhere('s.lead_status = :leadStatus', { leadStatus: filter.leadStatus });
    if (filter.landingPage) qb.andWhere('s.landing_page = :landingPage', { landingPage: filter.landingPage });
    if (filter.source) qb.andWhere('s.traffic_source = :source', { source: filter.source });
    if (filter.campaign) qb.andWhere('s.utm_campaign = :campaign', { campaign: filter.campaign });
    if (filter.q) {
      const fields = SEARCHED_FIELDS.map((f) => `coalesce(s.payload ->> '${f}', '')`).join(` || ' ' || `);
      qb.andWhere(
        `((${fields}) ILIKE :q
          OR EXISTS (SELECT 1 FROM forms.lead_events n WHERE n.submission_id = s.id AND n.kind = 'note' AND n.note ILIKE :q))`,
        { q: likePattern(filter.q) },
      );
    }
    qb.orderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'ASC');
    if (paging) qb.skip((paging.page - 1) * paging.pageSize).take(paging.pageSize);
    else qb.take(50_000);
    const [rows, total] = await qb.getManyAndCount();
    return { rows: rows.map(toStoredSubmission), total };
  }

  /** Sets the lead status and records the change; null when the submission does not exist. Unchanged status: no event. */
  async changeLeadStatus(id: string, to: LeadStatus, actor: Actor): Promise<StoredSubmission | null> {
    return this.dataSource.transaction(async (tx) => {
      const current = await this.lockById(tx, id);
      if (!current) return null;
      if (current.leadStatus === to) return current;
      await tx.update(SubmissionEntity, { id }, { leadStatus: to });
      await tx.query(
        `INSERT INTO forms.lead_events (submission_id, kind, from_status, to_status, actor_sub, actor_email)
         VALUES ($1, 'status', $2, $3, $4, $5)`,
        [id, current.leadStatus, to, actor.sub, actor.email],
      );
      return { ...current, leadStatus: to };
    });
  }

  /** Adds an internal note; false when the submission does not exist. */
  async addNote(id: string, text: string, actor: Actor): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO forms.lead_events (submission_id, kind, note, actor_sub, actor_email)
       SELECT id, 'note', $2, $3, $4 FROM forms.submissions WHERE id = $1
       RETURNING id`,
      [id, text, actor.sub, actor.email],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The internal notes of each submission, oldest first (the CSV export's notes column). */
  async notesOf(ids: string[]): Promise<Map<string, Extract<LeadEvent, { kind: 'note' }>[]>> {
    const notes = new Map<string, Extract<LeadEvent, { kind: 'note' }>[]>();
    if (ids.length === 0) return notes;
    const rows = (await this.dataSource.query(
      `SELECT id, submission_id, kind, from_status, to_status, note, actor_sub, actor_email, created_at
         FROM forms.lead_events WHERE kind = 'note' AND submission_id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    )) as Array<LeadEventRow & { submission_id: string }>;
    for (const row of rows) {
      const event = toLeadEvent(row);
      if (event.kind !== 'note') continue;
      notes.set(row.submission_id, [...(notes.get(row.submission_id) ?? []), event]);
    }
    return notes;
  }

  /** The lead's status changes and notes, oldest first. */
  async history(id: string): Promise<LeadEvent[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, from_status, to_status, note, actor_sub, actor_email, created_at
         FROM forms.lead_events WHERE submission_id = $1 ORDER BY id`,
      [id],
    )) as LeadEventRow[];
    return rows.map(toLeadEvent);
  }

  /**
   * The dashboard's counts, each the total of the list its link opens: new leads this week
   * (`?view=new-leads`) and failed mails (`?status=failed`, every type).
   */
  async counts(): Promise<{ newLeadsThisWeek: number; failedMails: number }> {
    const rows = (await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE ${NEW_LEADS_THIS_WEEK})::int AS "newLeadsThisWeek",
         count(*) FILTER (WHERE s.delivery_status = 'failed')::int AS "failedMails"
       FROM forms.submissions s`,
    )) as Array<{ newLeadsThisWeek: number; failedMails: number }>;
    return rows[0] ?? { newLeadsThisWeek: 0, failedMails: 0 };
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
