import { MIN_FILL_MS } from '@site/contracts';

export interface AntiSpamFields {
  website?: string;
  startedAt?: number;
}

/** The reason a submission looks automated, or null. People never see the honeypot field. */
export function spamReason(fields: AntiSpamFields, now = Date.now()): string | null {
  if (fields.website && fields.website.trim() !== '') return 'honeypot';
  if (fields.startedAt !== undefined) {
    const elapsed = now - fields.startedAt;
    // A negative time means the visitor's clock is ahead of ours; that is a person, not a bot.
    if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too-fast';
  }
  return null;
}
