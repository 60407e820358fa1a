import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from '@site/contracts';
import { signNewsletterToken } from '../src/newsletter/newsletter-token';
import { outbox, startForms, submissions, TEST_NEWSLETTER_SECRET, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'newsletter' });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers, forms.newsletter_confirmations CASCADE');
});

interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  consent_version: string | null;
  consent_text: string;
  consent_at: Date;
  consent_ip: string | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}
const subscribers = async () =>
  (await h.dataSource.query('SELECT * FROM forms.subscribers')) as SubscriberRow[];
const get = async (url: string) => {
  const res = await fetch(url.replace('http://localhost:8080', h.app.url));
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};

describe('newsletter', () => {
  it('when an address subscribes, then a pending subscriber with its consent record is stored and a confirmation mail is queued with signed links', async () => {
    expect(await h.post('/send-newsletter', { email: 'Reader@Example.com', formType: 'Newsletter' })).toEqual(
      { status: 200, body: { msg: 'success' } },
    );

    const [sub, ...more] = await subscribers();
    expect(more).toHaveLength(0);
    expect(sub).toMatchObject({
      email: 'Reader@Example.com',
      status: 'pending',
      consent_version: CURRENT_CONSENT_VERSION,
      consent_text: CONSENT_TEXTS.newsletter,
      consent_ip: '127.0.0.1',
      confirmed_at: null,
    });
    expect(sub?.consent_at).toBeInstanceOf(Date);
    const [submission] = await submissions(h);
    expect(submission).toMatchObject({
      type: 'newsletter',
      payload: { email: 'Reader@Example.com' },
      delivery_status: 'pending',
    });
    const [row] = await outbox(h);
    expect(row?.payload).toMatchObject({
      kind: 'newsletter-confirmation',
      submissionId: submission?.id,
      email: 'Reader@Example.com',
      confirmUrl: expect.stringMatching(
        /^http:\/\/localhost:8080\/api\/newsletter\/confirm\?token=[\w-]+\.[\w-]+$/,
      ),
      unsubscribeUrl: expect.stringMatching(
        /^http:\/\/localhost:8080\/api\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
      ),
    });
  });

  it('when the same address subscribes again in another case within the hour, then it is a success without a new subscriber or a new mail', async () => {
    await h.post('/send-newsletter', { email: 'again@example.com' });
    expect(await h.post('/send-newsletter', { email: 'AGAIN@example.com' })).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    expect(await subscribers()).toHaveLength(1);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when a still-pending address subscribes again after an hour, then the confirmation is sent again', async () => {
    await h.post('/send-newsletter', { email: 'late@example.com' });
    await h.dataSource.query(
      `UPDATE forms.subscribers SET confirmation_sent_at = now() - interval '61 minutes'`,
    );
    await h.post('/send-newsletter', { email: 'late@example.com' });
    expect(await subscribers()).toHaveLength(1);
    expect(await h.count('outbox')).toBe(2);
  });

  it('when the confirm link is opened, then the subscriber is confirmed with a styled page, and opening it again changes nothing', async () => {
    await h.post('/send-newsletter', { email: 'confirm@example.com' });
    const confirmUrl = String((await outbox(h))[0]?.payload.confirmUrl);

    const first = await get(confirmUrl);
    expect(first.status).toBe(200);
    expect(first.type).toContain('text/html');
    expect(first.html).toContain('<h1>Subscription confirmed</h1>');
    expect(first.html).toContain('<style>');
    const [sub] = await subscribers();
    expect(sub).toMatchObject({ status: 'confirmed' });
    expect(sub?.confirmed_at).toBeInstanceOf(Date);

    const second = await get(confirmUrl);
    expect(second.status).toBe(200);
    expect(second.html).toContain('Already confirmed');
    expect((await subscribers())[0]?.confirmed_at).toEqual(sub?.confirmed_at);

    // A confirmed subscriber who subscribes again gets no new mail.
    await h.post('/send-newsletter', { email: 'confirm@example.com' });
    expect(await h.count('outbox')).toBe(1);
  });

  it('when the unsubscribe link is opened, then the subscriber is unsubscribed idempotently, and a new subscription starts a fresh opt-in', async () => {
    await h.post('/send-newsletter', { email: 'leave@example.com' });
    const unsubscribeUrl = String((await outbox(h))[0]?.payload.unsubscribeUrl);

    const first = await get(unsubscribeUrl);
    expect(first.status).toBe(200);
    expect(first.html).toContain('You have unsubscribed');
    const [sub] = await subscribers();
    expect(sub?.status).toBe('unsubscribed');
    expect(sub?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await get(unsubscribeUrl)).status).toBe(200);
    expect((await subscribers())[0]?.unsubscribed_at).toEqual(sub?.unsubscribed_at);

    // The first consent as if given under an earlier text: the new subscription records the one shown now.
    await h.dataSource.query(`UPDATE forms.subscribers SET consent_version = NULL, consent_text = 'An earlier text.'`);
    await h.post('/send-newsletter', { email: 'leave@example.com' });
    expect(await subscribers()).toEqual([
      expect.objectContaining({
        status: 'pending',
        unsubscribed_at: null,
        consent_version: CURRENT_CONSENT_VERSION,
        consent_text: CONSENT_TEXTS.newsletter,
      }),
    ]);
    expect(await h.count('outbox')).toBe(2);
  });

  it.each([
    ['a tampered token', (t: string) => `${t.slice(0, -2)}xx`],
    [
      'an unsubscribe token used to confirm',
      (_t: string, id: string) => signNewsletterToken(TEST_NEWSLETTER_SECRET, id, 'unsubscribe'),
    ],
    [
      'a token signed with another secret',
      (_t: string, id: string) => signNewsletterToken('another-secret-0123456789', id, 'confirm'),
    ],
    [
      'an expired token',
      (_t: string, id: string) =>
        signNewsletterToken(TEST_NEWSLETTER_SECRET, id, 'confirm', Date.now() - 31 * 24 * 3600 * 1000),
    ],
    ['no token', () => ''],
  ])(
    'when the confirm link carries %s, then it answers a 400 page and confirms nothing',
    async (_case, makeToken) => {
      await h.post('/send-newsletter', { email: 'bad-link@example.com' });
      const confirmUrl = String((await outbox(h))[0]?.payload.confirmUrl);
      const token = new URL(confirmUrl).searchParams.get('token') ?? '';
      const [sub] = await subscribers();
      const res = await get(
        `${h.app.url}/api/newsletter/confirm?token=${encodeURIComponent(makeToken(token, sub!.id))}`,
      );
      expect(res.status).toBe(400);
      expect(res.html).toContain('Link not valid');
      expect((await subscribers())[0]?.status).toBe('pending');
    },
  );

  it.each([
    ['the email is not an address', { email: 'nope' }],
    ['the email is over 56 characters', { email: `${'a'.repeat(50)}@x.example` }],
    ['the email is missing', {}],
  ])('when %s, then it answers 400 fail and stores nothing', async (_case, body) => {
    const res = await h.post('/send-newsletter', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: 'fail', message: expect.stringContaining('email') });
    expect(await h.count('subscribers')).toBe(0);
    expect(await h.count('submissions')).toBe(0);
  });
});
