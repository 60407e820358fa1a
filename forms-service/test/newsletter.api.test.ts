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
const local = (url: string) => url.replace('http://localhost:8080', h.app.url);
/** A GET as a mail scanner makes it: follows nothing, reads the reply. */
const get = async (url: string) => {
  const res = await fetch(local(url), { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), cache: res.headers.get('cache-control'), body: await res.text() };
};
/** What the site page's button sends (the page posts JSON to forms-service). */
const press = async (action: 'confirm' | 'unsubscribe', token: string) => {
  const res = await fetch(`${h.app.url}/api/newsletter/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token') ?? '';

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
      confirmUrl: expect.stringMatching(/^http:\/\/localhost:8080\/newsletter\/confirm\?token=[\w-]+\.[\w-]+$/),
      unsubscribeUrl: expect.stringMatching(/^http:\/\/localhost:8080\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+$/),
      oneClickUnsubscribeUrl: expect.stringMatching(/^http:\/\/localhost:8080\/api\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+$/),
    });
    // The page and the one-click address carry the same unsubscribe token.
    expect(tokenOf(row?.payload.oneClickUnsubscribeUrl)).toBe(tokenOf(row?.payload.unsubscribeUrl));
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

  it('when a mail scanner opens the confirm and unsubscribe addresses with GET (old mails named the API), then each answers 303 to the site page that asks, and nothing changes', async () => {
    await h.post('/send-newsletter', { email: 'scanned@example.com' });
    const [row] = await outbox(h);
    const confirm = tokenOf(row?.payload.confirmUrl);
    const unsubscribe = tokenOf(row?.payload.unsubscribeUrl);
    const replies = [
      await get(`${h.app.url}/api/newsletter/confirm?token=${confirm}`),
      await get(`${h.app.url}/api/newsletter/unsubscribe?token=${unsubscribe}`),
      await get(`${h.app.url}/api/newsletter/confirm`),
    ];
    expect(replies.map(({ status, location, cache }) => ({ status, location, cache }))).toEqual([
      { status: 303, location: `/newsletter/confirm?token=${confirm}`, cache: 'no-store' },
      { status: 303, location: `/newsletter/unsubscribe?token=${unsubscribe}`, cache: 'no-store' },
      { status: 303, location: '/newsletter/confirm', cache: 'no-store' },
    ]);
    expect(await subscribers()).toEqual([expect.objectContaining({ status: 'pending', confirmed_at: null, unsubscribed_at: null })]);
  });

  it('when the confirm page\'s button posts the token, then the subscriber is confirmed with the address it posted from, and posting again changes nothing', async () => {
    await h.post('/send-newsletter', { email: 'confirm@example.com' });
    const token = tokenOf((await outbox(h))[0]?.payload.confirmUrl);

    expect(await press('confirm', token)).toEqual({
      status: 200,
      body: { status: 'success', outcome: 'confirmed', message: 'Thank you! You will now receive the Northwire Integration newsletter.' },
    });
    const [sub] = await subscribers();
    expect(sub).toMatchObject({ status: 'confirmed' });
    expect(sub?.confirmed_at).toBeInstanceOf(Date);

    expect(await press('confirm', token)).toEqual({
      status: 200,
      body: { status: 'success', outcome: 'already-confirmed', message: 'Your subscription was already confirmed. Nothing else to do.' },
    });
    expect((await subscribers())[0]?.confirmed_at).toEqual(sub?.confirmed_at);

    // A confirmed subscriber who subscribes again gets no new mail.
    await h.post('/send-newsletter', { email: 'confirm@example.com' });
    expect(await h.count('outbox')).toBe(1);
  });

  it.each([
    ['as a urlencoded form (RFC 8058)', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'as multipart/form-data (RFC 8058, RFC 7578)',
      'multipart/form-data; boundary=nwx',
      '--nwx\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--nwx--\r\n',
    ],
  ])('when a mailbox provider posts the List-Unsubscribe address one-click %s, then the subscriber is unsubscribed at once, without a cookie or a page', async (_how, contentType, body) => {
    await h.post('/send-newsletter', { email: 'one-click@example.com' });
    const oneClick = String((await outbox(h))[0]?.payload.oneClickUnsubscribeUrl);
    const res = await fetch(local(oneClick), { method: 'POST', headers: { 'content-type': contentType }, body, redirect: 'manual' });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { status: 'success', outcome: 'unsubscribed', message: expect.stringContaining('You will not receive the newsletter any more') },
    });
    const [sub] = await subscribers();
    expect(sub?.status).toBe('unsubscribed');
    expect(sub?.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('when the unsubscribe page\'s button posts the token, then the subscriber is unsubscribed idempotently, and a new subscription starts a fresh opt-in', async () => {
    await h.post('/send-newsletter', { email: 'leave@example.com' });
    const token = tokenOf((await outbox(h))[0]?.payload.unsubscribeUrl);

    expect(await press('unsubscribe', token)).toMatchObject({ status: 200, body: { status: 'success', outcome: 'unsubscribed' } });
    const [sub] = await subscribers();
    expect(sub?.status).toBe('unsubscribed');
    expect(sub?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await press('unsubscribe', token)).toMatchObject({ status: 200, body: { outcome: 'already-unsubscribed' } });
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
    'when the confirm button posts %s, then it answers 400 invalid and confirms nothing',
    async (_case, makeToken) => {
      await h.post('/send-newsletter', { email: 'bad-link@example.com' });
      const token = tokenOf((await outbox(h))[0]?.payload.confirmUrl);
      const [sub] = await subscribers();
      expect(await press('confirm', makeToken(token, sub!.id))).toEqual({
        status: 400,
        body: { status: 'fail', outcome: 'invalid', message: 'This link is not valid or has expired. Subscribe again on our site to get a new one.' },
      });
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
