import { createPrivateKey, createPublicKey } from 'node:crypto';

/**
 * DKIM (RFC 6376): the worker signs every mail with nodemailer's `dkim` option, so receivers can check
 * that the mail really comes from the From domain (docs/operations.md, "Mail authentication").
 */
export interface DkimSettings {
  /** The d= domain: the domain of MAIL_FROM unless DKIM_DOMAIN says otherwise (DMARC alignment). */
  domainName: string;
  /** The s= selector: the record lives at `<selector>._domainkey.<domain>`. */
  keySelector: string;
  /** PKCS#8 or PKCS#1 PEM of an RSA key of at least MIN_DKIM_KEY_BITS. */
  privateKey: string;
}

/** Mailbox providers ignore shorter keys; 2048 is what `npm start` generates. */
export const MIN_DKIM_KEY_BITS = 1024;

/** The domain of an address or of `Name <address>`. */
export const domainOfAddress = (from: string): string | undefined => /@([^>\s]+)>?\s*$/.exec(from.trim())?.[1]?.toLowerCase();

/** Null when the PEM is an RSA private key of at least MIN_DKIM_KEY_BITS, else why not. */
export function dkimKeyProblem(pem: string): string | null {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa') return `must be an RSA private key (got ${key.asymmetricKeyType ?? 'unknown'})`;
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    return bits >= MIN_DKIM_KEY_BITS ? null : `must be at least ${MIN_DKIM_KEY_BITS} bits (got ${bits})`;
  } catch {
    return 'must be the PEM of an RSA private key';
  }
}

/** The DNS record receivers look the public key up in: name, and the TXT value as strings of at most 255 bytes. */
export interface DkimDnsRecord {
  name: string;
  value: string;
  /** The value split into the <=255-byte strings one TXT record is made of. */
  strings: string[];
}

export function dkimDnsRecord(settings: DkimSettings): DkimDnsRecord {
  const spki = createPublicKey(createPrivateKey(settings.privateKey)).export({ type: 'spki', format: 'der' });
  const value = `v=DKIM1; k=rsa; p=${spki.toString('base64')}`;
  const strings: string[] = [];
  for (let at = 0; at < value.length; at += 255) strings.push(value.slice(at, at + 255));
  return { name: `${settings.keySelector}._domainkey.${settings.domainName}`, value, strings };
}

/** The record as a zone-file line (BIND syntax), ready to paste or to type into a DNS provider's form. */
export const zoneLine = (record: DkimDnsRecord): string =>
  `${record.name}. 3600 IN TXT ( ${record.strings.map((s) => `"${s}"`).join(' ')} )`;

/**
 * The header fields the signature covers: nodemailer's list (RFC 6376 5.4) plus List-Unsubscribe-Post,
 * which RFC 8058 section 4 requires to be signed with List-Unsubscribe for one-click unsubscribe, and
 * Auto-Submitted.
 */
export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'In-Reply-To', 'References',
  'List-Id', 'List-Help', 'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner',
  'List-Archive', 'Auto-Submitted',
].join(':');
