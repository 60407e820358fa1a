// The worker as forms-service meets it: mail jobs arrive on the BullMQ queue (the @site/contracts
// MailJob, with the options forms-service's outbox relay publishes them with), mails go to a real
// SMTP server, resumes come from upload-service's internal API (a fake) and every attempt is
// reported to forms-service's /internal delivery endpoint (a recorder). How forms-service stores
// posts, relays its outbox and applies the reports is tested in forms-service/test.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Queue } from 'bullmq';
import { createRedis } from '@site/service-kit';
import { startTestApp, testRedisPrefix, TEST_REDIS_URL, type RunningTestApp } from '@site/service-kit/testing';
import { MAIL_QUEUE, type DeliveryReport, type MailJob } from '@site/contracts';
import { startFakeUploadService, type FakeUploadService } from '@site/testing/fake-upload-service';
import { startSmtpCatcher, type SmtpCatcher } from '@site/testing/smtp-catcher';
import { waitFor } from '@site/testing/wait-for';
import { startMailWorker, waitUntil, type MailWorkerHarness } from './helpers';

let smtp: SmtpCatcher;
let uploads: FakeUploadService;
let forms: RunningTestApp;
let auth: RunningTestApp;
/** The paths auth-service's recorder was called on (staff mails' delivery reports). */
const authCalls: string[] = [];
let worker: MailWorkerHarness;
const prefix = testRedisPrefix('mail_jobs');
const queueRedis = createRedis(TEST_REDIS_URL);
const queue = new Queue(MAIL_QUEUE, { connection: queueRedis, prefix });

/** forms-service's delivery endpoint as the worker sees it: it takes every report. */
const acceptReports = (req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}'));
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  uploads = await startFakeUploadService();
  forms = await startTestApp(acceptReports);
  auth = await startTestApp((req, res) => {
    authCalls.push(`${req.method ?? ''} ${req.url ?? ''}`);
    acceptReports(req, res);
  });
  worker = await startMailWorker({ label: 'mail_jobs', smtpUrl: smtp.url, formsUrl: forms.url, uploadUrl: uploads.url, authUrl: auth.url });
  worker.startConsumer(prefix);
});
afterAll(async () => {
  await worker.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await queueRedis.quit().catch(() => undefined);
  await forms.close();
  await auth.close();
  await uploads.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mails.length = 0;
  smtp.refuse(0);
  smtp.delay(0);
  smtp.beforeAccept(null);
  smtp.connections = 0;
});

type ContactJob = Extract<MailJob, { kind: 'contact' }>;
type JobApplication = Extract<MailJob, { kind: 'job' }>;

const base = () => ({ submissionId: randomUUID(), receivedAt: new Date().toISOString() });
const aContactJob = (form: Partial<ContactJob['form']> = {}, region: ContactJob['region'] = 'canada'): ContactJob => ({
  ...base(),
  kind: 'contact',
  region,
  form: { name: 'Jane Doe', email: 'jane@client.example', phoneNum: '4165550100', message: 'We need digital signage in 12 stores.', ...form },
});
const aJobApplication = (form: Partial<JobApplication['form']> = {}): JobApplication => ({
  ...base(),
  kind: 'job',
  form: {
    fname: 'Sam',
    lname: 'Rivera',
    email: 'sam@applicant.example',
    phoneNum: '5035550100',
    city: 'Portland',
    state: 'Oregon',
    jobInterested: 'Field Technicians',
    resume: `${randomUUID()}.pdf`,
    ...form,
  },
});

/** Queues a job as forms-service's outbox relay does (3 attempts, exponential backoff from 100 ms); returns its id. */
async function enqueue(job: MailJob, jobId = job.submissionId): Promise<string> {
  await queue.add(job.kind, job, { jobId, attempts: 3, backoff: { type: 'exponential', delay: 100 } });
  return jobId;
}

/** The last report forms-service got for a submission once it is final (sent or failed). */
const settled = (submissionId: string): Promise<DeliveryReport> =>
  waitUntil(
    async () => worker.reports.filter((r) => r.submissionId === submissionId).at(-1)?.report,
    (report) => report?.status === 'sent' || report?.status === 'failed',
  ) as Promise<DeliveryReport>;

/**
 * Waits until the queue holds no job that is waiting, delayed or running: from then on no mail can
 * still be on its way, so the mails caught are all there will be.
 */
const queueIdle = () =>
  waitFor(
    async () => {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
      return Object.values(counts).every((n) => n === 0);
    },
    { what: 'an idle mail queue' },
  );

