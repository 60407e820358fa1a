import { CONSENT_TEXTS } from '@site/contracts';
import { aContactForm, outbox, startForms, submissions, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'contact' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox CASCADE');
});

describe('contact forms', () => {
  it.each([
    ['/send-contact-form-main', 'canada'],
    ['/send-contact-form-usa', 'usa'],
  ])(
    'when a valid enquiry is posted to %s, then it answers success and stores the submission and its outbox row for region %s',
    async (path, region) => {
      const res = await h.post(path, aContactForm(), { 'user-agent': 'jest-browser/1.0' });
      expect(res).toEqual({ status: 200, body: { msg: 'success' } });

      const [row, ...others] = await submissions(h);
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        type: 'contact',
        region,
        payload: {
          name: 'Jane Doe',
          email: 'jane@client.example',
          phoneNum: '4165550100',
          message: 'We need digital signage in 12 stores.',
        },
        consent_text: CONSENT_TEXTS.contact,
        ip: '127.0.0.1',
        user_agent: 'jest-browser/1.0',
        delivery_status: 'pending',
        spam: false,
        attempts: 0,
        current_job_id: row?.id,
      });
      const rows = await outbox(h);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        submission_id: row?.id,
        job_id: row?.id,
        published_at: null,
        payload: { kind: 'contact', submissionId: row?.id, region, form: row?.payload },
      });
      expect(h.queued).toBeGreaterThan(0);
    },
  );

  it('when the relay runs, then the outbox row is published to the mail queue under the submission id and marked published', async () => {
    await h.post('/send-contact-form-main', aContactForm({ name: 'Queue Test' }));
    const [row] = await submissions(h);
    expect(await h.relay.runOnce()).toBe(1);

    const job = await h.queue.getJob(row!.id);
    expect(job?.name).toBe('contact');
    expect(job?.data).toMatchObject({
      kind: 'contact',
      submissionId: row!.id,
      region: 'canada',
      form: { name: 'Queue Test' },
    });
    expect(job?.opts.attempts).toBe(3);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 100 });
    const [published] = await outbox(h);
    expect(published?.published_at).toBeInstanceOf(Date);
    expect(await h.relay.runOnce()).toBe(0);
  });

  it('when the phone number is left out, then it is stored as empty', async () => {
    const { phoneNum: _omit, ...form } = aContactForm();
    expect(await h.post('/send-contact-form-main', form)).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await submissions(h))[0]?.payload.phoneNum).toBe('');
  });

  it.each([
    ['the name is missing', 'name', { name: '' }],
    ['the name has digits', 'name', { name: 'Jane 2' }],
    ['the name is over 36 characters', 'name', { name: 'J'.repeat(37) }],
    ['the email is missing', 'email', { email: '' }],
    ['the email is not an address', 'email', { email: 'not-an-email' }],
    ['the email is over 36 characters', 'email', { email: `${'a'.repeat(30)}@x.example` }],
    ['the phone has letters', 'phoneNum', { phoneNum: '416-555' }],
    ['the phone is over 25 digits', 'phoneNum', { phoneNum: '1'.repeat(26) }],
    ['the message is missing', 'message', { message: '   ' }],
    ['the message is over 350 characters', 'message', { message: 'm'.repeat(351) }],
    ['the form type is another form', 'formType', { formType: 'Newsletter' }],
    ['an unknown field is sent', 'extra', { extra: 'x' }],
    ['startedAt is not a number', 'startedAt', { startedAt: 'yesterday' }],
  ])('when %s, then it answers 400 fail naming %s and stores nothing', async (_case, field, override) => {
    const res = await h.post('/send-contact-form-usa', { ...aContactForm(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'fail', code: 'VALIDATION_FAILED' });
    expect(String(res.body.message)).toContain(field);
    expect(await h.count('submissions')).toBe(0);
    expect(await h.count('outbox')).toBe(0);
  });

  it('when the body is not valid JSON, then it answers 400 fail and stores nothing', async () => {
    const res = await h.post('/send-contact-form-main', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: 'fail',
      code: 'MALFORMED_JSON',
      message: 'Request body is not valid JSON',
    });
    expect(await h.count('submissions')).toBe(0);
  });

  it('when the body is over the size limit, then it answers 413 fail and stores nothing', async () => {
    const res = await h.post('/send-contact-form-main', { ...aContactForm(), message: 'x'.repeat(30_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ msg: 'fail', code: 'BODY_TOO_LARGE' });
    expect(await h.count('submissions')).toBe(0);
  });

  it('when the body is a JSON array, then it answers 400 fail', async () => {
    const res = await h.post('/send-contact-form-main', '[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('fail');
    expect(await h.count('submissions')).toBe(0);
  });
});
