import { z } from 'zod';

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
}

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

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Query of GET /api/admin/submissions and GET /api/admin/submissions.csv. */
export const submissionListQuerySchema = z.object({
  type: z.enum(SUBMISSION_TYPES).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  from: z.string().regex(isoDate, 'must be a date YYYY-MM-DD').optional(),
  to: z.string().regex(isoDate, 'must be a date YYYY-MM-DD').optional(),
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
