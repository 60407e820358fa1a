import { Queue } from 'bullmq';
import { createRedis } from '@site/service-kit';
import { MAIL_QUEUE } from '@site/contracts';
import {
  aContactForm,
  aJobForm,
  CLOSED_PORT_URL,
  logger as formsLogger,
  outbox,
  startForms,
  submissions,
  type FormsHarness,
} from '../../forms-service/test/helpers';
import { createOutboxRelay } from '../../forms-service/src/outbox/outbox-relay';
import { startSmtpCatcher, waitFor, type SmtpCatcher } from '@site/testing';
import { startMailWorker, waitUntil, type MailWorkerHarness } from './helpers';

let forms: FormsHarness;
let smtp: SmtpCatcher;
let worker: MailWorkerHarness;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Redis is unreachable for the forms app itself (rate limits), as if it were down during submissions.
  forms = await startForms({
    label: 'mail_e2e',
    redisUrl: CLOSED_PORT_URL('redis'),
    mailAttempts: 3,
    mailBackoffMs: 100,
  });
  worker = await startMailWorker({
    label: 'mail_e2e_w',
    smtpUrl: smtp.url,
    formsUrl: forms.app.url,
    uploadUrl: forms.uploads.url,
  });
  worker.startConsumer(forms.prefix);
});
afterAll(async () => {
  await worker.close();
  await forms.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mails.length = 0;
  smtp.refuse(0);
  smtp.delay(0);
  smtp.beforeAccept(null);
  smtp.connections = 0;
});

const submission = async (id: string) => (await submissions(forms)).find((s) => s.id === id)!;
const latest = async () => (await submissions(forms)).at(-1)!;
/**
 * Waits until the queue holds no job that is waiting, delayed or running: from then on no mail can
 * still be on its way, so the mails caught are all there will be.
 */
const queueIdle = () =>
  waitFor(
    async () => {
      const counts = await forms.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
      return Object.values(counts).every((n) => n === 0);
    },
    { what: 'an idle mail queue' },
  );
const settled = (id: string) =>
  waitUntil(
    () => submission(id),
    (s) => s.delivery_status === 'sent' || s.delivery_status === 'failed',
  );

