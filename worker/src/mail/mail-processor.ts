import { createHash } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Logger } from '@site/service-kit';
import { isStaffMail, requestIdOfMailJob, type MailJob } from '@site/contracts';
import type { ResumeFetch } from '../clients/upload-client';
import type { ReportDelivery } from '../clients/forms-client';
import type { DeliveriesRepository } from './deliveries-repository';
import { composeMail, needsResume, recipientsFor, type MailSettings } from './compose-mail';

/** What the processor needs of a BullMQ job (a plain object in tests). */
export interface MailJobRun {
  id?: string;
  data: MailJob;
  /** Attempts already made before this one. */
  attemptsMade: number;
  opts: { attempts?: number };
}

export interface MailProcessorDeps {
  transport: Transporter;
  deliveries: DeliveriesRepository;
  fetchResume: (key: string, requestId?: string) => Promise<ResumeFetch>;
  reportDelivery: ReportDelivery;
  /** Staff mails' reports go to auth-service, which queued them. */
  reportStaffDelivery?: ReportDelivery;
  settings: MailSettings;
  logger: Logger;
  onSent?: (kind: MailJob['kind']) => void;
}

const domainOf = (from: string): string => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';

/** The same job and recipient always get the same Message-ID, so a rare resend after a crash is recognisably the same mail. */
export const messageIdFor = (jobId: string, recipient: string, from: string): string =>
  `<${createHash('sha256').update(`${jobId}\n${recipient}`).digest('hex').slice(0, 32)}@${domainOf(from)}>`;

/**
 * A 5xx SMTP reply for a visitor's own address (newsletter confirmation) will not change within the
 * hour: fail at once. Our own mailboxes keep the retries, so a misconfiguration can be fixed meanwhile.
 */
function isPermanentForVisitor(job: MailJob, err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return job.kind === 'newsletter-confirmation' && typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailProcessor(
  deps: MailProcessorDeps,
): (job: MailJobRun) => Promise<{ sent: number; skipped: number }> {
  const { transport, deliveries, settings, logger } = deps;

  return async (job) => {
    const data = job.data;
    const jobId = job.id ?? data.submissionId;
    const attempt = job.attemptsMade + 1;
    const lastAttempt = attempt >= (job.opts.attempts ?? 1);
    // Jobs queued before request ids were carried have none; their lines simply go without.
    const requestId = requestIdOfMailJob(data);
    const reportDelivery = (isStaffMail(data) ? deps.reportStaffDelivery : undefined) ?? deps.reportDelivery;
    // Every line about this job names it and the HTTP request that queued it (joins the services' logs).
    const log = logger.child({ jobId, submissionId: data.submissionId, kind: data.kind, requestId });
    try {
      let resume: ResumeFetch | undefined;
      let sent = 0;
      let skipped = 0;
      for (const to of recipientsFor(data, settings)) {
        const messageId = messageIdFor(jobId, to, settings.from);
        const outcome = await deliveries.sendOnce(
          { jobId, recipient: to, submissionId: data.submissionId, messageId, requestId: requestId ?? null },
          async () => {
            if (needsResume(data) && !resume) {
              try {
                resume = await deps.fetchResume(data.form.resume, requestId);
              } catch (err) {
                // Rather a mail without the file than no mail at all once the retries are spent.
                if (!lastAttempt) throw err;
                log.error({ err }, 'resume unavailable on the last attempt; mailing without it');
                resume = { kind: 'missing' };
              }
            }
            const mail = composeMail(data, to, settings.from, resume);
            const info = (await transport.sendMail({ ...mail, from: settings.from, messageId })) as {
              messageId?: string;
            };
            return info.messageId ?? messageId;
          },
        );
        if (outcome === 'sent') {
          sent += 1;
          deps.onSent?.(data.kind);
        } else skipped += 1;
      }
      // Throws when forms-service cannot take the report: the job is retried, the mails are skipped.
      await reportDelivery(
        data.submissionId,
        { jobId, status: 'sent', attempts: attempt, lastError: null },
        requestId,
      );
      log.info({ sent, skipped, attempt }, 'mail job done');
      return { sent, skipped };
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const permanent = isPermanentForVisitor(data, err);
      try {
        await reportDelivery(
          data.submissionId,
          {
            jobId,
            status: lastAttempt || permanent ? 'failed' : 'pending',
            attempts: attempt,
            lastError: message,
          },
          requestId,
        );
      } catch (reportErr) {
        log.warn({ err: (reportErr as Error).message }, 'could not report the failed attempt');
      }
      log.warn({ attempt, lastAttempt, permanent, err: message }, 'mail job attempt failed');
      // BullMQ does not retry an UnrecoverableError.
      throw permanent ? new UnrecoverableError(message) : err;
    }
  };
}
