import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  FORM_MESSAGES,
  FORM_TOKEN_COOKIE,
  MESSAGES,
} from '@site/contracts';
import { aValidToken, startForms, submissions, testTokens, type FormsHarness } from './helpers';

// The forms without script (issue 15): a browser posts urlencoded or multipart, the server answers
// with pages (post/redirect/get); the anti-spam token comes from the page's pixel as a cookie.

const goodCookie = () => `${FORM_TOKEN_COOKIE}=${aValidToken()}`;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('forms posted by a browser without script', () => {
  let h: FormsHarness;
  beforeAll(async () => {
    h = await startForms({ label: 'browser-forms' });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.dataSource.query('TRUNCATE forms.submissions, forms.outbox, forms.subscribers CASCADE');
    h.uploads.refuseUploads = undefined;
    h.uploads.uploadedFor.length = 0;
  });

  const postForm = (path: string, fields: Record<string, string>, cookie?: string) =>
    fetch(`${h.app.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });

  const postMultipart = (path: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }, cookie?: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (file) body.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return fetch(`${h.app.url}${path}`, { method: 'POST', redirect: 'manual', headers: cookie ? { cookie } : {}, body });
  };

  const page = async (location: string | null) => {
    const res = await fetch(`${h.app.url}${location}`);
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  const contactFields = {
    name: 'Ada Lovelace',
    email: 'ada@client.example',
    phoneNum: '+1 (416) 555-0142',
    message: 'Menu boards for 12 stores.',
    formType: 'Contact page Form',
    website: '',
    consentVersion: CURRENT_CONSENT_VERSION,
  };

  const jobFields = {
    fname: 'Katherine',
    lname: 'Johnson',
    email: 'kj@applicant.example',
    phoneNum: '(503) 555-0187',
    city: 'Portland',
    state: 'Oregon',
    jobInterested: 'Field Technicians',
    formType: 'job Form',
    website: '',
    consentVersion: CURRENT_CONSENT_VERSION,
  };

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

  it('when the Canadian contact form is posted urlencoded with the cookie, then it is stored and queued with the consent shown, and the browser is sent to the success page', async () => {
    const res = await postForm('/send-contact-form-main', contactFields, goodCookie());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/forms/sent/contact-canada');
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
    const result = await page(res.headers.get('location'));
    expect(result.status).toBe(200);
    expect(result.type).toMatch(/^text\/html/);
    expect(result.html).toContain(`<p role="status">${MESSAGES.contactSuccess}</p>`);
    expect(result.html).toContain('href="/contact"');
  });

  it('when the USA contact form is posted without the cookie, then it is stored in the spam folder, not queued, and the page says it waits for a check', async () => {
    const res = await postForm('/send-contact-form-usa', contactFields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/forms/held/contact-usa');
    expect(await submissions(h)).toEqual([
      expect.objectContaining({ region: 'usa', delivery_status: 'spam', spam_reason: 'token-missing' }),
    ]);
    expect(await h.count('outbox')).toBe(0);
    const result = await page(res.headers.get('location'));
    expect(result.html).toContain(FORM_MESSAGES.held.replace("'", '&#39;'));
    expect(result.html).not.toContain(MESSAGES.contactSuccess);
  });

  it('when the contact form has invalid fields, then the form comes back (422) with each error and the visitor values, and nothing is stored', async () => {
    const res = await postForm(
      '/send-contact-form-main',
      { ...contactFields, name: 'Ada <b>9</b>', email: 'not-an-email', message: '' },
      goodCookie(),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<form method="post" action="/send-contact-form-main"');
    expect(html).toContain('value="Ada &lt;b&gt;9&lt;/b&gt;"');
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="14165550142"');
    expect(html).toContain('Name must contain letters and spaces only');
    expect(html).toContain('Email must be a valid email address');
    expect(html).toContain('Message is required');
    expect(html).toContain('<a href="/privacy-statment">privacy statement</a>');
    expect(await h.count('submissions')).toBe(0);
  });

  it('when a field holds a NUL (%00), then the form comes back (422) naming the field, as a scripted post gets 400, and nothing is stored', async () => {
    const res = await postForm('/send-contact-form-main', { ...contactFields, message: 'Fibre\u0000backbones' }, goodCookie());
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Message contains a character that cannot be stored (a NUL or an unpaired surrogate)');
    expect(await h.count('submissions')).toBe(0);
  });

  it('when an unknown consent version is posted, then the form comes back and nothing is stored', async () => {
    const res = await postForm('/send-contact-form-main', { ...contactFields, consentVersion: '1999-01-01' }, goodCookie());
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Consent ');
    expect(await h.count('submissions')).toBe(0);
  });

  it('when the newsletter form is posted urlencoded, then the subscriber waits for confirmation and the page says to confirm by e-mail', async () => {
    const res = await postForm(
      '/send-newsletter',
      { email: 'reader@example.com', formType: 'Newsletter', website: '', consentVersion: CURRENT_CONSENT_VERSION },
      goodCookie(),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/forms/sent/newsletter');
    expect(await h.count('subscribers')).toBe(1);
    expect(await submissions(h)).toEqual([
      expect.objectContaining({ type: 'newsletter', delivery_status: 'pending', consent_version: CURRENT_CONSENT_VERSION, consent_text: CONSENT_TEXTS.newsletter }),
    ]);
    const result = await page(res.headers.get('location'));
    expect(result.html).toContain(`${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`);
  });

  it('when the job form is posted multipart with the resume file, then the file is stored by upload-service for this visitor and the application is stored and queued', async () => {
    const res = await postMultipart('/job-opportunity-form', jobFields, { name: 'kj.pdf', bytes: PDF, type: 'application/pdf' }, goodCookie());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/api/forms/sent/job');
    const [row] = await submissions(h);
    expect(row).toMatchObject({
      type: 'job',
      delivery_status: 'pending',
      consent_version: CURRENT_CONSENT_VERSION,
      consent_text: CONSENT_TEXTS.job,
      payload: expect.objectContaining({ fname: 'Katherine', phoneNum: '5035550187', jobInterested: 'Field Technicians' }),
    });
    expect(h.uploads.resumes.get(row!.resume_key!)?.content).toEqual(PDF);
    expect(h.uploads.uploadedFor).toEqual([expect.stringMatching(/127\.0\.0\.1/)]);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when the job form comes without a resume, then it comes back with the spec message and the values kept', async () => {
    const res = await postMultipart('/job-opportunity-form', jobFields, undefined, goodCookie());
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(MESSAGES.missingResume);
    expect(html).toContain('value="Katherine"');
    expect(html).toContain('<option value="Field Technicians" selected>');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(await h.count('submissions')).toBe(0);
  });

  it.each([
    [429, 'RATE_LIMITED', 'Too many uploads from your address. Please try again later.', 'Too many uploads from your address. Please try again later.'],
    [413, 'PAYLOAD_TOO_LARGE', 'File too large', FORM_MESSAGES.resumeTooLarge],
    [400, 'RESUME_TOO_LARGE', MESSAGES.resumeUploadFailure, FORM_MESSAGES.resumeTooLarge],
    [415, 'UNSUPPORTED', 'Unsupported type', MESSAGES.resumeUploadFailure],
    [400, 'RESUME_TYPE', MESSAGES.resumeUploadFailure, MESSAGES.resumeUploadFailure],
  ])('when upload-service refuses the resume with %s %s, then the form comes back with the reason for the visitor', async (status, code, message, shown) => {
    h.uploads.refuseUploads = { status, code, message };
    const res = await postMultipart('/job-opportunity-form', jobFields, { name: 'kj.pdf', bytes: PDF, type: 'application/pdf' }, goodCookie());
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(shown.replace("'", '&#39;'));
    expect(await h.count('submissions')).toBe(0);
  });

  it('when the job form has an invalid field but a good resume, then the resume is kept in the page and the corrected post is stored', async () => {
    const first = await postMultipart('/job-opportunity-form', { ...jobFields, city: '' }, { name: 'kj.pdf', bytes: PDF, type: 'application/pdf' }, goodCookie());
    expect(first.status).toBe(422);
    const html = await first.text();
    expect(html).toContain('City is required');
    const key = /name="resume" value="([^"]+)"/.exec(html)?.[1];
    expect(h.uploads.resumes.has(key!)).toBe(true);

    const second = await postMultipart('/job-opportunity-form', { ...jobFields, resume: key! }, undefined, goodCookie());
    expect(second.status).toBe(303);
    expect((await submissions(h))[0]).toMatchObject({ resume_key: key, delivery_status: 'pending' });
  });

  it('when a result page names an unknown form, then it is a 404', async () => {
    expect((await fetch(`${h.app.url}/api/forms/sent/nothing`)).status).toBe(404);
  });
});