/** A job as the consumer hands it to the processor, for running it by hand. */
const asRun = (job: MailJob, attemptsMade = 0) => ({ id: job.submissionId, data: job, attemptsMade, opts: { attempts: 3 } });

describe('mail jobs are mailed', () => {
  it('when a Canada enquiry is queued, then sales and info each get one mail with its subject, reply-to and every field, and forms-service hears it was sent', async () => {
    const job = aContactJob({ message: 'Hi <b>team</b> & "friends"' });
    await enqueue(job);
    const mails = await smtp.waitFor(2);

    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['info@northwire.example', 'sales@northwire.example']);
    for (const mail of mails) {
      expect(mail.subject).toBe('New enquiry (Canada): Jane Doe');
      expect(mail.from).toBe('Northwire Integration <no-reply@northwire.example>');
      expect(mail.replyTo).toBe('jane@client.example');
      expect(mail.text).toContain('Name: Jane Doe');
      expect(mail.text).toContain('Email: jane@client.example');
      expect(mail.text).toContain('Phone: 4165550100');
      expect(mail.text).toContain('Message: Hi <b>team</b> & "friends"');
      expect(mail.text).toContain(`Reference: ${job.submissionId}`);
      expect(mail.html).toContain('Hi &lt;b&gt;team&lt;/b&gt; &amp; &quot;friends&quot;');
      expect(mail.html).not.toContain('<b>team</b>');
    }
    expect(await settled(job.submissionId)).toEqual({ jobId: job.submissionId, status: 'sent', attempts: 1, lastError: null });
  });

  it('when a USA enquiry is queued, then the subject names the USA', async () => {
    const job = aContactJob({ name: 'Pat Lee' }, 'usa');
    await enqueue(job);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.subject)).toEqual(['New enquiry (USA): Pat Lee', 'New enquiry (USA): Pat Lee']);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent' });
  });

  it('when a job application is queued, then info gets one mail with the resume attached', async () => {
    const job = aJobApplication();
    uploads.add(job.form.resume, '%PDF-1.4 Sam Rivera resume');
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);

    expect(mail?.envelopeTo).toEqual(['info@northwire.example']);
    expect(mail?.subject).toBe('New job application: Sam Rivera — Field Technicians');
    expect(mail?.replyTo).toBe('sam@applicant.example');
    for (const line of ['Name: Sam Rivera', 'Phone: 5035550100', 'City: Portland', 'State: Oregon', 'Job interested in: Field Technicians', 'Resume: attached.']) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.attachments).toEqual([
      { filename: `resume-${job.form.resume}`, contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 Sam Rivera resume') },
    ]);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent' });
    await queueIdle();
    expect(smtp.mails).toHaveLength(1);
  });

  it('when a newsletter confirmation is queued, then the subscriber gets it with the links to the confirm and unsubscribe pages, and the one-click unsubscribe address in its list headers', async () => {
    const confirmUrl = 'http://localhost:8080/newsletter/confirm?token=c0nf1rm';
    const unsubscribeUrl = 'http://localhost:8080/newsletter/unsubscribe?token=uns4b';
    const oneClickUnsubscribeUrl = 'http://localhost:8080/api/newsletter/unsubscribe?token=uns4b';
    const job: MailJob = { ...base(), kind: 'newsletter-confirmation', email: 'reader@example.com', confirmUrl, unsubscribeUrl, oneClickUnsubscribeUrl };
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);

    expect(mail?.envelopeTo).toEqual(['reader@example.com']);
    expect(mail?.subject).toBe('Please confirm your Northwire Integration newsletter subscription');
    expect(mail?.text).toContain(confirmUrl);
    expect(mail?.text).toContain(unsubscribeUrl);
    expect(mail?.html).toContain('Confirm my subscription');
    expect({
      listId: mail?.headers.get('list-id'),
      unsubscribe: mail?.headers.get('list-unsubscribe'),
      post: mail?.headers.get('list-unsubscribe-post'),
      autoSubmitted: mail?.headers.get('auto-submitted'),
    }).toEqual({
      listId: 'Northwire Integration newsletter <newsletter.northwire.example>',
      unsubscribe: `<${oneClickUnsubscribeUrl}>`,
      post: 'List-Unsubscribe=One-Click',
      autoSubmitted: 'auto-generated',
    });
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent' });
  });

  it('when a confirmation queued by the previous version (no one-click address) is mailed, then its unsubscribe link, the API address that also takes the one-click POST, is the List-Unsubscribe', async () => {
    const unsubscribeUrl = 'http://localhost:8080/api/newsletter/unsubscribe?token=old';
    const job: MailJob = { ...base(), kind: 'newsletter-confirmation', email: 'old-reader@example.com', confirmUrl: 'http://localhost:8080/api/newsletter/confirm?token=old', unsubscribeUrl };
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);
    expect([mail?.headers.get('list-unsubscribe'), mail?.headers.get('list-unsubscribe-post')]).toEqual([`<${unsubscribeUrl}>`, 'List-Unsubscribe=One-Click']);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent' });
  });

  it('when a staff sign-in code is queued, then that member of staff alone gets it and auth-service, not forms-service, hears it was sent', async () => {
    const job: MailJob = {
      ...base(),
      kind: 'staff-sign-in-code',
      to: 'Editor@Northwire.example',
      name: 'Eve Editor',
      code: '482913',
      expiresAt: '2026-11-30T10:15:00.000Z',
      device: 'Firefox on Linux',
      address: '203.0.113.9',
    };
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['editor@northwire.example']);
    expect(mail?.subject).toBe('482913 is your Northwire Integration sign-in code');
    expect(mail?.text).toContain('Firefox on Linux, address 203.0.113.9');
    expect(mail?.text).toContain('It works until 2026-11-30 10:15 UTC.');
    const report = await waitUntil(
      async () => worker.staffReports.find((r) => r.submissionId === job.submissionId)?.report,
      (found) => found?.status === 'sent',
    );
    expect(report).toEqual({ jobId: job.submissionId, status: 'sent', attempts: 1, lastError: null });
    // The harness records the report as the worker makes it; auth-service hears it a moment later.
    const delivery = `POST /internal/mails/${job.submissionId}/delivery`;
    expect(await waitUntil(async () => authCalls, (calls) => calls.includes(delivery))).toContain(delivery);
    expect(worker.reports.some((r) => r.submissionId === job.submissionId)).toBe(false);
  });

  it('when a staff invitation is queued, then the invitee gets the link, the role and who invited them, HTML-escaped', async () => {
    const acceptUrl = 'http://localhost:8080/login/invitation#abc_DEF-123';
    const job: MailJob = {
      ...base(),
      kind: 'staff-invitation',
      to: 'sam@northwire.example',
      name: 'Sam <Sales>',
      invitedBy: 'Olivia Owner',
      roleLabel: 'Sales',
      acceptUrl,
      expiresAt: '2026-12-07T09:00:00.000Z',
    };
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Olivia Owner invited you to the Northwire Integration admin');
    expect(mail?.text).toContain(`Accept the invitation: ${acceptUrl}`);
    expect(mail?.text).toContain('as Sales');
    expect(mail?.html).toContain('Hello Sam &lt;Sales&gt;,');
  });
});

