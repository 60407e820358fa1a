import { z } from 'zod';
import { requestIdSchema } from './request-id';
import { LIMITS } from './limits';
import { CONSENT_VERSION_IDS, DIGITS_PATTERN, FORM_TYPES, JOB_OPTIONS, DEFAULT_JOB_OPTION, NAME_PATTERN } from './form-fields';

// The zod-free field rules live in form-fields.ts (browser bundles import that); same exports here.
export * from './form-fields';

const trimmed = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const email = (max: number) => trimmed(max).pipe(z.email('must be a valid email address'));
const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, `must be at most ${LIMITS.phone} digits`)
  .regex(DIGITS_PATTERN, 'must contain digits only');

/**
 * Anti-spam and consent fields the public forms may send: `website` is a honeypot that people never
 * see; `formToken` the signed token of forms-service (the browser carries it in a cookie instead);
 * `startedAt` is still accepted from older pages but no longer trusted (a client can write any
 * number). `consentVersion` names the consent text the form showed (CONSENT_VERSIONS).
 */
const antiSpam = {
  website: z.string().max(200).optional(),
  startedAt: z.number().int().nonnegative().optional(),
  formToken: z.string().max(200).optional(),
  consentVersion: z.enum(CONSENT_VERSION_IDS).optional(),
};

export const contactFormSchema = z.strictObject({
  email: email(LIMITS.contactEmail),
  name: trimmed(LIMITS.contactName).regex(NAME_PATTERN, 'must contain letters and spaces only'),
  message: trimmed(LIMITS.contactMessage),
  phoneNum: phone.optional().default(''),
  formType: z.literal(FORM_TYPES.contact).optional().default(FORM_TYPES.contact),
  ...antiSpam,
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const newsletterFormSchema = z.strictObject({
  email: email(LIMITS.newsletterEmail),
  formType: z.literal(FORM_TYPES.newsletter).optional().default(FORM_TYPES.newsletter),
  ...antiSpam,
});
export type NewsletterForm = z.input<typeof newsletterFormSchema>;

export const jobFormSchema = z.strictObject({
  fname: trimmed(LIMITS.jobText),
  lname: trimmed(LIMITS.jobText),
  // The spec shows no format check on this email field; only required and the length limit.
  email: trimmed(LIMITS.jobText),
  phoneNum: phone.min(1, 'is required'),
  city: trimmed(LIMITS.jobText),
  state: trimmed(LIMITS.jobText),
  jobInterested: z.enum(JOB_OPTIONS).optional().default(DEFAULT_JOB_OPTION),
  resume: z.string().trim().min(1, 'is required').max(300),
  formType: z.literal(FORM_TYPES.job).optional().default(FORM_TYPES.job),
  ...antiSpam,
});
export type JobForm = z.input<typeof jobFormSchema>;

/**
 * `held`: the submission is stored but waits in the admin spam folder for a person to release it
 * (its anti-spam signals were missing or wrong); `message` then says so, and the page shows that
 * instead of the success message (docs/decisions/forms.md).
 */
export type FormReply = { msg: 'success'; held?: true; message?: string } | { msg: 'fail'; message?: string };

/** A form that is sent this soon after it was shown is treated as a bot (spam rule). */
export const MIN_FILL_MS = 3000;

/** Per-IP limits per form: more than this answers 429. */
export const FORM_RATE_LIMITS = { perMinute: 5, perHour: 30 } as const;

/** BullMQ queue between forms-service (producer) and the worker (consumer). */
export const MAIL_QUEUE = 'mail';

/** What every mail job carries besides its content. */
interface MailJobBase {
  submissionId: string;
  receivedAt: string;
  /**
   * The `X-Request-Id` of the HTTP request that queued the job (a visitor's form post, an admin's
   * resend), so the worker's log lines join that request's. Absent on jobs queued by a version that
   * did not carry it; a consumer checks it with `requestIdOfMailJob`.
   */
  requestId?: string;
}

/** A job on the `mail` queue. The job id is the submission id (or `<id>:resend:<n>` for a resend). */
export type MailJob = MailJobBase &
  (
    | {
        kind: 'contact';
        region: 'canada' | 'usa';
        form: { name: string; email: string; phoneNum: string; message: string };
      }
    | {
        kind: 'job';
        form: {
          fname: string;
          lname: string;
          email: string;
          phoneNum: string;
          city: string;
          state: string;
          jobInterested: string;
          resume: string;
        };
      }
    | {
        kind: 'newsletter-confirmation';
        email: string;
        /** The site page whose button confirms (a GET changes nothing). */
        confirmUrl: string;
        /** The site page whose button unsubscribes (a GET changes nothing). */
        unsubscribeUrl: string;
        /**
         * The List-Unsubscribe address (RFC 8058): a POST to it unsubscribes at once. Absent on jobs
         * queued before it was carried, whose `unsubscribeUrl` was that same API address.
         */
        oneClickUnsubscribeUrl?: string;
      }
    | StaffMail
  );

/**
 * Mails to members of staff, queued by auth-service from its own outbox; `submissionId` is then the
 * staff mail's id in auth-service, which takes the delivery reports of these kinds.
 */
export type StaffMail =
  | {
      kind: 'staff-invitation';
      to: string;
      name: string;
      invitedBy: string;
      roleLabel: string;
      acceptUrl: string;
      expiresAt: string;
    }
  | { kind: 'staff-password-reset'; to: string; name: string; resetUrl: string; expiresAt: string }
  | { kind: 'staff-sign-in-code'; to: string; name: string; code: string; expiresAt: string; device: string; address: string }
  | { kind: 'staff-password-changed'; to: string; name: string; changedAt: string; resetUrl: string };

export const STAFF_MAIL_KINDS = [
  'staff-invitation',
  'staff-password-reset',
  'staff-sign-in-code',
  'staff-password-changed',
] as const satisfies ReadonlyArray<StaffMail['kind']>;

export const isStaffMail = (job: MailJob): job is MailJobBase & StaffMail =>
  (STAFF_MAIL_KINDS as readonly string[]).includes(job.kind);

/** The job's request id when it carries a valid one; undefined for an older job (or a malformed value). */
export const requestIdOfMailJob = (job: { requestId?: unknown }): string | undefined => {
  const parsed = requestIdSchema.safeParse(job.requestId);
  return parsed.success ? parsed.data : undefined;
};

/** POST /internal/submissions/:id/delivery (worker -> forms-service). pending = a failed attempt that will be retried. */
export const deliveryReportSchema = z.strictObject({
  jobId: z.string().min(1).max(200),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().max(2000).nullable(),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;