describe('forms are stored and mailed', () => {
  it('when a Canada enquiry is sent, then sales and info each get one mail with its subject, reply-to and every field, and the submission is sent', async () => {
    await forms.post('/send-contact-form-main', aContactForm({ message: 'Hi <b>team</b> & "friends"' }));
    const s = await latest();
    await forms.relay.runOnce();
    const mails = await smtp.waitFor(2);

    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'info@northwire.example',
      'sales@northwire.example',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe('New enquiry (Canada): Jane Doe');
      expect(mail.from).toBe('Northwire Integration <no-reply@northwire.example>');
      expect(mail.replyTo).toBe('jane@client.example');
      expect(mail.text).toContain('Name: Jane Doe');
      expect(mail.text).toContain('Email: jane@client.example');
      expect(mail.text).toContain('Phone: 4165550100');
      expect(mail.text).toContain('Message: Hi <b>team</b> & "friends"');
      expect(mail.text).toContain(`Reference: ${s.id}`);
      expect(mail.html).toContain('Hi &lt;b&gt;team&lt;/b&gt; &amp; &quot;friends&quot;');
      expect(mail.html).not.toContain('<b>team</b>');
    }
    const done = await settled(s.id);
    expect(done).toMatchObject({ delivery_status: 'sent', attempts: 1, last_error: null });
    expect(done.sent_at).toBeInstanceOf(Date);
  });

  it('when a USA enquiry is sent, then the subject names the USA', async () => {
    await forms.post('/send-contact-form-usa', aContactForm({ name: 'Pat Lee' }));
    await forms.relay.runOnce();
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.subject)).toEqual(['New enquiry (USA): Pat Lee', 'New enquiry (USA): Pat Lee']);
    expect(await settled((await latest()).id)).toMatchObject({ delivery_status: 'sent' });
  });

  it('when a job application is sent, then info gets one mail with the resume attached', async () => {
    const form = aJobForm();
    forms.uploads.add(form.resume, '%PDF-1.4 Sam Rivera resume');
    await forms.post('/job-opportunity-form', form);
    await forms.relay.runOnce();
    const [mail] = await smtp.waitFor(1);

    expect(mail?.envelopeTo).toEqual(['info@northwire.example']);
    expect(mail?.subject).toBe('New job application: Sam Rivera — Field Technicians');
    expect(mail?.replyTo).toBe('sam@applicant.example');
    for (const line of [
      'Name: Sam Rivera',
      'Phone: 5035550100',
      'City: Portland',
      'State: Oregon',
      'Position: Field Technicians',
      'Resume: attached.',
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.attachments).toEqual([
      {
        filename: `resume-${form.resume}`,
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 Sam Rivera resume'),
      },
    ]);
    expect(await settled((await latest()).id)).toMatchObject({ delivery_status: 'sent' });
    await queueIdle();
    expect(smtp.mails).toHaveLength(1);
  });

  it('when someone subscribes to the newsletter, then they get a confirmation with working confirm and unsubscribe links', async () => {
    await forms.post('/send-newsletter', { email: 'reader@example.com' });
    await forms.relay.runOnce();
    const [mail] = await smtp.waitFor(1);

    expect(mail?.envelopeTo).toEqual(['reader@example.com']);
    expect(mail?.subject).toBe('Please confirm your Northwire Integration newsletter subscription');
    const confirm = /http:\/\/localhost:8080\/api\/newsletter\/confirm\?token=\S+/.exec(
      mail?.text ?? '',
    )?.[0];
    const unsubscribe = /http:\/\/localhost:8080\/api\/newsletter\/unsubscribe\?token=\S+/.exec(
      mail?.text ?? '',
    )?.[0];
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail?.html).toContain('Confirm my subscription');

    const page = await fetch(confirm!.replace('http://localhost:8080', forms.app.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Subscription confirmed');
    expect((await forms.dataSource.query('SELECT status FROM forms.subscribers'))[0]).toEqual({
      status: 'confirmed',
    });
  });
});

