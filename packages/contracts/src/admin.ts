import { z } from 'zod';
import { ATTRIBUTION_MAX_LENGTH, TRAFFIC_SOURCES, type LeadAttribution } from './traffic';

/**
 * The admin inbox API (forms-service) and the resume link (upload-service), shared by the services
 * and the admin screens. Not in the product spec: see docs/decisions.md.
 */
export const SUBMISSION_TYPES = ['contact', 'newsletter', 'job'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const REGIONS = ['canada', 'usa'] as const;
export type Region = (typeof REGIONS)[number];

/** pending: stored, mail not yet sent; sent; failed: retries exhausted; spam: caught by the spam rules, never mailed. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'spam'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface Submission {
  id: string;
  type: SubmissionType;
  region: Region | null;
  /** The form fields as the visitor sent them (after validation). */
  payload: Record<string, string>;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Where sales stands with the lead, apart from the mail's delivery status. */
  leadStatus: LeadStatus;
  /** The CONSENT_VERSIONS key of the consent text the form showed; null on rows stored before versions. */
  consentVersion: string | null;
  /** The consent text the form showed, as stored with the submission (that version's text). */
  consentText: string;
  /** Why it was held in the spam folder (SPAM_REASONS), or null; kept after a release from spam. */
  spamReason: SpamReason | null;
  /** The visit it came in: landing page, page sent from, referrer, source and UTM (issue 27). */
  attribution: LeadAttribution;
}

/** Why forms-service held a submission as spam (docs/decisions/forms.md F16). */
export const SPAM_REASONS = ['honeypot', 'token-missing', 'token-bad', 'token-expired', 'too-fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Each reason in words, for the inbox and the CSV (one text for both). */
export const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  honeypot: 'A field hidden from people (the honeypot) was filled in, as bots do.',
  'token-missing': "It came without the token the form's page hands out: sent by a script or a copy of the form, not from the site's page.",
  'token-bad': "Its token was altered or not signed by this site.",
  'token-expired': 'Its token had expired: the page had been open for more than 24 hours before sending.',
  'too-fast': 'It was sent less than 3 seconds after the page opened: faster than a person fills in a form.',
};

/** The words of a stored reason; an unknown one (from an older version) is shown as stored. */
export const spamReasonText = (reason: string | null): string | null => (reason === null ? null : (SPAM_REASON_TEXT[reason as SpamReason] ?? reason));

/** Sales' own status of a lead; a new submission is 'new'. Independent of the delivery status. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** GET /api/admin/submissions?type=&status=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=1&pageSize=25 */
export interface SubmissionListReply {
  status: 'success';
  data: Submission[];
  total: number;
  page: number;
  pageSize: number;
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface Subscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  /** The CONSENT_VERSIONS key of the consent text the form showed; null on rows stored before versions. */
  consentVersion: string | null;
  consentText: string;
  consentAt: string;
  consentIp: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** GET /api/admin/resumes/:key/link (upload-service) */
export interface ResumeLinkReply {
  url: string;
  expiresAt: string;
}

/** The value POST /api/upload/resume answers and the job form sends back as `resume`. */
export const RESUME_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx)$/;

/** A calendar day, YYYY-MM-DD, that exists (zod's ISO date: months 01-12, days of that month, leap years). */
const isoDate = () => z.iso.date('must be a date YYYY-MM-DD that exists');

/**
 * Saved views of the inbox: `new-leads` is exactly the dashboard's "New leads this week" (contact
 * enquiries and job applications with lead status New, received in the last 7 days, not held as spam);
 * `leads` is what the traffic figures count as leads: contact enquiries and job applications not held
 * as spam, any lead status (narrowed by from/to, landingPage, source, campaign, leadStatus).
 */
export const INBOX_VIEWS = ['new-leads', 'leads'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** Query of GET /api/admin/submissions and GET /api/admin/submissions.csv. */
export const submissionListQuerySchema = z.object({
  view: z.enum(INBOX_VIEWS).optional(),
  type: z.enum(SUBMISSION_TYPES).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  leadStatus: z.enum(LEAD_STATUSES).optional(),
  /** Free text: name, e-mail (and so the company's domain), company, message, city, notes. */
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  /** Attribution (issue 27): the visit's landing page path, its source, its utm_campaign; exact matches. */
  landingPage: z.string().startsWith('/', 'must be a path starting with /').max(ATTRIBUTION_MAX_LENGTH).optional(),
  source: z.enum(TRAFFIC_SOURCES).optional(),
  campaign: z.string().trim().min(1).max(ATTRIBUTION_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

/** GET /api/admin/submissions/:id, and the reply of resend and not-spam (the submission after the change). */
export interface SubmissionReply {
  status: 'success';
  data: Submission;
}

/** DELETE /api/admin/submissions/:id */
export interface DeleteSubmissionReply {
  status: 'success';
  message: string;
}

/** Query of GET /api/admin/subscribers (and .csv). */
export const subscriberListQuerySchema = z.object({
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

/** GET /api/admin/subscribers?status=&page=&pageSize= */
export interface SubscriberListReply {
  status: 'success';
  data: Subscriber[];
  total: number;
  page: number;
  pageSize: number;
}

export const MAX_LEAD_NOTE_LENGTH = 2000;

/** PUT /api/admin/submissions/:id/lead-status */
export const leadStatusChangeSchema = z.object({ leadStatus: z.enum(LEAD_STATUSES) });
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

/** POST /api/admin/submissions/:id/notes */
export const leadNoteSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(MAX_LEAD_NOTE_LENGTH, `must be at most ${MAX_LEAD_NOTE_LENGTH} characters`),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** One change to a lead, kept for good: a status change or an internal note, with who and when. */
export type LeadEvent =
  | { id: string; kind: 'status'; from: LeadStatus; to: LeadStatus; actorEmail: string; actorSub: string; at: string }
  | { id: string; kind: 'note'; text: string; actorEmail: string; actorSub: string; at: string };

/** GET /api/admin/submissions/:id/history (oldest first); also the reply of a status change or a note. */
export interface LeadHistoryReply {
  status: 'success';
  data: { submission: Submission; history: LeadEvent[] };
}

/** GET /api/admin/stats: the dashboard's counts from forms-service. */
export interface AdminStatsReply {
  status: 'success';
  data: {
    /** Contact enquiries and job applications with lead status New, received in the last 7 days, not held as spam (`?view=new-leads`). */
    newLeadsThisWeek: number;
    /** Submissions whose mail failed after every retry. */
    failedMails: number;
    /** Newsletter subscribers who have not confirmed yet. */
    pendingSubscribers: number;
  };
}

