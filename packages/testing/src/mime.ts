/** A small MIME reader for the mails nodemailer writes (multipart, quoted-printable, base64, encoded words). */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string | undefined;
  messageId: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

const decodeQ = (text: string): Buffer => {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return Buffer.from(bytes);
};

export const decodeWords = (value: string): string =>
  value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQ(text.replace(/_/g, ' ')).toString('utf8'),
    );

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

const param = (header: string | undefined, name: string): string | undefined => {
  const m = new RegExp(`${name}\\*?=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header ?? '');
  return m ? decodeWords(m[1] ?? m[2] ?? '') : undefined;
};

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') return decodeQ(body.replace(/=\r\n/g, ''));
  return Buffer.from(body, 'utf8');
}

function walk(raw: string, mail: ParsedMail): Map<string, string> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary') ?? '';
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), mail);
    }
    return headers;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  const disposition = headers.get('content-disposition');
  if (disposition?.toLowerCase().startsWith('attachment')) {
    mail.attachments.push({
      filename: param(disposition, 'filename') ?? '',
      contentType: type.split(';')[0]!.trim(),
      content,
    });
  } else if (/^text\/html/i.test(type)) mail.html = content.toString('utf8');
  else if (/^text\/plain/i.test(type)) mail.text = content.toString('utf8');
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = {
    headers: new Map(),
    subject: '',
    from: '',
    to: '',
    replyTo: undefined,
    messageId: '',
    text: '',
    html: '',
    attachments: [],
  };
  mail.headers = walk(raw, mail);
  mail.subject = decodeWords(mail.headers.get('subject') ?? '');
  mail.from = decodeWords(mail.headers.get('from') ?? '');
  mail.to = mail.headers.get('to') ?? '';
  mail.replyTo = mail.headers.get('reply-to');
  mail.messageId = mail.headers.get('message-id') ?? '';
  return mail;
}
