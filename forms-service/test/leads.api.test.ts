import { bearer, seedTestAdminSession, signTestToken } from '@site/service-kit/testing';
import type { AdminStatsReply, LeadHistoryReply, SubmissionListReply } from '@site/contracts';
import { aContactForm, aJobForm, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'leads' });
  // Two admins, each signed in (a session of their own, as auth-service opens at sign-in).
  await seedTestAdminSession(h.prefix, { sid: 'session-ana', sub: 'u-ana' });
  await seedTestAdminSession(h.prefix, { sid: 'session-ben', sub: 'u-ben' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers, forms.lead_events CASCADE');
});

const ana = bearer(signTestToken({ sub: 'u-ana', email: 'ana@northwire.example', sid: 'session-ana' }));
const ben = bearer(signTestToken({ sub: 'u-ben', email: 'ben@northwire.example', sid: 'session-ben' }));

const call = async (method: string, path: string, headers: Record<string, string> = ana, body?: unknown) => {
  const res = await fetch(`${h.app.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
};

const list = async (query: string) =>
  (await call('GET', `/api/admin/submissions?${query}`)).json() as unknown as SubmissionListReply;
const names = async (query: string) =>
  (await list(query)).data.map((s) => s.payload.name ?? `${s.payload.fname} ${s.payload.lname}`);

async function idOf(name: string): Promise<string> {
  const row = (await submissions(h)).find((s) => s.payload.name === name || s.payload.fname === name);
  if (!row) throw new Error(`no submission of ${name}`);
  return row.id;
}

async function seed() {
  await h.post(
    '/send-contact-form-main',
    aContactForm({ name: 'Olivia Chen', email: 'olivia@brightmart.example', message: 'Menu boards for 40 stores' }),
  );
  await h.post(
    '/send-contact-form-usa',
    aContactForm({ name: 'Marco Diaz', email: 'marco@harbourbank.example', message: 'LED wall in our lobby' }),
  );
  await h.post(
    '/send-contact-form-main',
    aContactForm({ name: 'Percent Person', email: 'p@x.example', message: 'We want 100% uptime_now' }),
  );
  const job = aJobForm({ fname: 'Sam', lname: 'Rivera', email: 'sam@applicant.example', city: 'Portland' });
  h.uploads.add(job.resume);
  await h.post('/job-opportunity-form', job);
}

describe('working a lead', () => {
  it('when admins change a lead status twice, then the lead keeps the last status and the history says who changed what, and when', async () => {
    await seed();
    const id = await idOf('Olivia Chen');
    const first = await call('PUT', `/api/admin/submissions/${id}/lead-status`, ana, { leadStatus: 'contacted' });
    expect(first.status).toBe(200);
    const second = (
      await call('PUT', `/api/admin/submissions/${id}/lead-status`, ben, { leadStatus: 'won' })
    ).json() as unknown as LeadHistoryReply;
    expect(second).toEqual({
      status: 'success',
      data: {
        submission: expect.objectContaining({ id, leadStatus: 'won', deliveryStatus: 'pending' }),
        history: [
          {
            id: expect.any(String),
            kind: 'status',
            from: 'new',
            to: 'contacted',
            actorSub: 'u-ana',
            actorEmail: 'ana@northwire.example',
            at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
          {
            id: expect.any(String),
            kind: 'status',
            from: 'contacted',
            to: 'won',
            actorSub: 'u-ben',
            actorEmail: 'ben@northwire.example',
            at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        ],
      },
    });
    // Setting the same status again changes nothing and records nothing.
    await call('PUT', `/api/admin/submissions/${id}/lead-status`, ben, { leadStatus: 'won' });
    const read = (await call('GET', `/api/admin/submissions/${id}/history`)).json() as unknown as LeadHistoryReply;
    expect(read.data.history).toHaveLength(2);
    expect(read.data.submission.leadStatus).toBe('won');
    // The delivery status is untouched: the two statuses are separate.
    expect((await submissions(h)).find((s) => s.id === id)).toMatchObject({
      delivery_status: 'pending',
      lead_status: 'won',
    });
  });

  it('when a status is unknown, the id is unknown or the caller is not an admin, then nothing changes', async () => {
    await seed();
    const id = await idOf('Olivia Chen');
    const bad = await call('PUT', `/api/admin/submissions/${id}/lead-status`, ana, { leadStatus: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('leadStatus') });
    const missing = await call('PUT', '/api/admin/submissions/00000000-0000-4000-8000-000000000000/lead-status', ana, {
      leadStatus: 'won',
    });
    expect(missing.status).toBe(404);
    expect(
      (await call('PUT', `/api/admin/submissions/${id}/lead-status`, {}, { leadStatus: 'won' })).status,
    ).toBe(401);
    expect(
      (
        await call('POST', `/api/admin/submissions/${id}/notes`, bearer(signTestToken({ isAdmin: false })), {
          text: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await submissions(h)).find((s) => s.id === id)).toMatchObject({ lead_status: 'new' });
    expect(await h.dataSource.query('SELECT * FROM forms.lead_events')).toEqual([]);
  });

  it('when an admin adds notes, then they are kept in order with the author, trimmed, among the status changes', async () => {
    await seed();
    const id = await idOf('Sam');
    const added = await call('POST', `/api/admin/submissions/${id}/notes`, ana, { text: '  Called, send a quote.  ' });
    expect(added.status).toBe(201);
    await call('PUT', `/api/admin/submissions/${id}/lead-status`, ben, { leadStatus: 'qualified' });
    const reply = (
      await call('POST', `/api/admin/submissions/${id}/notes`, ben, { text: 'Interview on Monday' })
    ).json() as unknown as LeadHistoryReply;
    expect(reply.data.history.map((e) => [e.kind, e.actorEmail, e.kind === 'note' ? e.text : e.to])).toEqual([
      ['note', 'ana@northwire.example', 'Called, send a quote.'],
      ['status', 'ben@northwire.example', 'qualified'],
      ['note', 'ben@northwire.example', 'Interview on Monday'],
    ]);
    expect(reply.data.submission).toMatchObject({ id, leadStatus: 'qualified' });

    const empty = await call('POST', `/api/admin/submissions/${id}/notes`, ana, { text: '   ' });
    expect(empty.status).toBe(400);
    const long = await call('POST', `/api/admin/submissions/${id}/notes`, ana, { text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(
      (await call('POST', '/api/admin/submissions/00000000-0000-4000-8000-000000000000/notes', ana, { text: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await h.dataSource.query('SELECT count(*)::int AS n FROM forms.lead_events WHERE submission_id = $1', [id]))[0],
    ).toEqual({ n: 3 });
  });

  it('when a submission is deleted, then its history goes with it', async () => {
    await seed();
    const id = await idOf('Marco Diaz');
    await call('POST', `/api/admin/submissions/${id}/notes`, ana, { text: 'Duplicate' });
    expect((await call('DELETE', `/api/admin/submissions/${id}`)).status).toBe(200);
    expect(await h.dataSource.query('SELECT * FROM forms.lead_events')).toEqual([]);
  });
});

describe('finding leads', () => {
  it('when an admin searches, then name, e-mail, company domain, message, city and notes match, case-insensitively', async () => {
    await seed();
    await call('POST', `/api/admin/submissions/${await idOf('Marco Diaz')}/notes`, ana, { text: 'Knows the CFO' });
    expect(await names('q=olivia')).toEqual(['Olivia Chen']);
    expect(await names('q=HARBOURBANK')).toEqual(['Marco Diaz']);
    expect(await names('q=led%20wall')).toEqual(['Marco Diaz']);
    expect(await names('q=sam%20rivera')).toEqual(['Sam Rivera']);
    expect(await names('q=portland')).toEqual(['Sam Rivera']);
    expect(await names('q=cfo')).toEqual(['Marco Diaz']);
    expect(await names('q=nobody-matches')).toEqual([]);
  });

  it('when the search holds LIKE wildcards or SQL, then they are matched literally', async () => {
    await seed();
    expect(await names('q=100%25')).toEqual(['Percent Person']);
    expect(await names('q=uptime_now')).toEqual(['Percent Person']);
    expect(await names('q=%25')).toEqual(['Percent Person']);
    expect(await names('q=_')).toEqual(['Percent Person']);
    expect(await names(`q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
    expect((await call('GET', `/api/admin/submissions?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('when filters combine, then only submissions matching all of them come back, and the total follows', async () => {
    await seed();
    await call('PUT', `/api/admin/submissions/${await idOf('Olivia Chen')}/lead-status`, ana, { leadStatus: 'contacted' });
    await call('PUT', `/api/admin/submissions/${await idOf('Marco Diaz')}/lead-status`, ana, { leadStatus: 'contacted' });
    await call('PUT', `/api/admin/submissions/${await idOf('Sam')}/lead-status`, ana, { leadStatus: 'contacted' });
    await h.dataSource.query(`UPDATE forms.submissions SET delivery_status = 'failed' WHERE payload->>'name' = 'Marco Diaz'`);
    const today = new Date().toISOString().slice(0, 10);

    expect(await names('leadStatus=contacted')).toEqual(['Sam Rivera', 'Marco Diaz', 'Olivia Chen']);
    expect(await names('leadStatus=contacted&type=contact')).toEqual(['Marco Diaz', 'Olivia Chen']);
    expect(await names('leadStatus=contacted&type=contact&status=pending')).toEqual(['Olivia Chen']);
    expect(await names(`leadStatus=contacted&type=contact&status=failed&from=${today}&to=${today}&q=marco`)).toEqual([
      'Marco Diaz',
    ]);
    expect(await names(`leadStatus=contacted&type=contact&status=failed&q=olivia`)).toEqual([]);
    expect(await names('leadStatus=contacted&to=2000-01-01')).toEqual([]);
    expect(await names('leadStatus=new')).toEqual(['Percent Person']);
    const paged = await list('leadStatus=contacted&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect((await call('GET', '/api/admin/submissions?leadStatus=maybe')).status).toBe(400);
  });

  it('when an admin exports with filters and a search, then the CSV holds exactly the listed rows', async () => {
    await seed();
    await call('PUT', `/api/admin/submissions/${await idOf('Marco Diaz')}/lead-status`, ana, { leadStatus: 'qualified' });
    await h.post(
      '/send-contact-form-usa',
      aContactForm({ name: 'Eve Mallory', email: 'eve@harbourbank.example', message: 'x;=cmd|calc' }),
    );
    const query = 'type=contact&q=harbourbank';
    const listed = (await list(query)).data.map((s) => s.id);
    expect(listed).toHaveLength(2);
    const csv = await call('GET', `/api/admin/submissions.csv?${query}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(4); // header, 2 rows, trailing line end
    expect(lines.slice(1, 3).map((l) => l.split(',')[0])).toEqual(listed);
    expect(lines.find((l) => l.includes('Marco Diaz'))).toContain(',qualified,');
    expect(csv.text).toContain('"x;=cmd|calc"');

    const filtered = await call('GET', `/api/admin/submissions.csv?${query}&leadStatus=qualified`);
    const rows = filtered.text.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Marco Diaz');
  });
});

describe('dashboard counts', () => {
  it('when leads, failures and sign-ups exist, then the stats count the last 7 days of leads, failed mails and pending subscribers', async () => {
    const empty = (await call('GET', '/api/admin/stats')).json();
    expect(empty).toEqual({ status: 'success', data: { newLeadsThisWeek: 0, failedMails: 0, pendingSubscribers: 0 } });

    await seed();
    await h.post('/send-contact-form-main', aContactForm({ name: 'Spam Bot', website: 'x' }));
    await h.post('/send-newsletter', { email: 'one@example.com' });
    await h.post('/send-newsletter', { email: 'two@example.com' });
    await h.dataSource.query(`UPDATE forms.subscribers SET status = 'confirmed' WHERE email = 'two@example.com'`);
    await h.dataSource.query(`UPDATE forms.submissions SET delivery_status = 'failed' WHERE payload->>'name' = 'Marco Diaz'`);
    await h.dataSource.query(
      `UPDATE forms.submissions SET created_at = now() - interval '8 days' WHERE payload->>'name' = 'Olivia Chen'`,
    );
    await call('PUT', `/api/admin/submissions/${await idOf('Percent Person')}/lead-status`, ana, { leadStatus: 'spam' });

    const reply = (await call('GET', '/api/admin/stats')).json() as unknown as AdminStatsReply;
    // Marco (failed mail, still a lead) and Sam; Olivia is older, Percent is marked spam, the bot is spam.
    expect(reply).toEqual({ status: 'success', data: { newLeadsThisWeek: 2, failedMails: 1, pendingSubscribers: 1 } });
    expect((await call('GET', '/api/admin/stats', {})).status).toBe(401);
  });

  it('when leads were already contacted, held as spam, older or sign-ups, then "New leads this week" counts none of them, and ?view=new-leads lists exactly what it counts', async () => {
    await seed();
    await h.post('/send-contact-form-main', aContactForm({ name: 'Spam Bot', website: 'x' }));
    await h.post('/send-newsletter', { email: 'reader@example.com' });
    await h.dataSource.query(`UPDATE forms.submissions SET created_at = now() - interval '8 days' WHERE payload->>'name' = 'Olivia Chen'`);
    await call('PUT', `/api/admin/submissions/${await idOf('Marco Diaz')}/lead-status`, ana, { leadStatus: 'contacted' });

    const { data } = (await call('GET', '/api/admin/stats')).json() as unknown as AdminStatsReply;
    const view = await list('view=new-leads');
    expect(view.total).toBe(data.newLeadsThisWeek);
    expect(await names('view=new-leads')).toEqual(['Sam Rivera', 'Percent Person']);
    // The view combines with the other filters, and the export holds the same rows.
    expect(await names('view=new-leads&type=job')).toEqual(['Sam Rivera']);
    const csv = await call('GET', '/api/admin/submissions.csv?view=new-leads');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1)).toHaveLength(data.newLeadsThisWeek);
    expect((await call('GET', '/api/admin/submissions?view=everything')).status).toBe(400);
  });

  it('when a lead has internal notes, then the CSV carries them, oldest first, with who and when', async () => {
    await seed();
    const id = await idOf('Olivia Chen');
    await call('POST', `/api/admin/submissions/${id}/notes`, ana, { text: 'Called back, wants a quote' });
    await call('POST', `/api/admin/submissions/${id}/notes`, ben, { text: 'Quote sent, 40 screens' });
    const csv = await call('GET', '/api/admin/submissions.csv?type=contact');
    const header = csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]!.split(',');
    expect(header.slice(-2)).toEqual(['spamReason', 'notes']);
    expect(csv.text).toMatch(/,"\d{4}-\d\d-\d\d \d\d:\d\d UTC ana@northwire\.example: Called back, wants a quote\n\d{4}-\d\d-\d\d \d\d:\d\d UTC ben@northwire\.example: Quote sent, 40 screens"\r\n/);
  });
});
