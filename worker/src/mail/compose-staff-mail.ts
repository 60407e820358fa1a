import { COMPANY, escapeHtml, type StaffMail } from '@site/contracts';
import type { ComposedMail } from './compose-mail';

/** A staff mail's parts: a heading, paragraphs, an optional button, and a closing line. */
interface Parts {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footer: string;
}

function render(to: string, parts: Parts): ComposedMail {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.button ? [`${parts.button.label}: ${parts.button.url}`, ''] : []),
    parts.footer,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family: system-ui, sans-serif; color: #0b1f3a">
<h2>${escapeHtml(parts.heading)}</h2>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  parts.button
    ? `<p><a href="${escapeHtml(parts.button.url)}" style="display: inline-block; background: #1565c0; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none">${escapeHtml(parts.button.label)}</a></p>
<p style="font-size: 12px; color: #555">Or open this address: ${escapeHtml(parts.button.url)}</p>`
    : ''
}
<p style="font-size: 12px; color: #555">${escapeHtml(parts.footer)}</p>
</body></html>`;
  return { to, subject: parts.subject, text, html };
}

/** A time as staff read it in a mail: UTC, to the minute. */
const when = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Mails to members of staff (invitations, password resets, sign-in codes, password changes). Links
 * and codes only; never a password. Each says what to do when the reader did not ask for it.
 */
export function composeStaffMail(job: StaffMail, to: string): ComposedMail {
  const brand = COMPANY.brand;
  switch (job.kind) {
    case 'staff-invitation':
      return render(to, {
        subject: `${job.invitedBy} invited you to the ${brand} admin`,
        heading: `You are invited to the ${brand} admin`,
        paragraphs: [
          `Hello ${job.name},`,
          `${job.invitedBy} invited you to work on the ${brand} website as ${job.roleLabel}. Open the link to choose your password and sign in.`,
          `The link works once, until ${when(job.expiresAt)}.`,
        ],
        button: { label: 'Accept the invitation', url: job.acceptUrl },
        footer: 'If you did not expect this invitation, ignore this mail: nothing happens until the link is used.',
      });
    case 'staff-password-reset':
      return render(to, {
        subject: `Choose a new password for the ${brand} admin`,
        heading: 'Choose a new password',
        paragraphs: [
          `Hello ${job.name},`,
          'Someone asked to reset the password of your account. Open the link to choose a new one; every place you are signed in will be signed out.',
          `The link works once, until ${when(job.expiresAt)}.`,
        ],
        button: { label: 'Choose a new password', url: job.resetUrl },
        footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
      });
    case 'staff-sign-in-code':
      return render(to, {
        subject: `${job.code} is your ${brand} sign-in code`,
        heading: 'Your sign-in code',
        paragraphs: [
          `Hello ${job.name},`,
          `Someone signed in to your account from a device it has not seen before (${job.device}, address ${job.address}). To finish signing in, enter this code:`,
          job.code,
          `It works until ${when(job.expiresAt)}.`,
        ],
        footer: 'If this was not you, do not share the code, and reset your password from the sign-in page: someone knows it.',
      });
    case 'staff-password-changed':
      return render(to, {
        subject: `The password of your ${brand} admin account was changed`,
        heading: 'Your password was changed',
        paragraphs: [
          `Hello ${job.name},`,
          `The password of your account was changed at ${when(job.changedAt)}, and every place you were signed in was signed out.`,
        ],
        button: { label: 'Not you? Reset your password', url: job.resetUrl },
        footer: 'If you changed it yourself, there is nothing to do.',
      });
  }
}