describe('no lead is lost', () => {
  it('when SMTP refuses the first try, then a retry delivers it and forms-service hears of 2 attempts', async () => {
    smtp.refuse(1);
    const job = aContactJob({ name: 'Retry Me' }, 'usa');
    await enqueue(job);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['info@northwire.example', 'sales@northwire.example']);
    await settled(job.submissionId);
    // The refused try is reported as pending with its error (forms-service keeps it), then the success.
    expect(worker.reports.filter((r) => r.submissionId === job.submissionId).map((r) => r.report)).toEqual([
      { jobId: job.submissionId, status: 'pending', attempts: 1, lastError: expect.stringContaining('451') },
      { jobId: job.submissionId, status: 'sent', attempts: 2, lastError: null },
    ]);
    const rows = (await worker.dataSource.query('SELECT recipient, state, tries FROM mail.deliveries WHERE submission_id = $1 ORDER BY recipient', [
      job.submissionId,
    ])) as unknown[];
    expect(rows).toEqual([
      { recipient: 'info@northwire.example', state: 'sent', tries: 1 },
      { recipient: 'sales@northwire.example', state: 'sent', tries: 2 },
    ]);
  });

  it('when SMTP refuses every try, then the job ends failed with its attempts and last error, and a resend job delivers it', async () => {
    smtp.refuse(1000);
    const job = aContactJob({ name: 'Never Delivered' });
    await enqueue(job);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringContaining('451') });
    expect(smtp.mails).toHaveLength(0);
    smtp.refuse(0);

    // An admin's resend queues the same lead under a new job id.
    const resend = await enqueue(job, `${job.submissionId}:resend:1`);
    await smtp.waitFor(2);
    expect(
      await waitUntil(
        async () => worker.reports.filter((r) => r.report.jobId === resend).at(-1)?.report,
        (report) => report?.status === 'sent',
      ),
    ).toEqual({ jobId: resend, status: 'sent', attempts: 1, lastError: null });
  });

  it('when the subscriber address is refused permanently (550), then the confirmation fails at once without an hour of retries', async () => {
    smtp.refuse(1000, 550);
    const job: MailJob = { ...base(), kind: 'newsletter-confirmation', email: 'nobody@example.com', confirmUrl: 'http://localhost:8080/c', unsubscribeUrl: 'http://localhost:8080/u' };
    await enqueue(job);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
  });

  it('when the job ends before its report (a crash after the mails), then the retry mails no one twice and the status still arrives', async () => {
    worker.failReports(1);
    const job = aContactJob({ name: 'Crash After Send' });
    await enqueue(job);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent', attempts: 2 });
    await queueIdle();
    expect(smtp.mails.map((m) => m.envelopeTo[0]).sort()).toEqual(['info@northwire.example', 'sales@northwire.example']);
  });

  it('when the same job is processed twice (a worker killed before completing it), then each recipient gets exactly one mail with the same Message-ID', async () => {
    const job = aContactJob({ name: 'Twice Run' });

    expect(await worker.process(asRun(job))).toEqual({ sent: 2, skipped: 0 });
    expect(await worker.process(asRun(job, 1))).toEqual({ sent: 0, skipped: 2 });
    // The relay publishes the same job id afterwards, too: still nothing new.
    await enqueue(job);
    await queueIdle();
    expect(smtp.mails).toHaveLength(2);
    const rows = (await worker.dataSource.query('SELECT recipient, state, message_id FROM mail.deliveries WHERE job_id = $1 ORDER BY recipient', [
      job.submissionId,
    ])) as Array<{ message_id: string }>;
    expect(rows.map((r) => r.message_id).sort()).toEqual(smtp.mails.map((m) => m.messageId).sort());
  });

  it("when the worker's transaction dies after the SMTP server accepted a mail and before 'sent' is committed, then the retry sends exactly one extra copy, with the same Message-ID, and every row ends sent", async () => {
    const cut: Array<{ messageId: string; to: string; terminated: number; stateAtCut: string }> = [];
    // In the window (DATA received, 250 not yet answered) end the backend that holds the row lock
    // of the mail being sent, as a worker SIGKILLed there leaves it: nothing after the SMTP call commits.
    smtp.beforeAccept(async (mail) => {
      if (cut.length > 0) return;
      const [ended] = (await worker.dataSource.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle in transaction' AND query LIKE '%mail.deliveries%FOR UPDATE%'`,
      )) as Array<{ n: number }>;
      const [row] = (await worker.dataSource.query('SELECT state FROM mail.deliveries WHERE message_id = $1', [mail.messageId])) as Array<{ state: string }>;
      cut.push({ messageId: mail.messageId, to: mail.envelopeTo[0]!, terminated: ended!.n, stateAtCut: row!.state });
    });
    const job = aContactJob({ name: 'Cut Off' });
    await enqueue(job);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent', attempts: 2 });
    await queueIdle(); // a late extra copy would have been sent by now

    expect(cut).toEqual([{ messageId: expect.stringMatching(/^<[0-9a-f]{32}@northwire\.example>$/), to: expect.any(String), terminated: 1, stateAtCut: 'sending' }]);
    const [first] = cut;
    const other = ['info@northwire.example', 'sales@northwire.example'].find((r) => r !== first!.to)!;
    const copies = smtp.mails.map((m) => ({ to: m.envelopeTo[0], messageId: m.messageId }));
    const rows = (await worker.dataSource.query('SELECT recipient, state, tries, message_id FROM mail.deliveries WHERE job_id = $1 ORDER BY recipient', [
      job.submissionId,
    ])) as Array<{ recipient: string; state: string; tries: number; message_id: string }>;
    const otherId = rows.find((r) => r.recipient === other)?.message_id;
    // The cut recipient: its mail twice with one Message-ID; the other recipient: once.
    expect(copies.sort((a, b) => a.to!.localeCompare(b.to!))).toEqual(
      [
        { to: first!.to, messageId: first!.messageId },
        { to: first!.to, messageId: first!.messageId },
        { to: other, messageId: otherId },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    expect(rows).toEqual(
      [
        { recipient: first!.to, state: 'sent', tries: 2, message_id: first!.messageId },
        { recipient: other, state: 'sent', tries: 1, message_id: otherId },
      ].sort((a, b) => a.recipient.localeCompare(b.recipient)),
    );
    expect(smtp.errors).toEqual([]);
  });

  it('when two runs of one job race, then the row lock lets only one of them send', async () => {
    // Only this test runs the job: the queue never gets it.
    const job = aContactJob({ name: 'Race Run' }, 'usa');
    smtp.delay(200);
    const results = await Promise.all([worker.process(asRun(job)), worker.process(asRun(job))]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(smtp.mails).toHaveLength(2);
  });

  it('when the resume is gone from the file store, then the application is mailed anyway and says so', async () => {
    const job = aJobApplication({ fname: 'Lost' });
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(`Resume: not available from the file store (key ${job.form.resume})`);
  });

  it('when the file store cannot serve the resume bytes, then the mail carries a week-long signed download link instead', async () => {
    const job = aJobApplication({ fname: 'Linked' });
    uploads.add(job.form.resume);
    uploads.failContent.add(job.form.resume);
    await enqueue(job);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(
      `Resume: download it at http://localhost:8080/api/files/resumes/${job.form.resume}?expires=1&signature=x (link valid until 2030-01-01T00:00:00.000Z).`,
    );
    expect(uploads.linkRequests.at(-1)).toEqual({ ttlSeconds: 7 * 24 * 3600 });
  });

  it('when the worker is closed while a mail is being sent, then close waits for the job, which completes', async () => {
    smtp.delay(600);
    const job = aContactJob({ name: 'Graceful Stop' });
    await enqueue(job);
    await waitUntil(
      async () => smtp.connections,
      (n) => n > 0,
    );
    // A mail is being sent (the SMTP server holds it 600 ms): close now.
    await worker.stopConsumer();
    expect(smtp.mails).toHaveLength(2);
    expect(worker.reports.filter((r) => r.submissionId === job.submissionId).at(-1)?.report.status).toBe('sent');
    worker.startConsumer(prefix);
  });
});

