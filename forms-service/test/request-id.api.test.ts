import { bearer } from '@site/service-kit/testing';
import { aContactForm, aJobForm, aValidToken, outbox, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'request_id' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
});

const queuedJob = async (jobId: string) => (await h.queue.getJob(jobId))?.data;

describe('the request id travels with the mail job', () => {
  it('when an enquiry is posted with an X-Request-Id, then the job on the mail queue carries that id', async () => {
    await h.post('/send-contact-form-usa', aContactForm({ name: 'Traced Lead' }), {
      'x-request-id': 'nginx-0f3c9a7e5b1d4c2a',
    });
    const [row] = await submissions(h);
    expect(await h.relay.runOnce()).toBe(1);

    expect(await queuedJob(row!.id)).toEqual({
      kind: 'contact',
      submissionId: row!.id,
      region: 'usa',
      form: {
        name: 'Traced Lead',
        email: 'jane@client.example',
        phoneNum: '4165550100',
        message: 'We need digital signage in 12 stores.',
      },
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: 'nginx-0f3c9a7e5b1d4c2a',
    });
  });

  it('when a post has no usable X-Request-Id, then the job carries the id the service gave the request (the one it answered with)', async () => {
    const res = await fetch(`${h.app.url}/send-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'not safe\u00e9' },
      body: JSON.stringify({ email: 'traced@example.com', formToken: aValidToken() }),
    });
    expect(res.status).toBe(200);
    const answered = res.headers.get('x-request-id');
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await outbox(h);

    expect(row?.payload).toMatchObject({ kind: 'newsletter-confirmation', requestId: answered });
  });

  it('when an application is posted, then its job carries the request id too', async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    await h.post('/job-opportunity-form', form, { 'x-request-id': 'req-job-1' });
    await h.relay.runOnce();
    const [row] = await submissions(h);

    expect(await queuedJob(row!.id)).toMatchObject({
      kind: 'job',
      submissionId: row!.id,
      requestId: 'req-job-1',
    });
  });

  it('when Redis lost a published job and the relay publishes it again, then the job still carries the request id of the post', async () => {
    await h.post('/send-contact-form-main', aContactForm(), { 'x-request-id': 'req-republish-1' });
    await h.relay.runOnce();
    const [row] = await submissions(h);
    await (await h.queue.getJob(row!.id))!.remove();
    await h.dataSource.query(`UPDATE forms.outbox SET published_at = NULL WHERE job_id = $1`, [row!.id]);

    expect(await h.relay.runOnce()).toBe(1);
    expect(await queuedJob(row!.id)).toMatchObject({ submissionId: row!.id, requestId: 'req-republish-1' });
  });

  it("when an admin resends a submission, then the new job carries the admin request's id, not the visitor's", async () => {
    await h.post('/send-contact-form-main', aContactForm(), { 'x-request-id': 'req-visitor-1' });
    const [row] = await submissions(h);
    const res = await fetch(`${h.app.url}/api/admin/submissions/${row!.id}/resend`, {
      method: 'POST',
      headers: { ...bearer(), 'x-request-id': 'req-admin-resend-1' },
    });
    expect(res.status).toBe(200);
    await h.relay.runOnce();

    expect(await queuedJob(row!.id)).toMatchObject({ requestId: 'req-visitor-1' });
    expect(await queuedJob(`${row!.id}:resend:1`)).toMatchObject({
      kind: 'contact',
      submissionId: row!.id,
      requestId: 'req-admin-resend-1',
    });
  });
});

describe('the request id travels to upload-service', () => {
  const uploadCalls = () => h.uploads.calls.map((call, i) => `${call} ${h.uploads.requestIds[i]}`);
  beforeEach(() => {
    h.uploads.calls.length = 0;
    h.uploads.requestIds.length = 0;
  });

  it("when an application is posted, then upload-service's check and attach of the resume carry the post's request id", async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    await h.post('/job-opportunity-form', form, { 'x-request-id': 'req-job-upload-1' });

    expect(uploadCalls()).toEqual([
      `GET /internal/resumes/${form.resume} req-job-upload-1`,
      `POST /internal/resumes/${form.resume}/attach req-job-upload-1`,
    ]);
  });

  it("when an admin deletes an application, then upload-service's delete of its resume carries the admin request's id", async () => {
    const form = aJobForm();
    h.uploads.add(form.resume);
    await h.post('/job-opportunity-form', form);
    const [row] = await submissions(h);
    h.uploads.calls.length = 0;
    h.uploads.requestIds.length = 0;
    const res = await fetch(`${h.app.url}/api/admin/submissions/${row!.id}`, {
      method: 'DELETE',
      headers: { ...bearer(), 'x-request-id': 'req-admin-delete-1' },
    });
    expect(res.status).toBe(200);

    expect(uploadCalls()).toEqual([`DELETE /internal/resumes/${form.resume} req-admin-delete-1`]);
  });
});
