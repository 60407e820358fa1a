import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  NEWSLETTER_API,
  NEWSLETTER_PAGES,
  type LeadAttribution,
  type MailJob,
  type NewsletterLinkOutcome,
} from '@site/contracts';
import type { SubmissionsRepository } from '../submissions/submissions-repository';
import type { SubmissionMeta } from '../submissions/submission-meta';
import type { SubscribersRepository, StoredSubscriber } from './subscribers-repository';
import { signNewsletterToken, verifyNewsletterToken } from './newsletter-token';
import { mailboxKey } from '@site/contracts';

/** A still-pending subscriber who subscribes again gets the confirmation again, but not more often than this. */
export const CONFIRMATION_RESEND_AFTER_MS = 60 * 60 * 1000;

/**
 * At most this many confirmation mails per recipient mailbox (aliases folded: mailboxKey) per
 * CONFIRMATION_CAP_WINDOW_MS, whoever asks and from wherever: the sign-up form cannot be used to
 * flood someone's inbox (docs/decisions/forms.md). Sign-ups past the cap are still stored.
 */
export const CONFIRMATIONS_PER_MAILBOX = 3;
export const CONFIRMATION_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export type LinkOutcome = NewsletterLinkOutcome;

export class NewsletterService {
  constructor(
    private readonly deps: {
      subscribers: SubscribersRepository;
      submissions: SubmissionsRepository;
      secret: string;
      publicBaseUrl: string;
    },
  ) {}

  confirmationJob(
    subscriber: { id: string; email: string },
    submissionId: string,
    requestId: string,
  ): MailJob {
    const base = this.deps.publicBaseUrl.replace(/\/$/, '');
    const confirm = signNewsletterToken(this.deps.secret, subscriber.id, 'confirm');
    const unsubscribe = signNewsletterToken(this.deps.secret, subscriber.id, 'unsubscribe');
    return {
      kind: 'newsletter-confirmation',
      submissionId,
      email: subscriber.email,
      // The pages the links open: a button there posts, so opening a link changes nothing.
      confirmUrl: `${base}${NEWSLETTER_PAGES.confirm}?token=${confirm}`,
      unsubscribeUrl: `${base}${NEWSLETTER_PAGES.unsubscribe}?token=${unsubscribe}`,
      // List-Unsubscribe: a mailbox provider's one-click POST there unsubscribes (RFC 8058).
      oneClickUnsubscribeUrl: `${base}${NEWSLETTER_API.unsubscribe}?token=${unsubscribe}`,
      receivedAt: new Date().toISOString(),
      requestId,
    };
  }

  /**
   * Double opt-in. One subscriber per lower(email); a repeat is a success without a new row. The
   * confirmation goes out for a new or returning (unsubscribed) subscriber, and again for a pending
   * one only when the last one is over an hour old, and only while the recipient mailbox is under
   * its daily cap (past it the subscriber is stored, pending, and no mail goes out; a later sign-up
   * once the window has passed sends it). Returns the submission id when a mail is queued.
   */
  async subscribe(
    tx: EntityManager,
    email: string,
    meta: SubmissionMeta & { attribution?: LeadAttribution },
    shown: { consentVersion: string; consentText: string } = {
      consentVersion: CURRENT_CONSENT_VERSION,
      consentText: CONSENT_TEXTS.newsletter,
    },
  ): Promise<string | null> {
    // The consent the form showed, version and text, kept on the subscriber as on the submission row.
    const consent = { version: shown.consentVersion, text: shown.consentText, ip: meta.ip, userAgent: meta.userAgent };
    const { subscriber, created } = await this.deps.subscribers.insertOrLock(
      tx,
      randomUUID(),
      email,
      consent,
    );
    if (!created && !this.needsConfirmation(subscriber)) return null;
    // The sign-up is kept whether or not its mail fits under the cap.
    if (subscriber.status === 'unsubscribed')
      await this.deps.subscribers.renewConsent(tx, subscriber.id, consent);
    const booked = await this.deps.subscribers.bookConfirmation(
      tx,
      mailboxKey(email),
      CONFIRMATIONS_PER_MAILBOX,
      CONFIRMATION_CAP_WINDOW_MS,
    );
    if (!booked) return null;
    await this.deps.subscribers.markConfirmationSent(tx, subscriber.id);
    const submissionId = randomUUID();
    await this.deps.submissions.insert(
      tx,
      {
        id: submissionId,
        type: 'newsletter',
        region: null,
        payload: { email },
        consentText: consent.text,
        consentVersion: shown.consentVersion,
        ip: meta.ip,
        userAgent: meta.userAgent,
        spamReason: null,
        attribution: meta.attribution,
      },
      this.confirmationJob(subscriber, submissionId, meta.requestId),
    );
    return submissionId;
  }

  /**
   * An admin moved a newsletter submission out of spam: subscribe that address with the consent
   * recorded then (the version and text the held submission stored, not today's).
   */
  async subscribeFromSpam(
    tx: EntityManager,
    email: string,
    meta: Pick<SubmissionMeta, 'ip' | 'userAgent'> & { consentVersion: string | null; consentText: string },
  ): Promise<StoredSubscriber> {
    const consent = { version: meta.consentVersion, text: meta.consentText, ip: meta.ip, userAgent: meta.userAgent };
    const { subscriber } = await this.deps.subscribers.insertOrLock(tx, randomUUID(), email, consent);
    if (subscriber.status === 'unsubscribed')
      await this.deps.subscribers.renewConsent(tx, subscriber.id, consent);
    await this.deps.subscribers.markConfirmationSent(tx, subscriber.id);
    return subscriber;
  }

  findSubscriber(email: string, tx?: EntityManager): Promise<StoredSubscriber | null> {
    return this.deps.subscribers.findByEmail(email, tx);
  }

  private needsConfirmation(subscriber: StoredSubscriber): boolean {
    if (subscriber.status === 'confirmed') return false;
    if (subscriber.status === 'unsubscribed') return true;
    const last = subscriber.confirmationSentAt ? Date.parse(subscriber.confirmationSentAt) : 0;
    return Date.now() - last >= CONFIRMATION_RESEND_AFTER_MS;
  }

  async confirm(token: string, ip: string | null): Promise<LinkOutcome> {
    const id = verifyNewsletterToken(this.deps.secret, token, 'confirm');
    if (!id) return 'invalid';
    const before = await this.deps.subscribers.findById(id);
    if (!before) return 'invalid';
    if (before.status === 'confirmed') return 'already-confirmed';
    if (before.status === 'unsubscribed') return 'already-unsubscribed';
    const after = await this.deps.subscribers.confirm(id, ip);
    return after === 'confirmed' ? 'confirmed' : 'invalid';
  }

  async unsubscribe(token: string): Promise<LinkOutcome> {
    const id = verifyNewsletterToken(this.deps.secret, token, 'unsubscribe');
    if (!id) return 'invalid';
    const before = await this.deps.subscribers.findById(id);
    if (!before) return 'invalid';
    if (before.status === 'unsubscribed') return 'already-unsubscribed';
    await this.deps.subscribers.unsubscribe(id);
    return 'unsubscribed';
  }
}
