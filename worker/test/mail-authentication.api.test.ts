// Every kind of mail the worker sends, as a receiving mail server judges it:
// - SpamAssassin (Debian's `spamassassin`, `-L`: local tests only, nothing leaves the machine) scores
//   each one at most 0;
// - its DKIM signature verifies with a DKIM verifier (mailauth) against the key an install generates
//   (scripts/lib/system.mjs, as `npm start` does) and the DNS record `npm run dkim-record` prints for
//   it, and the signing domain is the From domain (DMARC alignment).
// The mails go through the worker's own processor and transport to a real SMTP server.
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { MailJob } from '@site/contracts';
import { startTestApp, type RunningTestApp } from '@site/service-kit/testing';
import { startFakeUploadService, type FakeUploadService } from '@site/testing/fake-upload-service';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '@site/testing/smtp-catcher';
import { dkimRecordLines } from '../src/cli/dkim-record';
import { dkimSettingsOf, readConfig } from '../src/config';
import { SETTINGS, startMailWorker, type MailWorkerHarness } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const run = promisify(execFile);

let secrets: string;
let dkimKey: string;
let recordName = '';
let recordValue = '';
let smtp: SmtpCatcher;
let uploads: FakeUploadService;
let forms: RunningTestApp;
let worker: MailWorkerHarness;

/** The install's own secret generation (what `npm start` and `npm test` call), into a scratch folder. */
async function generateInstallSecrets(dir: string): Promise<void> {
  const script = `import { ensureLocalSecrets } from ${JSON.stringify(path.join(ROOT, 'scripts', 'lib', 'system.mjs'))};
ensureLocalSecrets(process.argv[1], {});`;
  await run(process.execPath, ['--input-type=module', '-e', script, dir]);
}

const acceptReports = (req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}'));
};

beforeAll(async () => {
  secrets = mkdtempSync(path.join(os.tmpdir(), 'dkim-install-'));
  await generateInstallSecrets(secrets);
  dkimKey = readFileSync(path.join(secrets, 'dkim-private.pem'), 'utf8');
  // The record as the command prints it: the zone line is what an operator pastes.
  const env = { NODE_ENV: 'test', MAIL_FROM: SETTINGS.from, DKIM_PRIVATE_KEY: dkimKey };
  const zone = dkimRecordLines(env).at(-1) ?? '';
  const parsed = /^(\S+)\. 3600 IN TXT \( (.+) \)$/.exec(zone);
  if (!parsed) throw new Error(`unexpected record line: ${zone}`);
  recordName = parsed[1]!;
  recordValue = [...parsed[2]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join('');

  smtp = await startSmtpCatcher();
  uploads = await startFakeUploadService();
  forms = await startTestApp(acceptReports);
  worker = await startMailWorker({
    label: 'mail_auth',
    smtpUrl: smtp.url,
    formsUrl: forms.url,
    uploadUrl: uploads.url,
    dkim: dkimSettingsOf(readConfig(env)),
  });
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await forms?.close();
  await uploads?.close();
  await smtp?.close();
  if (secrets) rmSync(secrets, { recursive: true, force: true });
});

const base = () => ({ submissionId: randomUUID(), receivedAt: new Date().toISOString(), requestId: randomUUID() });
const token = () => randomBytes(48).toString('base64url');

/** A small but real one-page PDF, as an applicant's resume would be. */
function resumePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 14 Tf 72 720 Td (Sam Rivera - Field Technician - Portland, Oregon) Tj ET';
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += body === null ? `${i + 1} 0 obj\n<< /Length ${text.length} >>\nstream\n${text}\nendstream\nendobj\n` : `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const resumeKey = `${randomUUID()}.pdf`;
const origin = 'https://www.northwire.example';
const unsubscribeToken = token();

/** One job of each kind the forms queue, with realistic content. */
const KINDS: Array<[string, () => MailJob]> = [
  [
    'contact enquiry (Canada)',
    () => ({
      ...base(),
      kind: 'contact',
      region: 'canada',
      form: {
        name: 'Jane Doe',
        email: 'jane.doe@harbourfoods.example',
        phoneNum: '4165550100',
        message: 'We are opening four restaurants in Ontario next spring and need menu boards, a store network and drive-thru audio. Could someone call me this week?',
      },
    }),
  ],
  [
    'contact enquiry (USA)',
    () => ({
      ...base(),
      kind: 'contact',
      region: 'usa',
      form: {
        name: 'Pat Lee',
        email: 'pat.lee@cascadeclinics.example',
        phoneNum: '5035550187',
        message: 'Our twelve clinics in Oregon need segmented networks and waiting-room screens. What would a site survey involve?',
      },
    }),
  ],
  [
    'job application with its resume',
    () => ({
      ...base(),
      kind: 'job',
      form: {
        fname: 'Sam',
        lname: 'Rivera',
        email: 'sam.rivera@applicant.example',
        phoneNum: '5035550100',
        city: 'Portland',
        state: 'Oregon',
        jobInterested: 'Field Technicians',
        resume: resumeKey,
      },
    }),
  ],
  [
    'newsletter confirmation',
    () => ({
      ...base(),
      kind: 'newsletter-confirmation',
      email: 'reader@inbox.example',
      confirmUrl: `${origin}/newsletter/confirm?token=${token()}`,
      unsubscribeUrl: `${origin}/newsletter/unsubscribe?token=${unsubscribeToken}`,
      oneClickUnsubscribeUrl: `${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    }),
  ],
];