describe('no lead is lost', () => {
  it('when Redis is down while forms are submitted, then they are stored at once and mailed after Redis returns', async () => {
    const downQueueRedis = createRedis(CLOSED_PORT_URL('redis'));
    downQueueRedis.on('error', () => undefined);
    const downQueue = new Queue(MAIL_QUEUE, { connection: downQueueRedis, prefix: forms.prefix });
    downQueue.on('error', () => undefined);
    const downRelay = createOutboxRelay({
      dataSource: forms.dataSource,
      queue: downQueue,
      logger: formsLogger,
      intervalMs: 1000,
      attempts: 3,
      backoffMs: 100,
      publishTimeoutMs: 500,
    });

    expect(await forms.post('/send-contact-form-main', aContactForm({ name: 'Down Time' }))).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    const s = await latest();
    expect(await downRelay.runOnce()).toBe(0);
    const [row] = (await outbox(forms)).filter((r) => r.submission_id === s.id);
    expect(row).toMatchObject({ published_at: null, last_error: expect.any(String) });
    await queueIdle();
    expect(smtp.mails).toHaveLength(0);

    // Redis is back: the next relay pass publishes and the worker mails.
    expect(await forms.relay.runOnce()).toBe(1);
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.subject)).toEqual([
      'New enquiry (Canada): Down Time',
      'New enquiry (Canada): Down Time',
    ]);
    expect(await settled(s.id)).toMatchObject({ delivery_status: 'sent' });
    await downRelay.stop();
    await downQueue.close().catch(() => undefined);
    downQueueRedis.disconnect();
  });

  it('when SMTP refuses the first try, then a retry delivers it and the submission records 2 attempts', async () => {
    smtp.refuse(1);
    await forms.post('/send-contact-form-usa', aContactForm({ name: 'Retry Me' }));
    const s = await latest();
    await forms.relay.runOnce();
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'info@northwire.example',
      'sales@northwire.example',
    ]);
    expect(await settled(s.id)).toMatchObject({
      delivery_status: 'sent',
      attempts: 2,
      last_error: expect.stringContaining('451'),
    });
    const rows = (await worker.dataSource.query(
      'SELECT recipient, state, tries FROM mail.deliveries WHERE submission_id = $1 ORDER BY recipient',
      [s.id],
    )) as unknown[];
    expect(rows).toEqual([
      { recipient: 'info@northwire.example', state: 'sent', tries: 1 },
      { recipient: 'sales@northwire.example', state: 'sent', tries: 2 },
    ]);
  });

  it('when SMTP refuses every try, then the submission ends failed with its attempts and last error', async () => {
    smtp.refuse(1000);
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Never Delivered' }));
    const s = await latest();
    await forms.relay.runOnce();
    expect(await settled(s.id)).toMatchObject({
      delivery_status: 'failed',
      attempts: 3,
      last_error: expect.stringContaining('451'),
    });
    expect(smtp.mails).toHaveLength(0);
    smtp.refuse(0);

    // The lead is still in the inbox: an admin resend delivers it.
    const token = (await import('@site/service-kit/testing')).bearer();
    await fetch(`${forms.app.url}/api/admin/submissions/${s.id}/resend`, { method: 'POST', headers: token });
    await forms.relay.runOnce();
    await smtp.waitFor(2);
    expect(
      await waitUntil(
        () => submission(s.id),
        (x) => x.delivery_status === 'sent',
      ),
    ).toMatchObject({ attempts: 1, current_job_id: `${s.id}:resend:1` });
  });

  it('when the subscriber address is refused permanently (550), then the confirmation fails at once without an hour of retries', async () => {
    smtp.refuse(1000, 550);
    await forms.post('/send-newsletter', { email: 'nobody@example.com' });
    const s = await latest();
    await forms.relay.runOnce();
    expect(await settled(s.id)).toMatchObject({
      delivery_status: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('550'),
    });
  });

  it('when the job ends before its report (a crash after the mails), then the retry mails no one twice and the status still arrives', async () => {
    worker.failReports(1);
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Crash After Send' }));
    const s = await latest();
    await forms.relay.runOnce();
    expect(await settled(s.id)).toMatchObject({ delivery_status: 'sent', attempts: 2 });
    await queueIdle();
    expect(smtp.mails.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'info@northwire.example',
      'sales@northwire.example',
    ]);
  });

  it('when the same job is processed twice (a worker killed before completing it), then each recipient gets exactly one mail with the same Message-ID', async () => {
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Twice Run' }));
    const s = await latest();
    const [row] = (await outbox(forms)).filter((r) => r.submission_id === s.id);
    const job = { id: s.id, data: row!.payload as never, attemptsMade: 0, opts: { attempts: 3 } };

    expect(await worker.process(job)).toEqual({ sent: 2, skipped: 0 });
    expect(await worker.process({ ...job, attemptsMade: 1 })).toEqual({ sent: 0, skipped: 2 });
    // The relay publishes the same job id afterwards, too: still nothing new.
    await forms.relay.runOnce();
    await queueIdle();
    expect(smtp.mails).toHaveLength(2);
    const rows = (await worker.dataSource.query(
      'SELECT recipient, state, message_id FROM mail.deliveries WHERE job_id = $1 ORDER BY recipient',
      [s.id],
    )) as Array<{ message_id: string }>;
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
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Cut Off' }));
    const s = await latest();
    await forms.relay.runOnce();
    expect(await settled(s.id)).toMatchObject({ delivery_status: 'sent', attempts: 2 });
    await queueIdle(); // a late extra copy would have been sent by now

    expect(cut).toEqual([{ messageId: expect.stringMatching(/^<[0-9a-f]{32}@northwire\.example>$/), to: expect.any(String), terminated: 1, stateAtCut: 'sending' }]);
    const [first] = cut;
    const other = ['info@northwire.example', 'sales@northwire.example'].find((r) => r !== first!.to)!;
    const copies = smtp.mails.map((m) => ({ to: m.envelopeTo[0], messageId: m.messageId }));
    const rows = (await worker.dataSource.query(
      'SELECT recipient, state, tries, message_id FROM mail.deliveries WHERE job_id = $1 ORDER BY recipient',
      [s.id],
    )) as Array<{ recipient: string; state: string; tries: number; message_id: string }>;
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
    await forms.post('/send-contact-form-usa', aContactForm({ name: 'Race Run' }));
    const s = await latest();
    const [row] = (await outbox(forms)).filter((r) => r.submission_id === s.id);
    // Only this test runs the job: the queue never gets it.
    await forms.dataSource.query('UPDATE forms.outbox SET published_at = now() WHERE submission_id = $1', [
      s.id,
    ]);
    const job = { id: s.id, data: row!.payload as never, attemptsMade: 0, opts: { attempts: 3 } };
    smtp.delay(200);
    const results = await Promise.all([worker.process(job), worker.process(job)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(smtp.mails).toHaveLength(2);
  });

  it('when the resume is gone from the file store, then the application is mailed anyway and says so', async () => {
    const form = aJobForm({ fname: 'Lost' });
    forms.uploads.add(form.resume);
    await forms.post('/job-opportunity-form', form);
    forms.uploads.resumes.delete(form.resume);
    await forms.relay.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(`Resume: not available from the file store (key ${form.resume})`);
  });

  it('when the file store cannot serve the resume bytes, then the mail carries a week-long signed download link instead', async () => {
    const form = aJobForm({ fname: 'Linked' });
    forms.uploads.add(form.resume);
    forms.uploads.failContent.add(form.resume);
    await forms.post('/job-opportunity-form', form);
    await forms.relay.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toContain(
      `Resume: download it at http://localhost:8080/api/files/resumes/${form.resume}?expires=1&signature=x (link valid until 2030-01-01T00:00:00.000Z).`,
    );
    expect(forms.uploads.linkRequests.at(-1)).toEqual({ ttlSeconds: 7 * 24 * 3600 });
  });

  it('when the worker is closed while a mail is being sent, then close waits for the job, which completes', async () => {
    smtp.delay(600);
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Graceful Stop' }));
    const s = await latest();
    await forms.relay.runOnce();
    await waitUntil(
      async () => smtp.connections,
      (n) => n > 0,
    );
    // A mail is being sent (the SMTP server holds it 600 ms): close now.
    await worker.stopConsumer();
    expect(smtp.mails).toHaveLength(2);
    expect((await submission(s.id)).delivery_status).toBe('sent');
    worker.startConsumer(forms.prefix);
  });
});

