import { AppError } from '@site/service-kit';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, fieldLabel, spamReasonText, SUBMITTED_FIELDS, TRAFFIC_SOURCE_LABELS } from '@site/contracts';
import type { AdminStatsReply, LeadAttribution, LeadEvent, LeadStatus, Submission, Subscriber, SubscriberStatus } from '@site/contracts';
import {
  toSubmission,
  type Actor,
  type StoredSubmission,
  type SubmissionFilter,
  type SubmissionsRepository,
} from '../submissions/submissions-repository';
import type { SubscribersRepository } from '../newsletter/subscribers-repository';
import type { SubmissionsService } from '../submissions/submissions-service';

export type { Actor };

type Paging = { page: number; pageSize: number };

export interface Table {
  header: string[];
  rows: unknown[][];
}

const notFound = () => AppError.notFound('Submission not found');

/** An attribution cell as the inbox shows it: the source in words, the other fields as stored. */
const attributionCell = (a: LeadAttribution, field: keyof LeadAttribution): string | null => {
  if (field !== 'source') return a[field];
  return a.source ? TRAFFIC_SOURCE_LABELS[a.source] : null;
};

/**
 * What sales does in the inbox: find leads (filters that combine, free-text search), work them
 * (lead status, internal notes, each kept with who and when) and export what they see.
 */
export class InboxService {
  constructor(
    private readonly deps: {
      submissions: SubmissionsRepository;
      subscribers: SubscribersRepository;
      /** Resend, release from spam and delete are the intake's rules (mail jobs, the resume file). */
      intake: SubmissionsService;
    },
  ) {}

  async get(id: string): Promise<Submission> {
    return toSubmission(await this.deps.intake.get(id));
  }

  async resend(id: string, requestId: string): Promise<Submission> {
    return toSubmission(await this.deps.intake.resend(id, requestId));
  }

  async notSpam(id: string, requestId: string): Promise<Submission> {
    return toSubmission(await this.deps.intake.notSpam(id, requestId));
  }

  delete(id: string, requestId: string): Promise<void> {
    return this.deps.intake.delete(id, requestId);
  }

  async list(filter: SubmissionFilter, paging: Paging): Promise<{ rows: Submission[]; total: number }> {
    const { rows, total } = await this.deps.submissions.list(filter, paging);
    return { rows: rows.map(toSubmission), total };
  }

  /**
   * The export of exactly what the same filters list (every page), with why a submission was held as
   * spam (in words), sales' internal notes ("<time> <who>: <text>", one per line, oldest first) and
   * where the lead came from (issue 27), under the inbox's labels (ATTRIBUTION_LABELS).
   */
  async exportSubmissions(filter: SubmissionFilter): Promise<Table> {
    const { rows } = await this.deps.submissions.list(filter);
    const notes = await this.deps.submissions.notesOf(rows.map((r) => r.id));
    return {
      header: [
        'id',
        'type',
        'region',
        'status',
        'leadStatus',
        'createdAt',
        'sentAt',
        'attempts',
        'lastError',
        'ip',
        'userAgent',
        // The payload fields by their labels in the field catalogue, as the inbox shows them.
        ...SUBMITTED_FIELDS.map(fieldLabel),
        // Where the lead came from (issue 27), by the words the inbox shows.
        ...ATTRIBUTION_FIELDS.map((field) => ATTRIBUTION_LABELS[field]),
        // Last: the consent shown is long text, and readers of the earlier columns keep their places.
        'consentVersion',
        'consentText',
        'spamReason',
        'notes',
      ],
      rows: rows.map((s: StoredSubmission) => [
        s.id,
        s.type,
        s.region,
        s.deliveryStatus,
        s.leadStatus,
        s.createdAt,
        s.sentAt,
        s.attempts,
        s.lastError,
        s.ip,
        s.userAgent,
        ...SUBMITTED_FIELDS.map((c) => s.payload[c]),
        ...ATTRIBUTION_FIELDS.map((field) => attributionCell(s.attribution, field)),
        s.consentVersion,
        s.consentText,
        spamReasonText(s.spamReason),
        (notes.get(s.id) ?? []).map((n) => `${n.at.slice(0, 16).replace('T', ' ')} UTC ${n.actorEmail}: ${n.text}`).join('\n'),
      ]),
    };
  }

  async lead(id: string): Promise<{ submission: Submission; history: LeadEvent[] }> {
    const stored = await this.deps.submissions.findById(id);
    if (!stored) throw notFound();
    return { submission: toSubmission(stored), history: await this.deps.submissions.history(id) };
  }

  async changeLeadStatus(
    id: string,
    leadStatus: LeadStatus,
    actor: Actor,
  ): Promise<{ submission: Submission; history: LeadEvent[] }> {
    if (!(await this.deps.submissions.changeLeadStatus(id, leadStatus, actor))) throw notFound();
    return this.lead(id);
  }

  async addNote(id: string, text: string, actor: Actor): Promise<{ submission: Submission; history: LeadEvent[] }> {
    if (!(await this.deps.submissions.addNote(id, text, actor))) throw notFound();
    return this.lead(id);
  }

  async stats(): Promise<AdminStatsReply['data']> {
    const [counts, pendingSubscribers] = await Promise.all([
      this.deps.submissions.counts(),
      this.deps.subscribers.countPending(),
    ]);
    return { ...counts, pendingSubscribers };
  }

  async listSubscribers(
    filter: { status?: SubscriberStatus },
    paging: Paging,
  ): Promise<{ rows: Subscriber[]; total: number }> {
    const { rows, total } = await this.deps.subscribers.list(filter, paging);
    return { rows: rows.map(({ confirmationSentAt: _c, ...s }) => s), total };
  }

  async exportSubscribers(filter: { status?: SubscriberStatus }): Promise<Table> {
    const { rows } = await this.deps.subscribers.list(filter);
    return {
      header: [
        'id',
        'email',
        'status',
        'consentVersion',
        'consentText',
        'consentAt',
        'consentIp',
        'confirmedAt',
        'unsubscribedAt',
      ],
      rows: rows.map((s) => [
        s.id,
        s.email,
        s.status,
        s.consentVersion,
        s.consentText,
        s.consentAt,
        s.consentIp,
        s.confirmedAt,
        s.unsubscribedAt,
      ]),
    };
  }
}
