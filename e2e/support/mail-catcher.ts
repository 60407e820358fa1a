/**
 * Reads the mails the system sent, from the maildev REST API that scripts/e2e.mjs runs
 * (E2E_MAIL_API_URL). Mails are kept for the whole run: match on something unique to your test
 * (a generated address or subject) rather than clearing the box under other specs.
 */
export const mailApiUrl: string = process.env.E2E_MAIL_API_URL ?? 'http://127.0.0.1:11080';

export interface MailAddress {
  address: string;
  name: string;
}

export interface CaughtMail {
  id: string;
  subject: string;
  from: MailAddress[];
  to: MailAddress[];
  cc?: MailAddress[];
  replyTo?: MailAddress[];
  text?: string;
  html?: string;
  date: string;
  attachments?: { fileName: string; contentType: string; length: number }[];
  headers: Record<string, string | string[]>;
}

/** Every mail caught so far, oldest first. */
export async function listMails(): Promise<CaughtMail[]> {
  const res = await fetch(`${mailApiUrl}/email`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** True when one of the recipients (to, cc) is `address` (case-insensitive). */
export const isAddressedTo = (mail: CaughtMail, address: string): boolean =>
  [...mail.to, ...(mail.cc ?? [])].some((a) => a.address.toLowerCase() === address.toLowerCase());

/** Polls until a mail matches `predicate`; throws with the subjects seen when none arrives in time. */
export async function waitForMail(
  predicate: (mail: CaughtMail) => boolean,
  { timeoutMs = 20_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: CaughtMail[] = [];
  while (Date.now() < deadline) {
    seen = await listMails();
    const found = seen.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`no matching mail within ${timeoutMs} ms; seen: ${JSON.stringify(seen.map((m) => ({ to: m.to, subject: m.subject })))}`);
}

/** All mails matching `predicate` right now (to prove a mail went out exactly once). */
export async function mailsMatching(predicate: (mail: CaughtMail) => boolean): Promise<CaughtMail[]> {
  return (await listMails()).filter(predicate);
}
