/** Domains whose mail server ignores dots in the local part and which deliver to one mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as far as the common aliasing rules let us tell: lower case,
 * a `+tag` dropped (`jane+news@` is `jane@`), and for Gmail the dots of the local part dropped and
 * googlemail.com read as gmail.com. Used only to count mails per recipient (newsletter confirmations,
 * staff password resets), never to send: the address is kept as typed.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
