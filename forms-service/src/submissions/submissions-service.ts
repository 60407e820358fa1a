import { randomUUID } from 'node:crypto';
import { AppError, type Logger } from '@site/service-kit';
import {
  CONSENT_VERSIONS,
  CURRENT_CONSENT_VERSION,
  RESUME_KEY_PATTERN,
  type ConsentForm,
  type ConsentVersion,
  type contactFormSchema,
  type DeliveryReport,
  type jobFormSchema,
  type MailJob,
  type newsletterFormSchema,
  type LeadAttribution,
  type Region,
} from '@site/contracts';
import type { z } from 'zod';
import type { EntityManager } from 'typeorm';
import { spamVerdict } from '../spam/spam-check';
import type { TokenUses } from '../spam/token-uses';
import type { FormTokens } from '../spam/form-token';
import type { UploadClient } from '../uploads/upload-client';
import type { StoredSubscriber } from '../newsletter/subscribers-repository';
import type { StoredSubmission, SubmissionsRepository } from './submissions-repository';
import type { SubmissionMeta } from './submission-meta';
import { attributionOf, type VisitLookup } from '../attribution/visit-lookup';

/**
 * What this service needs of the newsletter (NewsletterService provides it), declared here so the
 * two services do not import each other.
 */
export interface NewsletterSignups {
  subscribe(
    tx: EntityManager,
    email: string,
    meta: SubmissionMeta & { attribution: LeadAttribution },
    shown: { consentVersion: string; consentText: string },
  ): Promise<string | null>;
  subscribeFromSpam(
    tx: EntityManager,
    email: string,
    meta: Pick<SubmissionMeta, 'ip' | 'userAgent'> & { consentVersion: string | null; consentText: string },
  ): Promise<StoredSubscriber>;
  confirmationJob(subscriber: { id: string; email: string }, submissionId: string, requestId: string): MailJob;
  findSubscriber(email: string, tx?: EntityManager): Promise<StoredSubscriber | null>;
}

/** The consent record of a submission: the version the form showed, and that version's text. */
const consentOf = (form: ConsentForm, version: ConsentVersion | undefined) => {
  const shown = version ?? CURRENT_CONSENT_VERSION;
  return { consentVersion: shown, consentText: CONSENT_VERSIONS[shown][form] };
};

/** The columns of SubmissionMeta that are stored (the token is checked, not kept). */
const stored = (meta: SubmissionMeta) => ({ ip: meta.ip, userAgent: meta.userAgent, requestId: meta.requestId });

type ContactInput = z.output<typeof contactFormSchema>;
type JobInput = z.output<typeof jobFormSchema>;
type NewsletterInput = z.output<typeof newsletterFormSchema>;

/** sent: stored and on its way; held: stored in the spam folder until an admin releases it. */
export type Outcome = 'sent' | 'held';

const fail = (message: string) => AppError.badRequest(message, { msg: 'fail' });

const resumeTaken = () =>
  new AppError({
    status: 409,
    code: 'RESUME_ALREADY_USED',
    message: 'This resume was already sent with another application; please upload your resume again',
    reply: { msg: 'fail' },
  });

export class SubmissionsService {
  constructor(
    private readonly deps: {
      submissions: SubmissionsRepository;
      newsletter: NewsletterSignups;
      uploads: UploadClient;
      tokens: FormTokens;
      /** How many submissions each token has carried (at most FORM_TOKEN_MAX_SUBMISSIONS are mailed). */
      tokenUses: TokenUses;
      logger: Logger;
      /** Called after each commit that queued a mail, so the relay publishes it at once. */
      onQueued: () => void;
      /** The traffic counting's visits (issue 27); without it a lead stores only the page it was sent from. */
      visits?: VisitLookup;
    },
  ) {}

  /**
   * Why the submission is held for review (null: it goes out): honeypot, then the tokens, then
   * whether the token that vouches for it has carried its share of submissions already.
   */
  private async spamReasonOf(form: { website?: string; formToken?: string }, meta: SubmissionMeta): Promise<string | null> {
    const verdict = spamVerdict({ website: form.website, tokens: [form.formToken, meta.cookieToken] }, this.deps.tokens);
    if (verdict.reason) return verdict.reason;
    return (await this.deps.tokenUses.consume(verdict.token)) ? null : 'token-used-up';
  }

