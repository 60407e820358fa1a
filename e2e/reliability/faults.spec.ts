// Nothing lost, nothing twice beyond the documented window: submissions over the four forms, posted
// through a private nginx (deploy/nginx/nginx.conf) and a private gateway to a private forms-service,
// mailed by TWO private workers, while in turn Redis stops, the SMTP server refuses, one worker is
// SIGKILLed in the middle of a mail (the SMTP server has its DATA, the worker has not recorded it),
// both workers are restarted one after the other (SIGTERM) and forms-service restarts. Then:
// - the submissions stored are exactly the ones answered 200 (as a set, each once);
// - every recipient got its mail; copies beyond one per (job, recipient) are at most the mails in
//   flight at the kill (MAIL_CONCURRENCY x recipients), each with its original's Message-ID, the
//   killed mail among them, and every delivery row ends `sent`;
// - mails_failed_total rose while SMTP refused;
// - the request id nginx gave each accepted post is in nginx's access log, the gateway's and
//   forms-service's log lines, the worker's "mail job done" line for its mail and its delivery rows.
// Private processes only: a scratch database, a private redis-server, in-process SMTP servers; the
// harness's upload-service stores the resumes. CI: 200 submissions; FULL_RELIABILITY=1: 1000.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareNginx, startNginx, type RunningNginx } from '../../deploy/test/nginx-harness';
import { startSmtpCatcher, waitFor, type CaughtMail, type SmtpCatcher } from '@site/testing';
import { createScratchDatabase, query, type ScratchDatabase } from './support/databases';
import { metricValue, scrapeMetrics } from './support/metrics';
import { NO_SITE_SERVER, REDIS_URL, ServiceProcess, formTokenSecret, freePort, internalToken, jwtPublicKey, localFormToken } from './support/processes';
import { MINIMAL_PDF } from '@site/testing/resume-files';

const FULL = process.env.FULL_RELIABILITY === '1';
const TOTAL = FULL ? 1000 : 200;
/** How long Redis stays down and the SMTP server refuses (the 30 s in the full run). */
const OUTAGE_MS = FULL ? 30_000 : 3000;
const MAIL_CONCURRENCY = 4;
/** The most recipients one job has (a contact enquiry: sales and info). */
const MAX_RECIPIENTS = 2;
jest.setTimeout(FULL ? 900_000 : 300_000);

const gatewayPort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080').port);
const slot = Math.round((gatewayPort - 18080) / 100);
const harness = (offset: number) => `http://127.0.0.1:${14000 + offset + slot * 100}`;
const UPLOAD_URL = harness(4);

