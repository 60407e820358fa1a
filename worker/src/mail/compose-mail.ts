import { COMPANY, escapeHtml, fieldLabel, isStaffMail, type MailJob } from '@site/contracts';
import type { ResumeFetch } from '../clients/upload-client';
import { composeStaffMail } from './compose-staff-mail';
import { domainOfAddress } from './dkim';

export interface MailSettings {
  from: string;
  toSales: string;
  toInfo: string;
}

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * Every mail here is made by a machine (RFC 3834): an auto-responder on sales@ or info@, or a
 * subscriber's vacation reply, must not answer it.
 */
const AUTO_SUBMITTED = { 'Auto-Submitted': 'auto-generated' } as const;

/**
 * The list headers of every newsletter mail (the confirmation today, any later newsletter mail
 * alike): List-Id (RFC 2919) under the sender's domain, List-Unsubscribe (RFC 2369) with the https
 * link that unsubscribes on POST, and List-Unsubscribe-Post (RFC 8058), so a mailbox provider's
 * "Unsubscribe" button unsubscribes in one click without opening a page. The worker's DKIM
 * signature covers all three (dkim.ts DKIM_SIGNED_HEADERS), as RFC 8058 requires.
 */
export function newsletterHeaders(from: string, oneClickUnsubscribeUrl: string): Record<string, string> {
  return {
    'List-Id': `${COMPANY.brand} newsletter <newsletter.${domainOfAddress(from) ?? 'localhost'}>`,
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Header values never carry a line break (header injection). */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();
const LOOKS_LIKE_EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The mailboxes a job goes to: enquiries to sales and info, applications to info, confirmations to the subscriber, staff mails to that member of staff. */
export function recipientsFor(job: MailJob, settings: MailSettings): string[] {
  if (isStaffMail(job)) return [job.to.toLowerCase()];
  const list =
    job.kind === 'contact'
      ? [settings.toSales, settings.toInfo]
      : job.kind === 'job'
        ? [settings.toInfo]
        : [job.email];
  return [...new Set(list.map((r) => r.toLowerCase()))];
}

export const needsResume = (job: MailJob): job is Extract<MailJob, { kind: 'job' }> => job.kind === 'job';

function table(title: string, rows: Array<[string, string]>, footer = ''): { text: string; html: string } {
  const text = `${title}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}${footer ? `\n\n${footer}` : ''}\n`;
  const html = `<!doctype html><html><body style="font-family: system-ui, sans-serif; color: #0b1f3a">
<h2 style="margin: 0 0 12px">${escapeHtml(title)}</h2>
<table cellpadding="6" style="border-collapse: collapse">
${rows
  .map(
    ([k, v]) =>
      `<tr><th align="left" valign="top" style="border-bottom: 1px solid #ddd">${escapeHtml(k)}</th><td style="border-bottom: 1px solid #ddd; white-space: pre-wrap">${escapeHtml(v)}</td></tr>`,
  )
  .join('\n')}
</table>${footer ? `\n<p>${escapeHtml(footer)}</p>` : ''}
</body></html>`;
  return { text, html };
}

/** The mail of one job to one recipient; `from` is MAIL_FROM (the newsletter's List-Id is under its domain). */
export function composeMail(job: MailJob, to: string, from: string, resume?: ResumeFetch): ComposedMail {
  if (isStaffMail(job)) {
    // Invitations, resets and sign-in codes are machine-made too: no auto-responder answers them.
    const mail = composeStaffMail(job, to);
    return { ...mail, headers: { ...AUTO_SUBMITTED, ...mail.headers } };
  }
  if (job.kind === 'contact') {
    const region = job.region === 'usa' ? 'USA' : 'Canada';
    const f = job.form;
    const body = table(`New enquiry from the ${region} contact form`, [
      [fieldLabel('name'), f.name],
      [fieldLabel('email'), f.email],
      [fieldLabel('phoneNum'), f.phoneNum || '(not given)'],
      [fieldLabel('message'), f.message],
      ['Region', region],
      ['Received', job.receivedAt],
      ['Reference', job.submissionId],
    ]);
    return {
      to,
      subject: oneLine(`New enquiry (${region}): ${f.name}`),
      ...body,
      replyTo: LOOKS_LIKE_EMAIL.test(f.email) ? f.email : undefined,
      headers: { ...AUTO_SUBMITTED },
    };
  }
  if (job.kind === 'job') {
    const f = job.form;
    const name = `${f.fname} ${f.lname}`;
    let resumeLine = 'Resume: attached.';
    if (resume?.kind === 'link')
      resumeLine = `Resume: download it at ${resume.url} (link valid until ${resume.expiresAt}).`;
    if (!resume || resume.kind === 'missing')
      resumeLine = `Resume: not available from the file store (key ${f.resume}); see the admin inbox.`;
    const body = table(
      'New job application',
      [
        [fieldLabel('name'), name],
        [fieldLabel('email'), f.email],
        [fieldLabel('phoneNum'), f.phoneNum],
        [fieldLabel('city'), f.city],
        [fieldLabel('state'), f.state],
        [fieldLabel('jobInterested'), f.jobInterested],
        [fieldLabel('resume'), f.resume],
        ['Received', job.receivedAt],
        ['Reference', job.submissionId],
      ],
      resumeLine,
    );
    return {
      to,
      subject: oneLine(`New job application: ${name} — ${f.jobInterested}`),
      ...body,
      replyTo: LOOKS_LIKE_EMAIL.test(f.email) ? f.email : undefined,
      headers: { ...AUTO_SUBMITTED },
      attachments:
        resume?.kind === 'file'
          ? [{ filename: oneLine(resume.filename), content: resume.content, contentType: resume.contentType }]
          : undefined,
    };
  }
  const text = `Thank you for subscribing to the ${COMPANY.brand} newsletter.

Please confirm your subscription by opening this link:
${job.confirmUrl}

If you did not subscribe, ignore this mail and you will not hear from us again.

Unsubscribe: ${job.unsubscribeUrl}
`;
  const html = `<!doctype html><html><body style="font-family: system-ui, sans-serif; color: #0b1f3a">
<h2>Confirm your subscription</h2>
<p>Thank you for subscribing to the ${escapeHtml(COMPANY.brand)} newsletter.</p>
<p><a href="${escapeHtml(job.confirmUrl)}" style="display: inline-block; background: #1565c0; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none">Confirm my subscription</a></p>
<p>If you did not subscribe, ignore this mail and you will not hear from us again.</p>
<p style="font-size: 12px; color: #555"><a href="${escapeHtml(job.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to,
    subject: `Please confirm your ${COMPANY.brand} newsletter subscription`,
    text,
    html,
    // Jobs queued before the one-click link was carried: their unsubscribe link is the same API
    // address (/api/newsletter/unsubscribe?token=), which also unsubscribes on POST.
    headers: { ...AUTO_SUBMITTED, ...newsletterHeaders(from, job.oneClickUnsubscribeUrl ?? job.unsubscribeUrl) },
  };
}