describe('one request id from the form post to the worker', () => {
  it("when a form is posted with an X-Request-Id, then every worker log line about its job, a failed try's included, carries that id, and so do its delivery rows", async () => {
    smtp.refuse(1);
    await forms.post('/send-contact-form-main', aContactForm({ name: 'Traced' }), {
      'x-request-id': 'nginx-7d3f0c2a9b',
    });
    const s = await latest();
    await forms.relay.runOnce();
    expect(await settled(s.id)).toMatchObject({ delivery_status: 'sent', attempts: 2 });
    const lines = await waitUntil(
      async () => worker.logLines().filter((line) => line.jobId === s.id),
      (found) => found.some((line) => line.msg === 'mail job done'),
    );

    expect(lines.map((line) => line.msg).sort()).toEqual([
      'mail job attempt failed',
      'mail job done',
      'mail job failed',
    ]);
    for (const line of lines)
      expect(line).toMatchObject({ service: 'worker-test', requestId: 'nginx-7d3f0c2a9b' });
    expect(lines.find((line) => line.msg === 'mail job done')).toMatchObject({
      submissionId: s.id,
      kind: 'contact',
      sent: 2,
      attempt: 2,
    });
    expect((await worker.deliveries.forJob(s.id)).map((d) => [d.recipient, d.state, d.requestId])).toEqual([
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
    expect((await worker.deliveries.forJob(jobId)).map((d) => d.requestId)).toEqual([null, null]);
  });
});
