import type { VisitKey } from '../attribution/visit-lookup';

/**
 * Who sent a form, as the router read it from the request. Its own module because both the
 * submissions and the newsletter services take it, and neither imports the other.
 */
export interface SubmissionMeta {
  ip: string | null;
  userAgent: string | null;
  /** The X-Request-Id of the post; it rides in the mail job so the worker's log lines join it. */
  requestId: string;
  /** The anti-spam token of the visitor's cookie (set as the page was shown), if any. */
  cookieToken?: string;
  /** The path of this site's page the form was sent from (the post's Referer), if any. */
  sentFrom?: string | null;
  /** What the traffic counting knows the visitor by (address and whole user agent), if any. */
  visitor?: VisitKey | null;
}