let redis: ChildProcess | undefined;
let redisPort = 0;
const redisDir = mkdtempSync(path.join(tmpdir(), 'rel-redis-'));
const startRedis = () =>
  new Promise<void>((resolve, reject) => {
    // Configured like compose's Redis (append-only file): a stop and start keeps the queue.
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', redisDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    redis.stdout?.on('data', (c: Buffer) => {
      if (c.toString().includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
const stopRedis = async () => {
  const r = redis;
  if (!r || r.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    r.once('exit', () => resolve());
    r.kill('SIGTERM');
  });
};

let db: ScratchDatabase;
/** One SMTP server per worker, so a mail tells which worker sent it. */
let smtp: [SmtpCatcher, SmtpCatcher];
let forms: ServiceProcess;
let workers: [ServiceProcess, ServiceProcess];
let gateway: ServiceProcess;
let nginx: RunningNginx;
let nginxLog = '';

beforeAll(async () => {
  db = await createScratchDatabase('faults');
  smtp = [await startSmtpCatcher(), await startSmtpCatcher()];
  redisPort = await freePort();
  await startRedis();
  const formsPort = await freePort();
  const shared = {
    DATABASE_URL: db.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: 'rel',
    UPLOAD_URL,
    JWT_PUBLIC_KEY: jwtPublicKey(),
    // The system's service credential (its upload-service checks it) and form token key.
    INTERNAL_TOKEN: internalToken(),
    FORM_TOKEN_SECRET: formTokenSecret(),
    LOG_LEVEL: 'info',
  };
  forms = new ServiceProcess('forms-service', formsPort, {
    ...shared,
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_HOUR: '1000000',
    RELAY_INTERVAL_MS: '500',
    MAIL_BACKOFF_MS: '1000',
    MAIL_ATTEMPTS: '20',
  });
  await forms.start();
  const worker = async (catcher: SmtpCatcher) =>
    new ServiceProcess('worker', await freePort(), { ...shared, FORMS_URL: forms.url, SMTP_URL: catcher.url, MAIL_CONCURRENCY: String(MAIL_CONCURRENCY) });
  workers = [await worker(smtp[0]), await worker(smtp[1])];
  await Promise.all(workers.map((w) => w.start()));
  gateway = new ServiceProcess('gateway', await freePort(), {
    CONTENT_URL: harness(1),
    AUTH_URL: harness(2),
    FORMS_URL: forms.url,
    UPLOAD_URL,
    JWT_PUBLIC_KEY: jwtPublicKey(),
    REDIS_URL,
    REDIS_PREFIX: `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:faults`,
    RATE_LIMIT_MAX: '0',
    SITE_SERVER_URL: NO_SITE_SERVER,
    LOG_LEVEL: 'info',
  });
  await gateway.start();
  const nginxPort = await freePort();
  const { prefix, confPath } = prepareNginx(gateway.port, nginxPort);
  nginx = await startNginx(prefix, confPath, nginxPort);
});

afterAll(async () => {
  if (nginx) nginxLog = readFileSync(path.join(nginx.prefix, 'access.log'), 'utf8');
  await nginx?.stop();
  await Promise.all([gateway?.stop(), ...(workers ?? []).map((w) => w.stop('SIGKILL')), forms?.stop('SIGKILL')]);
  await stopRedis();
  await Promise.all((smtp ?? []).map((s) => s.close()));
  await db?.drop();
  rmSync(redisDir, { recursive: true, force: true });
});

/** Letters only (the contact name allows letters and spaces): a unique name per submission. */
const letters = (n: number) => {
  let s = '';
  let v = n + 26 * 26;
  while (v > 0) {
    s = String.fromCharCode(97 + (v % 26)) + s;
    v = Math.floor(v / 26);
  }
  return s;
};

let addr = 0;
async function uploadResume(): Promise<string> {
  const form = new FormData();
  form.append('cv', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'cv.pdf');
  addr += 1;
  const r = await fetch(`${UPLOAD_URL}/api/upload/resume`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `100.64.${(addr >> 8) & 255}.${addr & 255}` } });
  if (r.status !== 200) throw new Error(`resume upload ${r.status}`);
  return r.text();
}

/** A mail a recipient must get: to whom, and a part of the subject that names the submission. */
interface Expected {
  to: string;
  subjectPart: string;
}
/** A post answered 200: what must be stored (type/region/email), and the request id nginx gave it. */
interface Accepted {
  stored: string;
  email: string;
  requestId: string;
}
const expected: Expected[] = [];
const accepted: Accepted[] = [];
const run = `r${randomBytes(2).toString('hex')}`;

