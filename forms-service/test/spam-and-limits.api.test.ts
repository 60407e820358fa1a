import { FORM_MESSAGES, FORM_TOKEN_COOKIE, FORM_TOKEN_MAX_SUBMISSIONS, FORM_TOKEN_PIXEL_PATH, FORM_TOKEN_TTL_MS } from '@site/contracts';
import { bearer, rateLimitReplyOf, theOneRateLimitReply } from '@site/service-kit/testing';
import { FormTokens } from '../src/spam/form-token';
import {
  aContactForm,
  aValidToken,
  CLOSED_PORT_URL,
  startForms,
  submissions,
  testTokens,
  type FormsHarness,
} from './helpers';

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

  const HELD = {
    msg: 'success',
    held: true,
    message: FORM_MESSAGES.held,
  };

  it('when the honeypot field is filled, then the bot is told its message is held, the submission is stored as spam and nothing is queued', async () => {
    expect(await h.post('/send-contact-form-main', aContactForm({ website: 'http://spam.example' }))).toEqual({
      status: 200,
      body: HELD,
    });
    const [row] = await submissions(h);
    expect(row).toMatchObject({
      delivery_status: 'spam',
      spam: true,
      spam_reason: 'honeypot',
      current_job_id: null,
    });
    expect(await h.count('outbox')).toBe(0);
    expect(h.queued).toBe(0);
  });

  const forged = () => {
    const good = aValidToken();
    return `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
  };
  const otherSecret = new FormTokens('another-secret-0123456789abcdef');

  it.each([
    ['no token and no honeypot (fields omitted)', 'token-missing', () => ({ formToken: undefined })],
    ['a blank honeypot and no token', 'token-missing', () => ({ formToken: undefined, website: '' })],
    ['the old startedAt far in the past and no token', 'token-missing', () => ({ formToken: undefined, startedAt: Date.now() - 60_000 })],
    ['startedAt 0 and no token', 'token-missing', () => ({ formToken: undefined, startedAt: 0 })],
    ['an empty token', 'token-missing', () => ({ formToken: '' })],
    ['a token whose signature was changed', 'token-bad', () => ({ formToken: forged() })],
    ['a token signed with another secret', 'token-bad', () => ({ formToken: otherSecret.issue(Date.now() - 60_000) })],
    ['a token with a time in the future', 'token-bad', () => ({ formToken: testTokens.issue(Date.now() + 3_600_000) })],
    ['a token issued at 0 (1970)', 'token-expired', () => ({ formToken: testTokens.issue(0) })],
    ['a token older than a day', 'token-expired', () => ({ formToken: testTokens.issue(Date.now() - FORM_TOKEN_TTL_MS - 1000) })],
    ['a token from a page shown one second ago', 'too-fast', () => ({ formToken: testTokens.issue(Date.now() - 1000) })],
    ['garbage in the token', 'token-bad', () => ({ formToken: 'v1.abc.def' })],
  ])('when a contact form comes with %s, then it is stored as spam (%s) and not queued', async (_label, reason, fields) => {
    expect(await h.post('/send-contact-form-usa', aContactForm(fields() as never))).toEqual({ status: 200, body: HELD });
    expect(await submissions(h)).toEqual([
      expect.objectContaining({ delivery_status: 'spam', spam: true, spam_reason: reason, current_job_id: null }),
    ]);
    expect(await h.count('outbox')).toBe(0);
  });

  it('when a form comes with a valid token of a page shown a minute ago, then it is a normal pending submission and queued', async () => {
    expect(await h.post('/send-contact-form-usa', aContactForm({ formToken: aValidToken(), website: '' }))).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
    expect(await submissions(h)).toEqual([
      expect.objectContaining({ delivery_status: 'pending', spam: false, spam_reason: null }),
    ]);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when the token comes only in the cookie the page set, then it counts; a bad body token next to it does not spoil it', async () => {
    const cookie = `${FORM_TOKEN_COOKIE}=${aValidToken()}`;
    expect(
      await h.post('/send-contact-form-main', aContactForm({ formToken: 'v1.1.x' }), { cookie: `other=1; ${cookie}` }),
    ).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await submissions(h))[0]).toMatchObject({ delivery_status: 'pending', spam: false });
  });

  it('when one token carries submissions from ten addresses, then only the first 5 are mailed and the rest are held as spam (token-used-up), whatever form they come from', async () => {
    expect(FORM_TOKEN_MAX_SUBMISSIONS).toBe(5);
    const token = aValidToken();
    const replies: unknown[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}` };
      const post =
        i % 2 === 0
          ? h.post('/send-newsletter', { email: `reader${i}@example.com`, formToken: token }, headers)
          : h.post('/send-contact-form-main', aContactForm({ formToken: token }), headers);
      replies.push((await post).body);
    }
    expect(replies.map((r) => (r as { held?: boolean }).held === true)).toEqual([false, false, false, false, false, true, true, true, true, true]);
    const rows = await submissions(h);
    expect(rows.filter((r) => r.spam_reason === null)).toHaveLength(5);
    expect(rows.filter((r) => r.spam_reason === 'token-used-up').map((r) => r.delivery_status)).toEqual(['spam', 'spam', 'spam', 'spam', 'spam']);
    expect(await h.count('outbox')).toBe(5);
    // Another token (another page view) is not affected.
    expect(await h.post('/send-contact-form-main', aContactForm())).toEqual({ status: 200, body: { msg: 'success' } });
  });

  it('when the page pixel is loaded with a token that has carried its share, then it sets a new token; a token with uses left is kept', async () => {
    const pixel = (token: string) => fetch(`${h.app.url}${FORM_TOKEN_PIXEL_PATH}`, { headers: { cookie: `${FORM_TOKEN_COOKIE}=${token}` } });
    const fresh = aValidToken();
    await h.post('/send-contact-form-main', aContactForm({ formToken: fresh }));
    expect((await pixel(fresh)).headers.get('set-cookie')).toBeNull();
    const spent = testTokens.issue(Date.now() - 120_000);
    for (let i = 0; i < FORM_TOKEN_MAX_SUBMISSIONS; i += 1) await h.post('/send-contact-form-main', aContactForm({ formToken: spent }));
    const replaced = (await pixel(spent)).headers.get('set-cookie') ?? '';
    expect(replaced).toMatch(new RegExp(`^${FORM_TOKEN_COOKIE}=v1\\.\\d+\\.[\\w-]+; `));
    expect(replaced).not.toContain(spent);
  });

  it('when a newsletter bot fills the honeypot, then no subscriber is created and the spam submission is kept', async () => {
    expect(await h.post('/send-newsletter', { email: 'bot@spam.example', website: 'x' })).toEqual({
      status: 200,
      body: { msg: 'success', held: true, message: FORM_MESSAGES.newsletterHeld },
    });
    expect(await h.count('subscribers')).toBe(0);
    expect((await submissions(h))[0]).toMatchObject({ type: 'newsletter', delivery_status: 'spam' });
  });

  it('when a held contact submission is released as not spam, then it is queued for mailing', async () => {
    await h.post('/send-contact-form-main', aContactForm({ formToken: undefined }));
    const [row] = await submissions(h);
    const res = await fetch(`${h.app.url}/api/admin/submissions/${row!.id}/not-spam`, {
      method: 'POST',
      headers: bearer(),
    });
    expect(res.status).toBe(200);
    // Released: no longer spam, the reason it was held stays on the record.
    expect((await submissions(h))[0]).toMatchObject({ delivery_status: 'pending', spam: false, spam_reason: 'token-missing' });
    expect(await h.count('outbox')).toBe(1);
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
    const res = await fetch(`${h.app.url}/send-contact-form-main`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-limited-form-1' },
      body: JSON.stringify({ ...aContactForm(), formToken: aValidToken() }),
    });
    // The one 429 (the gateway's and upload-service's tests hold theirs to the same).
    expect(rateLimitReplyOf({ status: res.status, headers: res.headers, body: await res.json() })).toEqual(
      theOneRateLimitReply({ msg: 'fail', message: 'Too many submissions; please try again later', requestId: 'req-limited-form-1' }),
    );
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
