import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  FORM_MESSAGES,
  FORM_TOKEN_COOKIE,
} from '@site/contracts';
import { aValidToken, startForms, submissions, testTokens, type FormsHarness } from './helpers';

// The anti-spam token as a page without script earns it (the pixel's cookie), and forms-service's
// answer to a browser's own post: JSON only (the site's form page forwards such posts as JSON,
// frontend/src/site/form-post.ts, docs/decisions/forms.md F26).

const goodCookie = () => `${FORM_TOKEN_COOKIE}=${aValidToken()}`;

describe('the form token cookie, and JSON only', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'form-token' });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
  });

  it('when the page pixel is loaded, then it sets the signed token cookie (HttpOnly, SameSite=Lax, a day) and keeps a young one', async () => {
    const first = await fetch(`${h.app.url}/api/forms/token.gif`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${FORM_TOKEN_COOKIE}=v1\\.\\d+\\.[A-Za-z0-9_-]{43}; Max-Age=86400; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`));
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(testTokens.check(token, Date.now() + 5000)).toBeNull();
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');

    const again = await fetch(`${h.app.url}/api/forms/token.gif`, { headers: { cookie: `${FORM_TOKEN_COOKIE}=${token}` } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const replaced = await fetch(`${h.app.url}/api/forms/token.gif`, { headers: { cookie: `${FORM_TOKEN_COOKIE}=forged` } });
    expect(replaced.headers.get('set-cookie')).toMatch(new RegExp(`^${FORM_TOKEN_COOKIE}=v1\\.`));
  });

  it('when a scripted client asks for a token, then it gets one that is too fast to use at once and good three seconds later', async () => {
    const res = await fetch(`${h.app.url}/api/forms/token`);
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(86_000_000);
    expect(testTokens.check(body.token)).toBe('too-fast');
    expect(testTokens.check(body.token, Date.now() + 3100)).toBeNull();
  });

  const contactFields = {
    name: 'Ada Lovelace',
    email: 'ada@client.example',
    phoneNum: '14165550142',
    message: 'Menu boards for 12 stores.',
    formType: 'Contact page Form',
    website: '',
    consentVersion: CURRENT_CONSENT_VERSION,
  };
  const postJson = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${h.app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(fields),
    });

  it('when the contact form comes as JSON with the token only in the cookie the page set, then it is stored and queued with the consent shown', async () => {
    const res = await postJson('/send-contact-form-main', contactFields, goodCookie());
    expect([res.status, await res.json()]).toEqual([200, { msg: 'success' }]);
    expect(await submissions(h)).toEqual([
      expect.objectContaining({
        type: 'contact',
        region: 'canada',
        payload: { name: 'Ada Lovelace', email: 'ada@client.example', phoneNum: '14165550142', message: 'Menu boards for 12 stores.' },
        delivery_status: 'pending',
        spam: false,
        consent_version: CURRENT_CONSENT_VERSION,
        consent_text: CONSENT_TEXTS.contact,
      }),
    ]);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when the USA contact form comes without the cookie, then it is stored in the spam folder, not queued, and the reply says it waits for a check', async () => {
    const res = await postJson('/send-contact-form-usa', contactFields);
    expect([res.status, await res.json()]).toEqual([200, { msg: 'success', held: true, message: FORM_MESSAGES.held }]);
    expect(await submissions(h)).toEqual([expect.objectContaining({ region: 'usa', delivery_status: 'spam', spam_reason: 'token-missing' })]);
    expect(await h.count('outbox')).toBe(0);
  });

  it.each(['/send-contact-form-main', '/send-contact-form-usa', '/send-newsletter', '/job-opportunity-form'])(
    'when a browser posts %s itself (urlencoded), then the answer is the JSON failure, never a page, and nothing is stored',
    async (path) => {
      const res = await fetch(`${h.app.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: goodCookie() },
        body: new URLSearchParams({ ...contactFields, fname: 'K' }).toString(),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ msg: 'fail' });
      expect(await submissions(h)).toEqual([]);
    },
  );

  it('when the old result pages are asked for, then they are gone (the site shows results now)', async () => {
    expect((await fetch(`${h.app.url}/api/forms/sent/contact-canada`)).status).toBe(404);
  });
});