describe('one request id from the form post to the worker', () => {
  it("when a job carries the X-Request-Id of its form post, then every worker log line about it, a failed try's included, carries that id, and so do its delivery rows", async () => {
    smtp.refuse(1);
    const job = { ...aContactJob({ name: 'Traced' }), requestId: 'nginx-7d3f0c2a9b' };
    await enqueue(job);
    expect(await settled(job.submissionId)).toMatchObject({ status: 'sent', attempts: 2 });
    const lines = await waitUntil(
      async () => worker.logLines().filter((line) => line.jobId === job.submissionId),
      (found) => found.some((line) => line.msg === 'mail job done'),
    );

    expect(lines.map((line) => line.msg).sort()).toEqual(['mail job attempt failed', 'mail job done', 'mail job failed']);
    for (const line of lines) expect(line).toMatchObject({ service: 'worker-test', requestId: 'nginx-7d3f0c2a9b' });
    expect(lines.find((line) => line.msg === 'mail job done')).toMatchObject({ submissionId: job.submissionId, kind: 'contact', sent: 2, attempt: 2 });
    expect((await worker.deliveries.forJob(job.submissionId)).map((d) => [d.recipient, d.state, d.requestId])).toEqual([
      ['info@northwire.example', 'sent', 'nginx-7d3f0c2a9b'],
      ['sales@northwire.example', 'sent', 'nginx-7d3f0c2a9b'],
    ]);
  });

  it('when a job queued by a version without request ids is processed, then it is mailed and its lines and rows simply have none', async () => {
    const jobId = `old-${Date.now()}`;
    const result = await worker.process({
      id: jobId,
      data: {
        kind: 'contact',
        submissionId: '00000000-0000-4000-8000-000000000001',
        region: 'canada',
        form: { name: 'Queued Before Deploy', email: 'old@client.example', phoneNum: '', message: 'hi' },
        receivedAt: '2026-11-22T07:00:00.000Z',
      },
      attemptsMade: 0,
      opts: { attempts: 3 },
    });

    expect(result).toEqual({ sent: 2, skipped: 0 });
    const [done, ...others] = worker.logLines().filter((line) => line.jobId === jobId);
    expect(others).toEqual([]);
    expect(done).toMatchObject({ msg: 'mail job done', kind: 'contact', sent: 2 });
    expect(done).not.toHaveProperty('requestId');
    expect((await worker.deliveries.forJob(jobId)).map((d) => [d.recipient, d.state, d.requestId])).toEqual([
      ['info@northwire.example', 'sent', null],
      ['sales@northwire.example', 'sent', null],
    ]);
  });
});
