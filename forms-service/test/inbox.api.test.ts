import { LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import { bearer, internalAuthHeaders, signTestToken } from '@site/service-kit/testing';
import { CONSENT_VERSIONS, FIELD_LABELS, NO_ATTRIBUTION, SPAM_REASON_TEXT, type SubmissionListReply, type SubmissionReply, type SubscriberListReply } from '@site/contracts';
import { csvCell } from '../src/admin/csv';
import { SubscriberConsentVersion1764000000020 } from '../src/db/migrations/1764000000020-subscriber-consent-version';
import { aContactForm, aJobForm, outbox, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'inbox' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
});

const call = async (
  method: string,
  path: string,
  headers: Record<string, string> = bearer(),
  body?: unknown,
) => {
  const res = await fetch(`${h.app.url}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: () => JSON.parse(text) as Record<string, unknown>,
  };
};

async function seed() {
  await h.post('/send-contact-form-main', aContactForm({ name: 'Canada Lead' }));
  await h.post(
    '/send-contact-form-usa',
    aContactForm({ name: 'Usa Lead', message: '=HYPERLINK("http://evil.example","click")' }),
  );
  await h.post('/send-contact-form-main', aContactForm({ name: 'Spam Bot', website: 'x' }));
  const job = aJobForm();
  h.uploads.add(job.resume);
  await h.post('/job-opportunity-form', job);
  await h.post('/send-newsletter', { email: 'reader@example.com' });
  return { job };
}

describe('admin inbox API', () => {
  it.each([
    ['no token', {}, 401],
    ['a token of a non-admin', bearer(signTestToken({ isAdmin: false })), 403],
    ['an expired token', bearer(signTestToken({ expiresIn: -10 })), 401],
  ])('when called with %s, then it is refused with %s', async (_case, headers, status) => {
    for (const path of [
      '/api/admin/submissions',
      '/api/admin/submissions.csv',
      '/api/admin/subscribers',
      '/api/admin/subscribers.csv',
    ]) {
      expect((await call('GET', path, headers as Record<string, string>)).status).toBe(status);
    }
  });

  it('when an admin lists submissions, then every submission comes newest first with its delivery status, paged', async () => {
    await seed();
    const all = (await call('GET', '/api/admin/submissions')).json() as unknown as SubmissionListReply;
    expect(all).toMatchObject({ status: 'success', total: 5, page: 1, pageSize: 25 });
    expect(all.data.map((s) => [s.type, s.deliveryStatus])).toEqual([
      ['newsletter', 'pending'],
      ['job', 'pending'],
      ['contact', 'spam'],
      ['contact', 'pending'],
      ['contact', 'pending'],
    ]);
    expect(all.data[4]).toEqual({
      id: expect.any(String),
      type: 'contact',
      region: 'canada',
      payload: {
        name: 'Canada Lead',
        email: 'jane@client.example',
        phoneNum: '4165550100',
        message: 'We need digital signage in 12 stores.',
      },
      deliveryStatus: 'pending',
      attempts: 0,
      lastError: null,
      ip: '127.0.0.1',
      userAgent: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      sentAt: null,
      leadStatus: 'new',
      consentVersion: '2026-11-24',
      consentText: CONSENT_VERSIONS['2026-11-24'].contact,
      spamReason: null,
      // Posted with no Referer and no visit counted: nothing is known of where it came from.
      attribution: NO_ATTRIBUTION,
    });

    const page2 = (
      await call('GET', '/api/admin/submissions?page=2&pageSize=2')
    ).json() as unknown as SubmissionListReply;
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.data.map((s) => s.deliveryStatus)).toEqual(['spam', 'pending']);
  });

  it('when an admin filters by type, status and dates, then only the matching submissions come back', async () => {
    await seed();
    const list = async (q: string) =>
      ((await call('GET', `/api/admin/submissions?${q}`)).json() as unknown as SubmissionListReply).data;
    expect((await list('type=contact')).map((s) => s.payload.name)).toEqual([
      'Spam Bot',
      'Usa Lead',
      'Canada Lead',
    ]);
    expect((await list('status=spam')).map((s) => s.payload.name)).toEqual(['Spam Bot']);
    expect((await list('type=job&status=pending')).map((s) => s.type)).toEqual(['job']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(5);
    expect(await list('to=2000-01-01')).toHaveLength(0);
    expect(await list('from=2999-01-01')).toHaveLength(0);

    const bad = await call('GET', '/api/admin/submissions?status=lost&from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('status'),
    });
  });

  it('when an admin opens one submission, then it comes back whole with the consent version and text shown; an unknown or malformed id is a 404 or 400', async () => {
    const { job } = await seed();
    const application = (await submissions(h)).find((s) => s.type === 'job')!;
    expect((await call('GET', `/api/admin/submissions/${application.id}`)).json()).toEqual({
      status: 'success',
      data: {
        id: application.id,
        type: 'job',
        region: null,
        payload: {
          fname: job.fname,
          lname: job.lname,
          email: job.email,
          phoneNum: job.phoneNum,
          city: job.city,
          state: job.state,
          jobInterested: job.jobInterested,
          resume: job.resume,
        },
        deliveryStatus: 'pending',
        attempts: 0,
        lastError: null,
        ip: '127.0.0.1',
        userAgent: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: null,
        leadStatus: 'new',
        consentVersion: '2026-11-24',
        consentText: CONSENT_VERSIONS['2026-11-24'].job,
        spamReason: null,
        attribution: NO_ATTRIBUTION,
      },
    });
    expect((await call('GET', '/api/admin/submissions/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await call('GET', '/api/admin/submissions/not-a-uuid')).status).toBe(400);
  });

  it('when submissions were held as spam, then the list and the details say why (the stored reason), and a release keeps it', async () => {
    await seed();
    await h.post('/send-contact-form-main', { ...aContactForm({ name: 'No Token' }), formToken: undefined }, { cookie: '' });
    const spam = (await call('GET', '/api/admin/submissions?status=spam')).json() as unknown as SubmissionListReply;
    const reasons = Object.fromEntries(spam.data.map((s) => [s.payload.name, s.spamReason]));
    expect(reasons).toEqual({ 'Spam Bot': 'honeypot', 'No Token': 'token-missing' });
    const bot = spam.data.find((s) => s.payload.name === 'Spam Bot')!;
    expect(((await call('GET', `/api/admin/submissions/${bot.id}`)).json() as unknown as SubmissionReply).data.spamReason).toBe('honeypot');
    const released = (await call('POST', `/api/admin/submissions/${bot.id}/not-spam`)).json() as unknown as SubmissionReply;
    expect(released.data).toMatchObject({ deliveryStatus: 'pending', spamReason: 'honeypot' });
    const canada = ((await call('GET', '/api/admin/submissions?type=contact&status=pending')).json() as unknown as SubmissionListReply).data;
    expect(canada.find((s) => s.payload.name === 'Canada Lead')?.spamReason).toBeNull();
  });

  it('when an admin resends a sent submission, then it is pending again and queued under a new job id', async () => {
    await seed();
    const [first] = await submissions(h);
    await h.relay.runOnce();
    await h.dataSource.query(
      `UPDATE forms.submissions SET delivery_status = 'sent', attempts = 1, sent_at = now() WHERE id = $1`,
      [first!.id],
    );

    const res = (
      await call('POST', `/api/admin/submissions/${first!.id}/resend`)
    ).json() as unknown as SubmissionReply;
    expect(res).toMatchObject({
      status: 'success',
      data: { id: first!.id, deliveryStatus: 'pending', attempts: 0, sentAt: null },
    });
    const rows = (await outbox(h)).filter((r) => r.submission_id === first!.id);
    expect(rows.map((r) => r.job_id)).toEqual([first!.id, `${first!.id}:resend:1`]);
    await h.relay.runOnce();
    expect((await h.queue.getJob(`${first!.id}:resend:1`))?.data).toMatchObject({
      kind: 'contact',
      submissionId: first!.id,
    });

    await call('POST', `/api/admin/submissions/${first!.id}/resend`);
    expect((await outbox(h)).filter((r) => r.submission_id === first!.id).map((r) => r.job_id)).toContain(
      `${first!.id}:resend:2`,
    );
  });

  it('when an admin resends a spam submission, then it is refused with 409; not-spam moves it to pending and queues it', async () => {
    await seed();
    const spam = (await submissions(h)).find((s) => s.delivery_status === 'spam')!;
    expect((await call('POST', `/api/admin/submissions/${spam.id}/resend`)).status).toBe(409);

    const res = (
      await call('POST', `/api/admin/submissions/${spam.id}/not-spam`)
    ).json() as unknown as SubmissionReply;
    expect(res.data).toMatchObject({ id: spam.id, deliveryStatus: 'pending' });
    expect((await outbox(h)).filter((r) => r.submission_id === spam.id)).toEqual([
      expect.objectContaining({
        job_id: spam.id,
        payload: expect.objectContaining({
          kind: 'contact',
          form: expect.objectContaining({ name: 'Spam Bot' }),
        }),
      }),
    ]);
    expect((await call('POST', `/api/admin/submissions/${spam.id}/not-spam`)).status).toBe(409);
  });

  it('when an admin marks a newsletter spam submission as not spam, then the address becomes a pending subscriber and gets its confirmation', async () => {
    await h.post('/send-newsletter', { email: 'real@example.com', website: 'autofill' });
    const [spam] = await submissions(h);
    await call('POST', `/api/admin/submissions/${spam!.id}/not-spam`);
    const subs = ((await call('GET', '/api/admin/subscribers')).json() as unknown as SubscriberListReply)
      .data;
    expect(subs).toEqual([expect.objectContaining({ email: 'real@example.com', status: 'pending' })]);
    expect((await outbox(h))[0]?.payload).toMatchObject({
      kind: 'newsletter-confirmation',
      email: 'real@example.com',
    });
  });

  it('when an admin deletes a job application, then the submission, its outbox rows and its resume are removed', async () => {
    const { job } = await seed();
    const application = (await submissions(h)).find((s) => s.type === 'job')!;
    const res = await call('DELETE', `/api/admin/submissions/${application.id}`);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Submission deleted' });
    expect(h.uploads.resumes.has(job.resume)).toBe(false);
    expect(h.uploads.calls).toContain(`DELETE /internal/resumes/${job.resume}`);
    expect((await submissions(h)).find((s) => s.id === application.id)).toBeUndefined();
    expect((await outbox(h)).find((r) => r.submission_id === application.id)).toBeUndefined();
    expect((await call('DELETE', `/api/admin/submissions/${application.id}`)).status).toBe(404);
  });

  it('when an admin exports submissions as CSV, then cells are escaped and formulas neutralised', async () => {
    await seed();
    await h.post('/send-contact-form-main', aContactForm({ message: 'Line one, "quoted"\nline two' }));
    const res = await call('GET', '/api/admin/submissions.csv?type=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?submissions-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,type,region,status,leadStatus,createdAt,sentAt,attempts,lastError,ip,userAgent,Name,First name,Last name,Email,Phone,Message,City,State,Job interested in,Resume,Landing page,Sent from,Referrer,Source,UTM source,UTM medium,UTM campaign,UTM term,UTM content,consentVersion,consentText,spamReason,notes',
    );
    // Every row ends with the consent version and the text of that version, as shown at the form,
    // then why it was held as spam (in words) and the notes (none here).
    const contactRows = lines.slice(1).filter((l) => l.includes(',contact,'));
    expect(contactRows).toHaveLength(4);
    const held = `${csvCell(SPAM_REASON_TEXT.honeypot)},`;
    for (const row of contactRows)
      expect(row.endsWith(`,2026-11-24,${CONSENT_VERSIONS['2026-11-24'].contact},${row.includes('Spam Bot') ? held : ','}`)).toBe(true);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.text).toContain('"Line one, ""quoted""\nline two"');
    expect(res.text).not.toMatch(/,=HYPERLINK/);
    // 4 contact rows, header, and the trailing line end.
    expect(res.text.match(/,contact,/g)).toHaveLength(4);
  });

  it('when a label is edited in the field catalogue, then the CSV export names that column by the new label', async () => {
    await seed();
    const labels = FIELD_LABELS as Record<string, string>;
    const original = labels.jobInterested!;
    labels.jobInterested = 'Role you want (edited)';
    try {
      const res = await call('GET', '/api/admin/submissions.csv?type=job');
      const header = res.text.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(',');
      expect(header.slice(11, 21)).toEqual(['Name', 'First name', 'Last name', 'Email', 'Phone', 'Message', 'City', 'State', 'Role you want (edited)', 'Resume']);
    } finally {
      labels.jobInterested = original;
    }
  });

  it('when an admin lists and exports subscribers, then each comes with its consent record', async () => {
    await seed();
    await h.post('/send-newsletter', { email: '-2+3@example.com' });
    const list = (
      await call('GET', '/api/admin/subscribers?pageSize=1')
    ).json() as unknown as SubscriberListReply;
    expect(list).toMatchObject({ status: 'success', total: 2, page: 1, pageSize: 1 });
    expect(list.data[0]).toEqual({
      id: expect.any(String),
      email: '-2+3@example.com',
      status: 'pending',
      consentVersion: '2026-11-24',
      consentText: CONSENT_VERSIONS['2026-11-24'].newsletter,
      consentAt: expect.any(String),
      consentIp: '127.0.0.1',
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const csv = await call('GET', '/api/admin/subscribers.csv');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,email,status,consentVersion,consentText,consentAt,consentIp,confirmedAt,unsubscribedAt');
    const text = CONSENT_VERSIONS['2026-11-24'].newsletter;
    expect(csv.text).toContain(`,"'-2+3@example.com",pending,2026-11-24,"${text}",`);
    expect(csv.text).toContain(`,reader@example.com,pending,2026-11-24,"${text}",`);
  });

  it('when a newsletter sign-up posts its consent version, then the subscriber and the submission keep that version and its text, in every admin reply', async () => {
    await h.post('/send-newsletter', { email: 'versioned@example.com', consentVersion: '2026-11-24' });
    const text = CONSENT_VERSIONS['2026-11-24'].newsletter;
    const subs = (await call('GET', '/api/admin/subscribers')).json() as unknown as SubscriberListReply;
    expect(subs.data).toEqual([
      expect.objectContaining({ email: 'versioned@example.com', consentVersion: '2026-11-24', consentText: text }),
    ]);
    const list = (await call('GET', '/api/admin/submissions')).json() as unknown as SubmissionListReply;
    expect(list.data).toEqual([
      expect.objectContaining({ type: 'newsletter', consentVersion: '2026-11-24', consentText: text }),
    ]);
    const history = (await call('GET', `/api/admin/submissions/${list.data[0]!.id}/history`)).json();
    expect(history).toEqual({
      status: 'success',
      data: { submission: list.data[0], history: [] },
    });
  });

  it('when a held newsletter sign-up is released, then the subscriber gets the consent version and text stored with it, not the current ones', async () => {
    await h.post('/send-newsletter', { email: 'held@example.com', website: 'autofill' });
    const [held] = await submissions(h);
    // As if the sign-up had been shown an earlier text: release must keep what was shown then.
    await h.dataSource.query(
      `UPDATE forms.submissions SET consent_version = '2026-01-01', consent_text = 'The earlier text.' WHERE id = $1`,
      [held!.id],
    );
    const released = (await call('POST', `/api/admin/submissions/${held!.id}/not-spam`)).json() as unknown as SubmissionReply;
    expect(released.data).toMatchObject({ consentVersion: '2026-01-01', consentText: 'The earlier text.' });
    const subs = (await call('GET', '/api/admin/subscribers')).json() as unknown as SubscriberListReply;
    expect(subs.data).toEqual([
      {
        id: expect.any(String),
        email: 'held@example.com',
        status: 'pending',
        consentVersion: '2026-01-01',
        consentText: 'The earlier text.',
        consentAt: expect.any(String),
        consentIp: '127.0.0.1',
        confirmedAt: null,
        unsubscribedAt: null,
      },
    ]);
  });

  it('when the subscriber consent migration runs, then only rows whose text is a version\'s text word for word get that version', async () => {
    await h.post('/send-newsletter', { email: 'current@example.com' });
    await h.post('/send-newsletter', { email: 'older@example.com' });
    // Rows as they were before the column existed: no version, one with the earlier unversioned text.
    await h.dataSource.query(`UPDATE forms.subscribers SET consent_version = NULL`);
    await h.dataSource.query(
      `UPDATE forms.subscribers SET consent_text = 'By subscribing you agree to receive the Northwire Integration newsletter.' WHERE email = 'older@example.com'`,
    );
    const runner = h.dataSource.createQueryRunner();
    try {
      await new SubscriberConsentVersion1764000000020().up(runner);
    } finally {
      await runner.release();
    }
    const subs = (await call('GET', '/api/admin/subscribers')).json() as unknown as SubscriberListReply;
    expect(subs.data.map((s) => [s.email, s.consentVersion])).toEqual([
      ['older@example.com', null],
      ['current@example.com', '2026-11-24'],
    ]);
  });
});

describe('delivery reports from the worker', () => {
  const report = (id: string, body: unknown) =>
    call('POST', `/internal/submissions/${id}/delivery`, internalAuthHeaders(LOCAL_INTERNAL_TOKEN), body);

  it('when a delivery report comes without the service credential, or with a wrong one, then it answers 401 and changes nothing', async () => {
    await h.post('/send-contact-form-main', aContactForm());
    const [s] = await submissions(h);
    const before = await submissions(h);
    const body = { jobId: s!.id, status: 'sent', attempts: 1, lastError: null };
    for (const headers of [{}, internalAuthHeaders('x'.repeat(LOCAL_INTERNAL_TOKEN.length)), bearer()]) {
      const reply = await call('POST', `/internal/submissions/${s!.id}/delivery`, headers, body);
      expect({ status: reply.status, body: reply.json() }).toEqual({
        status: 401,
        body: expect.objectContaining({ message: 'Service credential required', code: 'INTERNAL_ONLY' }),
      });
    }
    expect(await submissions(h)).toEqual(before);
  });

  it('when the worker reports attempts, then status, attempts and last error follow; a late report of an old job is ignored', async () => {
    await h.post('/send-contact-form-main', aContactForm());
    const [s] = await submissions(h);
    expect(
      (
        await report(s!.id, { jobId: s!.id, status: 'pending', attempts: 1, lastError: '451 try later' })
      ).json(),
    ).toEqual({ status: 'success', result: 'applied' });
    expect((await submissions(h))[0]).toMatchObject({
      delivery_status: 'pending',
      attempts: 1,
      last_error: '451 try later',
    });

    await report(s!.id, { jobId: s!.id, status: 'sent', attempts: 2, lastError: null });
    const sent = (await submissions(h))[0];
    expect(sent).toMatchObject({ delivery_status: 'sent', attempts: 2 });
    expect(sent?.sent_at).toBeInstanceOf(Date);

    // An earlier attempt's report arriving late never turns 'sent' back.
    expect(
      (await report(s!.id, { jobId: s!.id, status: 'pending', attempts: 1, lastError: 'late' })).json(),
    ).toMatchObject({ result: 'ignored' });
    expect((await submissions(h))[0]).toMatchObject({ delivery_status: 'sent' });

    await call('POST', `/api/admin/submissions/${s!.id}/resend`);
    expect(
      (await report(s!.id, { jobId: s!.id, status: 'failed', attempts: 10, lastError: 'old job' })).json(),
    ).toMatchObject({ result: 'ignored' });
    await report(s!.id, {
      jobId: `${s!.id}:resend:1`,
      status: 'failed',
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
    expect((await submissions(h))[0]).toMatchObject({
      delivery_status: 'failed',
      attempts: 3,
      last_error: '550 mailbox unavailable',
    });
  });

  it('when a report is invalid or names no submission, then it answers 400 or 404', async () => {
    expect(
      (
        await report('00000000-0000-4000-8000-000000000000', {
          jobId: 'x',
          status: 'sent',
          attempts: 1,
          lastError: null,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await report('00000000-0000-4000-8000-000000000000', {
          jobId: 'x',
          status: 'lost',
          attempts: 1,
          lastError: null,
        })
      ).status,
    ).toBe(400);
  });
});