/** SpamAssassin's verdict on a raw message: its score and the rules that fired. */
function spamAssassin(raw: string, home: string): Promise<{ score: number; tests: string }> {
  return new Promise((resolve, reject) => {
    // -L: local tests only (no DNS blocklists, Razor, Pyzor): nothing leaves the machine. HOME keeps
    // its per-user files out of the real home.
    const child = spawn('spamassassin', ['-L'], { env: { ...process.env, HOME: home } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const status = /^X-Spam-Status: [^\n]*(?:\r?\n[ \t][^\n]*)*/m.exec(out)?.[0].replace(/\s+/g, ' ') ?? '';
      const verdict = /score=(-?[\d.]+) required=[\d.]+ tests=(\S*)/.exec(status);
      if (code !== 0 || !verdict) return reject(new Error(`spamassassin exited ${code}: ${err.slice(0, 500)}`));
      resolve({ score: Number(verdict[1]), tests: verdict[2]! });
    });
    child.stdin.end(raw);
  });
}

const mailFor = (job: MailJob): CaughtMail | undefined => smtp.mails.find((m) => m.text.includes(job.submissionId) || m.envelopeTo.includes('reader@inbox.example'));

describe.each(KINDS)('the %s', (_kind, make) => {
  let job: MailJob;
  let mail: CaughtMail;

  beforeAll(async () => {
    smtp.mails.length = 0;
    job = make();
    if (job.kind === 'job') uploads.add(resumeKey, resumePdf());
    await worker.process({ id: job.submissionId, data: job, attemptsMade: 0, opts: { attempts: 3 } });
    const found = job.kind === 'newsletter-confirmation' ? smtp.mails[0] : mailFor(job);
    if (!found) throw new Error(`no mail caught for ${job.kind}`);
    mail = found;
  });

  it('when SpamAssassin reads it with its local rules, then it scores at most 0', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'spamassassin-'));
    try {
      const verdict = await spamAssassin(mail.raw, home);
      expect({ ...verdict, ok: verdict.score <= 0 }).toEqual({ ...verdict, ok: true });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  }, 60_000);

  it('when its DKIM signature is verified against the DNS record of the install key, then it passes for the From domain', async () => {
    const lookups: string[] = [];
    const result = await dkimVerify(mail.raw, {
      resolver: async (name: string, type: string) => {
        lookups.push(`${type} ${name}`);
        if (type === 'TXT' && name === recordName) return [[recordValue]];
        throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
      },
    });
    expect(lookups).toEqual([`TXT nw1._domainkey.northwire.example`]);
    expect(result.results).toHaveLength(1);
    const [signature] = result.results;
    expect({
      result: signature?.status.result,
      domain: signature?.signingDomain,
      selector: signature?.selector,
      aligned: signature?.status.aligned,
      bits: signature?.modulusLength,
    }).toEqual({ result: 'pass', domain: 'northwire.example', selector: 'nw1', aligned: 'northwire.example', bits: 2048 });
    // What the signature covers: the From, subject and body, and for the newsletter the list headers
    // RFC 8058 requires to be signed for one-click unsubscribe.
    const signed = (signature?.signingHeaders?.keys ?? '').toLowerCase().split(': ').join(':').split(':');
    expect(signed).toEqual(expect.arrayContaining(['from', 'subject', 'date', 'message-id', 'to', 'auto-submitted']));
    if (job.kind === 'newsletter-confirmation') expect(signed).toEqual(expect.arrayContaining(['list-id', 'list-unsubscribe', 'list-unsubscribe-post']));
  });

  it('when a mail server reads its headers, then it is marked auto-generated (RFC 3834) and a newsletter mail carries its list headers', () => {
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    if (job.kind === 'newsletter-confirmation') {
      expect({
        listId: mail.headers.get('list-id'),
        unsubscribe: mail.headers.get('list-unsubscribe'),
        post: mail.headers.get('list-unsubscribe-post'),
      }).toEqual({
        listId: 'Northwire Integration newsletter <newsletter.northwire.example>',
        unsubscribe: `<${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
        post: 'List-Unsubscribe=One-Click',
      });
    } else {
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
    }
  });
});