async function submit(i: number): Promise<void> {
  const tag = `${letters(i)} ${run.replace(/[0-9]/g, 'x')}`;
  const formToken = await localFormToken();
  const kind = i % 4;
  let path: string;
  let body: Record<string, unknown>;
  let stored: string;
  let mails: Expected[];
  if (kind === 0 || kind === 1) {
    path = kind === 0 ? '/send-contact-form-main' : '/send-contact-form-usa';
    body = { email: `v${i}@client.example`, name: `Rel ${tag}`, message: `Fault run ${i}`, phoneNum: '5035550100', formType: 'Contact page Form', formToken };
    stored = `contact/${kind === 0 ? 'canada' : 'usa'}`;
    mails = [
      { to: 'sales@northwire.example', subjectPart: `Rel ${tag}` },
      { to: 'info@northwire.example', subjectPart: `Rel ${tag}` },
    ];
  } else if (kind === 2) {
    path = '/send-newsletter';
    const email = `sub${i}.${run}@reader.example`;
    body = { email, formType: 'Newsletter', formToken };
    stored = 'newsletter/-';
    mails = [{ to: email, subjectPart: 'newsletter' }];
  } else {
    path = '/job-opportunity-form';
    body = { fname: 'Rel', lname: tag, email: `a${i}@applicant.example`, phoneNum: '5035550100', city: 'Portland', state: 'Oregon', jobInterested: 'Smart Hands', resume: await uploadResume(), formType: 'job Form', formToken };
    stored = 'job/-';
    mails = [{ to: 'info@northwire.example', subjectPart: `Rel ${tag}` }];
  }
  const email = String(body.email);
  // A visitor retries a form that got no answer or a 5xx (forms-service restarting): only a 200 counts.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    let status = 0;
    try {
      const r = await fetch(`http://127.0.0.1:${nginx.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `100.65.${i >> 8}.${i & 255}` }, body: JSON.stringify(body) });
      status = r.status;
      const text = await r.text();
      if (status === 200) {
        accepted.push({ stored: `${stored}/${email}`, email, requestId: r.headers.get('x-request-id') ?? '' });
        expected.push(...mails);
        return;
      }
      if (status < 500) throw new Error(`${path} answered ${status}: ${text}`);
    } catch (err) {
      if (status >= 400 && status < 500) throw err;
    }
    // A visitor's retry after a pause: the outage has to pass, there is nothing to wait on.
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} never answered 200`);
}

async function submitRange(from: number, to: number) {
  const ids = Array.from({ length: to - from }, (_, k) => from + k);
  for (let k = 0; k < ids.length; k += 5) await Promise.all(ids.slice(k, k + 5).map(submit));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mailsFailed = async () => (await Promise.all(workers.map(async (w) => metricValue(await scrapeMetrics(w.url), 'mails_failed_total')))).reduce((a, b) => a + b, 0);

/** What the SIGKILL hit: the mail whose DATA the SMTP server had, and the state its row was left in. */
interface Kill {
  messageId: string;
  to: string;
  rowStates: string[];
  sendingRows: number;
}

describe('faults while forms are sent', () => {
  it(`when ${TOTAL} submissions go through nginx and the gateway while Redis stops, SMTP refuses, a worker is SIGKILLed mid-mail, both workers and forms-service restart, then exactly the accepted ones are stored and every recipient gets its mail, extra copies only from the kill and with the same Message-ID`, async () => {
    const started = Date.now();
    const share = (k: number) => Math.round((TOTAL * k) / 6);
    const holdFor = async (since: number) => {
      const left = since + OUTAGE_MS - Date.now();
      if (left > 0) await sleep(left);
    };
    await submitRange(0, share(1)); // normal

    const redisDown = Date.now();
    await stopRedis(); // SIGTERM: submissions still stored (outbox), published when Redis is back
    await submitRange(share(1), share(2));
    await holdFor(redisDown);
    await startRedis();

    const failedBefore = await mailsFailed();
    const smtpDown = Date.now();
    for (const s of smtp) s.refuse(Number.MAX_SAFE_INTEGER); // every recipient refused (451)
    await submitRange(share(2), share(3));
    await holdFor(smtpDown);
    const failedDuringRefusal = (await mailsFailed()) - failedBefore;
    for (const s of smtp) s.refuse(0);

    // Worker A dies while the SMTP server holds the DATA of one of its mails, before answering 250:
    // the worker cannot have recorded it as sent.
    let kill: Kill | undefined;
    smtp[0].beforeAccept(async (mail: CaughtMail) => {
      if (kill) return;
      workers[0].kill();
      await workers[0].stop('SIGKILL');
      const rows = await query<{ state: string }>(db.name, 'SELECT state FROM mail.deliveries WHERE message_id = $1', [mail.messageId]);
      const [sending] = await query<{ n: number }>(db.name, `SELECT count(*)::int AS n FROM mail.deliveries WHERE state = 'sending'`);
      kill = { messageId: mail.messageId, to: mail.envelopeTo[0] ?? '', rowStates: rows.map((r) => r.state), sendingRows: sending!.n };
    });
    const killer = (async () => {
      await waitFor(() => kill, { timeout: 60_000, interval: 50, what: 'worker A sending a mail (the kill)' }).finally(() => smtp[0].beforeAccept(null));
      await sleep(1000); // worker A stays down a while, as a crashed one would
      await workers[0].start();
    })();
    await submitRange(share(3), share(4));
    await killer;

    // Both workers restarted one after the other (SIGTERM: the mails in hand finish first).
    const rolling = (async () => {
      for (const worker of workers) {
        await worker.stop('SIGTERM');
        await worker.start();
      }
    })();
    await submitRange(share(4), share(5));
    await rolling;

    const restart = (async () => {
      await forms.stop('SIGTERM');
      await forms.start();
    })();
    await submitRange(share(5), TOTAL);
    await restart;

    // Stored: exactly the accepted posts, each once.
    const rows = await query<{ id: string; stored: string; email: string }>(
      db.name,
      `SELECT id::text AS id, type || '/' || coalesce(region, '-') || '/' || (payload->>'email') AS stored, payload->>'email' AS email FROM forms.submissions`,
    );
    expect(rows.map((r) => r.stored).sort()).toEqual(accepted.map((a) => a.stored).sort());
    expect(accepted).toHaveLength(TOTAL);

    // Every mail arrives (a stalled job is taken back after BullMQ's 30 s stall check).
    const caught = () => [...smtp[0].mails, ...smtp[1].mails];
    const copiesOf = (e: Expected) =>
      caught().filter((m) => m.envelopeTo.includes(e.to.toLowerCase()) && m.subject.includes(e.subjectPart) && (e.subjectPart !== 'newsletter' || /newsletter/i.test(m.subject)));
    const unsettled = async () => (await query<{ n: number }>(db.name, `SELECT count(*)::int AS n FROM mail.deliveries WHERE state <> 'sent'`))[0]!.n;
    // On timeout the assertions below say what is missing.
    await waitFor(async () => expected.every((e) => copiesOf(e).length > 0) && (await unsettled()) === 0, { timeout: FULL ? 600_000 : 180_000, interval: 1000 }).catch(() => undefined);
    await sleep(3000); // a late copy would show up now
    const missing = expected.filter((e) => copiesOf(e).length === 0);
    const extraCopies = expected.reduce((n, e) => n + Math.max(0, copiesOf(e).length - 1), 0);
    // Each (job, recipient) has one Message-ID: a copy always carries its original's.
    const mixedIds = expected.filter((e) => new Set(copiesOf(e).map((m) => m.messageId)).size > 1);
    const deliveries = await query<{ state: string; n: number }>(db.name, 'SELECT state, count(*)::int AS n FROM mail.deliveries GROUP BY state');
    const killedCopies = caught().filter((m) => m.messageId === kill?.messageId).length;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `faults: ${TOTAL} submissions through nginx and the gateway, Redis down and SMTP refusing ${OUTAGE_MS / 1000} s each, ` +
        `${failedDuringRefusal} failed attempts counted while refusing, ${expected.length} expected mails, ${caught().length} caught, ${missing.length} missing, ` +
        `${extraCopies} extra copies (bound ${MAIL_CONCURRENCY * MAX_RECIPIENTS}), ${mixedIds.length} with another Message-ID, ` +
        `${kill?.sendingRows ?? 0} rows in sending at the kill, ${seconds} s`,
    );

    expect({ missing: missing.slice(0, 5), mixedIds: mixedIds.slice(0, 5) }).toEqual({ missing: [], mixedIds: [] });
    expect(deliveries).toEqual([{ state: 'sent', n: expected.length }]);
    // The kill hit a mail in progress: its row was `sending`, and it went out twice with one Message-ID.
    expect(kill).toEqual({ messageId: expect.stringMatching(/^<[0-9a-f]{32}@/), to: expect.any(String), rowStates: ['sending'], sendingRows: expect.any(Number) });
    expect(kill!.sendingRows).toBeGreaterThanOrEqual(1);
    expect(killedCopies).toBe(2);
    expect(extraCopies).toBeGreaterThanOrEqual(1);
    expect(extraCopies).toBeLessThanOrEqual(MAIL_CONCURRENCY * MAX_RECIPIENTS);
    expect(failedDuringRefusal).toBeGreaterThan(0);
    // The only SMTP errors: connections of the killed worker, reset.
    expect(smtp[1].errors).toEqual([]);
    expect([...new Set(smtp[0].errors.map((e) => (e as NodeJS.ErrnoException).code))]).toEqual(smtp[0].errors.length ? ['ECONNRESET'] : []);

    // One request id per post, from nginx to the worker: nginx made it (32 hex digits) and logged it,
    // the gateway and forms-service logged it, the worker's "mail job done" line and every delivery
    // row of the submission's job carry it.
    nginxLog = readFileSync(path.join(nginx.prefix, 'access.log'), 'utf8');
    const idsIn = (lines: Array<Record<string, unknown>>, pick: (l: Record<string, unknown>) => unknown) => new Set(lines.map(pick).filter((v): v is string => typeof v === 'string'));
    const byNginx = idsIn(nginxLog.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>), (l) => (l.status === 200 ? l.requestId : undefined));
    // The gateway and forms-service write one access-line schema (service-kit logRequest).
    const okRequestId = (l: Record<string, unknown>) => ((l.res as { statusCode?: number } | undefined)?.statusCode === 200 ? (l.req as { id?: string } | undefined)?.id : undefined);
    const byGateway = idsIn(gateway.jsonLines(), okRequestId);
    const byForms = idsIn(forms.jsonLines(), okRequestId);
    const submissionOf = new Map(rows.map((r) => [r.email, r.id]));
    const doneLines = workers.flatMap((w) => w.jsonLines()).filter((l) => l.msg === 'mail job done');
    const byWorker = new Set(doneLines.map((l) => `${String(l.submissionId)} ${String(l.requestId)}`));
    const deliveryIds = await query<{ submission: string; ids: string[] }>(db.name, 'SELECT submission_id::text AS submission, array_agg(DISTINCT coalesce(request_id, \'\')) AS ids FROM mail.deliveries GROUP BY 1');
    const byDelivery = new Map(deliveryIds.map((d) => [d.submission, d.ids]));
    const untraced = accepted
      .map((a) => {
        const submission = submissionOf.get(a.email) ?? '';
        const trail = {
          id: /^[0-9a-f]{32}$/.test(a.requestId),
          nginx: byNginx.has(a.requestId),
          gateway: byGateway.has(a.requestId),
          forms: byForms.has(a.requestId),
          worker: byWorker.has(`${submission} ${a.requestId}`),
          deliveries: JSON.stringify(byDelivery.get(submission)) === JSON.stringify([a.requestId]),
        };
        return { requestId: a.requestId, ...trail };
      })
      .filter((t) => !(t.id && t.nginx && t.gateway && t.forms && t.worker && t.deliveries));
    expect(untraced.slice(0, 5)).toEqual([]);
    expect(new Set(accepted.map((a) => a.requestId)).size).toBe(TOTAL);
  });
});