  /** Where the submission came from: its visit's landing data and the page it was sent from; never fails. */
  private attribution(meta: SubmissionMeta): Promise<LeadAttribution> {
    return attributionOf(
      { visits: this.deps.visits, logger: this.deps.logger },
      { visitor: meta.visitor ?? null, sentFrom: meta.sentFrom ?? null },
    );
  }

  /** Stores the enquiry; 'held' when it waits in the spam folder instead of being mailed. */
  async receiveContact(form: ContactInput, region: Region, meta: SubmissionMeta): Promise<Outcome> {
    const id = randomUUID();
    const [reason, attribution] = await Promise.all([this.spamReasonOf(form, meta), this.attribution(meta)]);
    const payload = { name: form.name, email: form.email, phoneNum: form.phoneNum, message: form.message };
    const job: MailJob = {
      kind: 'contact',
      submissionId: id,
      region,
      form: payload,
      receivedAt: new Date().toISOString(),
      requestId: meta.requestId,
    };
    await this.deps.submissions.transaction((tx) =>
      this.deps.submissions.insert(
        tx,
        {
          id,
          type: 'contact',
          region,
          payload,
          ...consentOf('contact', form.consentVersion),
          ...stored(meta),
          spamReason: reason,
          attribution,
        },
        reason ? null : job,
      ),
    );
    if (!reason) this.deps.onQueued();
    return reason ? 'held' : 'sent';
  }

  /**
   * The resume must be one upload-service stored. When upload-service does not answer, the
   * application is still stored (a lead is never lost for a dependency); the relay attaches the
   * resume later and the worker fetches it when it mails.
   */
  async receiveJob(form: JobInput, meta: SubmissionMeta): Promise<Outcome> {
    if (!RESUME_KEY_PATTERN.test(form.resume))
      throw fail('resume must be the value returned by the resume upload');
    const [reason, attribution] = await Promise.all([this.spamReasonOf(form, meta), this.attribution(meta)]);
    if (!reason) {
      const check = await this.deps.uploads.checkResume(form.resume, meta.requestId);
      if (check === 'missing') throw fail('resume was not found; please upload your resume again');
      if (check === 'unreachable')
        this.deps.logger.warn(
          { resume: form.resume },
          'upload-service unreachable; storing the application, resume verified later',
        );
    }
    const id = randomUUID();
    const payload = {
      fname: form.fname,
      lname: form.lname,
      email: form.email,
      phoneNum: form.phoneNum,
      city: form.city,
      state: form.state,
      jobInterested: form.jobInterested,
      resume: form.resume,
    };
    const job: MailJob = {
      kind: 'job',
      submissionId: id,
      form: payload,
      receivedAt: new Date().toISOString(),
      requestId: meta.requestId,
    };
    await this.deps.submissions.transaction(async (tx) => {
      await this.deps.submissions.insert(
        tx,
        {
          id,
          type: 'job',
          region: null,
          payload,
          ...consentOf('job', form.consentVersion),
          ...stored(meta),
          spamReason: reason,
          resumeKey: form.resume,
          attribution,
        },
        reason ? null : job,
      );
      // One upload, one application: a second application naming the same resume is refused whole.
      if (!(await this.deps.submissions.claimResume(tx, form.resume, id))) throw resumeTaken();
    });
    if (reason) return 'held';
    this.deps.onQueued();
    // Tell upload-service to keep the file now; if it cannot answer, the relay's sweep retries.
    const attached = await this.deps.uploads.attachResume(form.resume, id, meta.requestId);
    if (attached !== 'unreachable')
      await this.deps.submissions.setResumeState(id, attached === 'exists' ? 'attached' : 'missing');
    return 'sent';
  }

  async receiveNewsletter(form: NewsletterInput, meta: SubmissionMeta): Promise<Outcome> {
    const [reason, attribution] = await Promise.all([this.spamReasonOf(form, meta), this.attribution(meta)]);
    const consent = consentOf('newsletter', form.consentVersion);
    if (reason) {
      await this.deps.submissions.transaction((tx) =>
        this.deps.submissions.insert(
          tx,
          {
            id: randomUUID(),
            type: 'newsletter',
            region: null,
            payload: { email: form.email },
            ...consent,
            ...stored(meta),
            spamReason: reason,
            attribution,
          },
          null,
        ),
      );
      return 'held';
    }
    const queued = await this.deps.submissions.transaction((tx) =>
      this.deps.newsletter.subscribe(tx, form.email, { ...stored(meta), attribution }, consent),
    );
    if (queued) this.deps.onQueued();
    return 'sent';
  }

