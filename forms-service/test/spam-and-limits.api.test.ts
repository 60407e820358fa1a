import { aContactForm, CLOSED_PORT_URL, startForms, submissions, type FormsHarness } from './helpers';

describe('spam rules', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'spam' });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
  });

  it('when the honeypot field is filled, then the bot gets the same success, the submission is stored as spam and nothing is queued', async () => {
    expect(await h.post('/send-contact-form-main', aContactForm({ website: 'http://spam.example' }))).toEqual(
      { status: 200, body: { msg: 'success' } },
    );
    const [row] = await submissions(h);
    expect(row).toMatchObject({
      delivery_status: 'spam',
      spam: true,
      spam_reason: 'honeypot',
      current_job_id: null,
    });
    expect(await h.count('outbox')).toBe(0);
  });

  it('when the form is sent under 3 seconds after it was shown, then it is stored as spam and not queued', async () => {
    expect(await h.post('/send-contact-form-usa', aContactForm({ startedAt: Date.now() - 1000 }))).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    expect((await submissions(h))[0]).toMatchObject({ delivery_status: 'spam', spam_reason: 'too-fast' });
    expect(await h.count('outbox')).toBe(0);
  });

  it('when the form was shown long enough ago, then it is a normal pending submission', async () => {
    await h.post('/send-contact-form-usa', aContactForm({ startedAt: Date.now() - 10_000, website: '' }));
    expect((await submissions(h))[0]).toMatchObject({ delivery_status: 'pending', spam: false });
    expect(await h.count('outbox')).toBe(1);
  });

  it('when a newsletter bot fills the honeypot, then no subscriber is created and the spam submission is kept', async () => {
    expect(await h.post('/send-newsletter', { email: 'bot@spam.example', website: 'x' })).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    expect(await h.count('subscribers')).toBe(0);
    expect((await submissions(h))[0]).toMatchObject({ type: 'newsletter', delivery_status: 'spam' });
  });
});

describe('per-IP rate limits', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'limits', rateLimits: { perMinute: 5, perHour: 30 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('when one IP posts a form a 6th time within a minute, then it answers 429 fail and stores only the first 5; other forms keep their own count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await h.post('/send-contact-form-main', aContactForm())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await h.post('/send-contact-form-main', aContactForm());
    expect(res).toEqual({
      status: 429,
      body: expect.objectContaining({
        msg: 'fail',
        code: 'RATE_LIMITED',
        message: 'Too many submissions; please try again later',
      }),
    });
    expect(await h.count('submissions')).toBe(5);

    expect((await h.post('/send-contact-form-usa', aContactForm())).status).toBe(200);
  });
});

describe('when Redis is down', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({
      label: 'noredis',
      redisUrl: CLOSED_PORT_URL('redis'),
      rateLimits: { perMinute: 1, perHour: 1 },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('then the rate limit fails open and every submission is stored and answered success', async () => {
    for (let i = 0; i < 3; i += 1)
      expect(await h.post('/send-contact-form-main', aContactForm())).toEqual({
        status: 200,
        body: { msg: 'success' },
      });
    expect(await h.count('submissions')).toBe(3);
    expect(await h.count('outbox')).toBe(3);
  });
});
