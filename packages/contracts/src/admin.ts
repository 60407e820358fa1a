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