  // --- admin inbox -------------------------------------------------------------------------------

  async get(id: string): Promise<StoredSubmission> {
    const found = await this.deps.submissions.findById(id);
    if (!found) throw AppError.notFound('Submission not found');
    return found;
  }

  /**
   * Queues the mail again under a new job id, so the worker's per-job idempotency lets it through.
   * The job carries the admin request's id: that request is what caused this mail.
   */
  async resend(id: string, requestId: string): Promise<StoredSubmission> {
    await this.deps.submissions.transaction(async (tx) => {
      const s = await this.deps.submissions.lockById(tx, id);
      if (!s) throw AppError.notFound('Submission not found');
      if (s.deliveryStatus === 'spam')
        throw new AppError({
          status: 409,
          code: 'IS_SPAM',
          message: 'Mark the submission as not spam to send it',
        });
      const resendCount = s.resendCount + 1;
      const jobId = `${id}:resend:${resendCount}`;
      await this.deps.submissions.requeue(tx, id, jobId, await this.jobFor(tx, s, requestId), {
        resendCount,
      });
    });
    this.deps.onQueued();
    return this.get(id);
  }

  async notSpam(id: string, requestId: string): Promise<StoredSubmission> {
    await this.deps.submissions.transaction(async (tx) => {
      const s = await this.deps.submissions.lockById(tx, id);
      if (!s) throw AppError.notFound('Submission not found');
      if (s.deliveryStatus !== 'spam')
        throw new AppError({
          status: 409,
          code: 'NOT_SPAM',
          message: 'The submission is not in the spam folder',
        });
      if (s.type === 'newsletter') {
        // A real subscriber after all: the normal double opt-in, with its own consent record.
        const subscriber = await this.deps.newsletter.subscribeFromSpam(tx, s.payload.email ?? '', {
          ip: s.ip,
          userAgent: s.userAgent,
          consentVersion: s.consentVersion,
          consentText: s.consentText,
        });
        await this.deps.submissions.requeue(
          tx,
          id,
          id,
          this.deps.newsletter.confirmationJob(subscriber, id, requestId),
          {},
        );
        return;
      }
      await this.deps.submissions.requeue(tx, id, id, await this.jobFor(tx, s, requestId), {});
    });
    this.deps.onQueued();
    return this.get(id);
  }

  async delete(id: string, requestId: string): Promise<void> {
    const s = await this.get(id);
    if (s.resumeKey) {
      const removed = await this.deps.uploads.deleteResume(s.resumeKey, requestId);
      if (!removed)
        throw new AppError({
          status: 502,
          code: 'UPLOAD_UNAVAILABLE',
          message: 'The resume could not be removed right now; nothing was deleted, try again',
        });
    }
    await this.deps.submissions.delete(id);
  }

  async recordDelivery(id: string, report: DeliveryReport): Promise<'applied' | 'ignored'> {
    const result = await this.deps.submissions.recordDelivery(id, report);
    if (result === 'not-found') throw AppError.notFound('Submission not found');
    return result;
  }

  private async jobFor(tx: EntityManager, s: StoredSubmission, requestId: string): Promise<MailJob> {
    const receivedAt = s.createdAt;
    const p = s.payload;
    const field = (name: string) => p[name] ?? '';
    if (s.type === 'contact') {
      return {
        kind: 'contact',
        submissionId: s.id,
        region: s.region ?? 'canada',
        form: {
          name: field('name'),
          email: field('email'),
          phoneNum: field('phoneNum'),
          message: field('message'),
        },
        receivedAt,
        requestId,
      };
    }
    if (s.type === 'job') {
      return {
        kind: 'job',
        submissionId: s.id,
        form: {
          fname: field('fname'),
          lname: field('lname'),
          email: field('email'),
          phoneNum: field('phoneNum'),
          city: field('city'),
          state: field('state'),
          jobInterested: field('jobInterested'),
          resume: field('resume'),
        },
        receivedAt,
        requestId,
      };
    }
    const subscriber = await this.deps.newsletter.findSubscriber(field('email'), tx);
    if (!subscriber || subscriber.status === 'unsubscribed')
      throw new AppError({
        status: 409,
        code: 'NOT_SUBSCRIBED',
        message: 'This address has unsubscribed; no confirmation is sent',
      });
    return this.deps.newsletter.confirmationJob(subscriber, s.id, requestId);
  }
}
