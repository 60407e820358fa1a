/// <reference lib="dom" />
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { Client } from 'pg';
import { expectAccessible, isAddressedTo, launchBrowser, newContext, untilFormTokenAged, waitForEnhanced, waitForMail } from '../support';

// Issue 15 items 1 and 3, issue 16 item 5, issue 24 item 2: every public form works with JavaScript
// off (a real post to the site's form page, answered with a full site page: header, footer and the
// spec's message), and with the page's scripts held back the visitor's early typing and file choice
// are all posted. Each stored row keeps the consent text the form showed.

const MESSAGES = {
  contactSuccess: 'Message sent Successfully!',
  contactFailure: 'Failed to send message, try again by reloading the page.',
  newsletterSuccess: 'Newsletter Subscribed Successfully!',
  newsletterConfirm: 'Please confirm your subscription with the link we have just e-mailed you.',
};
const SALES = 'sales@northwire.example';
const INFO = 'info@northwire.example';
/** The anti-spam token counts from when the page was shown; a person takes longer than 3 s. */
const SCRIPT_DELAY_MS = 3000;

const unique = (label: string) => `${label}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}@example.com`;
const mailWith = (needle: string) => (m: { text?: string }) => (m.text ?? '').includes(needle);
// unref: a held-back script's fallback timer must not keep jest waiting after the test.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface StoredRow {
  type: string;
  region: string | null;
  payload: Record<string, string>;
  delivery_status: string;
  spam_reason: string | null;
  consent_text: string;
  consent_version: string | null;
  resume_key: string | null;
}

let db: Client;
async function storedFor(email: string): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>(`SELECT * FROM forms.submissions WHERE payload->>'email' = $1 ORDER BY created_at`, [email]);
  return rows;
}

/** The consent paragraph of a form, as the visitor reads it. */
const consentShown = async (form: Locator) => (await form.locator('p', { hasText: 'privacy statement' }).textContent())?.trim();

/** A full site page around the answer: the header with its navigation, and the footer with its newsletter form. */
async function expectFullSitePage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('navigation').first().waitFor();
  await page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }).waitFor();
}

async function noScriptPage(browser: Browser, path: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  return { page, context };
}

describe('public forms without JavaScript and before it arrives', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  it.each([
    ['/contact', '/send-contact-form-main', 'contact-canada', 'canada', 'New enquiry (Canada): Ada Lovelace'],
    ['/contact-usa', '/send-contact-form-usa', 'contact-usa', 'usa', 'New enquiry (USA): Ada Lovelace'],
  ])('when JavaScript is off and a visitor sends the form on %s, then the browser posts it to the site, the full success page shows, the row keeps the consent shown and sales gets the mail', async (path, api, form, region, subject) => {
    const { page, context } = await noScriptPage(browser, path);
    try {
      const contact = page.getByRole('form', { name: "Let's get in touch" });
      expect(await contact.getAttribute('method')).toBe('post');
      expect(await contact.getAttribute('action')).toBe(`/forms/${form}`);
      expect(await contact.getAttribute('data-api')).toBe(api);
      const consent = await consentShown(contact);
      expect(await contact.getByRole('link', { name: 'privacy statement' }).getAttribute('href')).toBe('/privacy-statment');

      const email = unique('nojs');
      const message = `Ten screens, please (${email}).`;
      await contact.getByLabel('Name').fill('Ada Lovelace');
      await contact.getByLabel('Email').fill(email);
      await contact.getByLabel('Phone').fill('4165550142');
      await contact.getByLabel('Message').fill(message);
      await untilFormTokenAged(page);
      await contact.getByRole('button', { name: 'Send message' }).click();

      await page.waitForURL(`**/forms/${form}?result=sent`);
      await page.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }).waitFor();
      await expectFullSitePage(page);
      const mail = await waitForMail(mailWith(email));
      expect(mail.subject).toBe(subject);
      expect(isAddressedTo(mail, SALES) || isAddressedTo(mail, INFO)).toBe(true);
      expect(mail.text).toContain(message);
      expect(await storedFor(email)).toEqual([
        expect.objectContaining({
          type: 'contact',
          region,
          payload: { name: 'Ada Lovelace', email, phoneNum: '4165550142', message },
          spam_reason: null,
          consent_text: consent,
          consent_version: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        }),
      ]);
    } finally {
      await context.close();
    }
  });

  it("when JavaScript is off and the contact form has an invalid email, then a full site page says the spec's failure, names the field and shows the form again with the values, and nothing is stored", async () => {
    const { page, context } = await noScriptPage(browser, '/contact');
    try {
      const contact = page.getByRole('form', { name: "Let's get in touch" });
      const name = `Grace Nojs ${String(Date.now()).slice(-5).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
      await contact.getByLabel('Name').fill(name);
      await contact.getByLabel('Email').fill('visitor@localhost');
      await contact.getByLabel('Message').fill('Please call me back.');
      await untilFormTokenAged(page);
      const answer = page.waitForResponse((r) => r.url().endsWith('/forms/contact-canada') && r.request().method() === 'POST');
      await contact.getByRole('button', { name: 'Send message' }).click();
      expect((await answer).status()).toBe(422);
      await page.getByRole('alert').filter({ hasText: MESSAGES.contactFailure }).waitFor();
      expect(await page.getByRole('main').getByRole('listitem').allTextContents()).toEqual(['Email must be a valid email address']);
      await expectFullSitePage(page);
      expect(await page.getByRole('link', { name: 'Back to the form' }).getAttribute('href')).toBe('/contact');
      // The form again, with what was typed, posting to the same page.
      const again = page.getByRole('main').getByRole('form', { name: "Let's get in touch" });
      expect(await again.getAttribute('action')).toBe('/forms/contact-canada');
      expect(await again.getByLabel('Name').inputValue()).toBe(name);
      expect(await again.getByLabel('Email').inputValue()).toBe('visitor@localhost');
      expect(await again.getByLabel('Message').inputValue()).toBe('Please call me back.');
      expect((await db.query(`SELECT 1 FROM forms.submissions WHERE payload->>'name' = $1`, [name])).rowCount).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when JavaScript is off and a visitor subscribes in the footer of a text-only page, then a full site page says to confirm by e-mail and the confirmation mail arrives', async () => {
    const { page, context } = await noScriptPage(browser, '/about');
    try {
      const form = page.getByRole('form', { name: 'Newsletter' });
      const consent = await consentShown(form);
      const email = unique('nojsnews');
      await form.getByLabel('Subscribe to our newsletter').fill(email);
      await untilFormTokenAged(page);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL('**/forms/newsletter?result=sent');
      await page.getByRole('status').filter({ hasText: `${MESSAGES.newsletterSuccess} ${MESSAGES.newsletterConfirm}` }).waitFor();
      await expectFullSitePage(page);
      const mail = await waitForMail((m) => isAddressedTo(m, email));
      expect(mail.subject).toBe('Please confirm your Northwire Integration newsletter subscription');
      expect(await storedFor(email)).toEqual([expect.objectContaining({ type: 'newsletter', spam_reason: null, consent_text: consent })]);
    } finally {
      await context.close();
    }
  });

  it('when JavaScript is off and a job seeker applies with a PDF, then the file goes in the same post, the success page shows and info gets the application with the resume', async () => {
    const { page, context } = await noScriptPage(browser, '/careers');
    try {
      const form = page.getByRole('form', { name: 'Apply now' });
      expect(await form.getAttribute('enctype')).toBe('multipart/form-data');
      const consent = await consentShown(form);
      const email = unique('nojsjob');
      await form.getByLabel('First name').fill('Katherine');
      await form.getByLabel('Last name').fill('Johnson');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('5035550187');
      await form.getByLabel('City').fill('Portland');
      await form.getByLabel('State').fill('Oregon');
      await form.getByLabel('Job interested in').selectOption('Smart Hands');
      await form.getByLabel('Resume').setInputFiles({ name: 'kj.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await untilFormTokenAged(page);
      await form.getByRole('button', { name: 'Submit application' }).click();
      await page.waitForURL('**/forms/job?result=sent');
      await page.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }).waitFor();
      await expectFullSitePage(page);

      const mail = await waitForMail(mailWith(email));
      expect(isAddressedTo(mail, INFO)).toBe(true);
      expect(mail.subject).toBe('New job application: Katherine Johnson — Smart Hands');
      expect(mail.attachments?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(await storedFor(email)).toEqual([
        expect.objectContaining({ type: 'job', spam_reason: null, consent_text: consent, resume_key: expect.stringMatching(/\.pdf$/) }),
      ]);
    } finally {
      await context.close();
    }
  });

  it("when the scripts never arrive, then the site's form result pages (refused fields, success, held) pass axe", async () => {
    // Script stays on (axe runs in the page), but the site's own scripts never load: the browser posts the form itself.
    const context = await newContext(browser);
    try {
      await context.route(/\/static\/js\/.+\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto('/contact', { waitUntil: 'load' });
      const contact = page.getByRole('form', { name: "Let's get in touch" });
      await contact.getByLabel('Name').fill('Axe Visitor');
      await contact.getByLabel('Email').fill('visitor@localhost');
      await contact.getByLabel('Message').fill('Checking the error page.');
      const answer = page.waitForResponse((r) => r.url().endsWith('/forms/contact-canada') && r.request().method() === 'POST');
      await contact.getByRole('button', { name: 'Send message' }).click();
      expect((await answer).status()).toBe(422);
      await page.getByText('Email must be a valid email address').first().waitFor();
      await expectAccessible(page);
      for (const result of ['/forms/job?result=sent', '/forms/contact-usa?result=held', '/forms/newsletter?result=sent']) {
        await page.goto(result);
        await page.getByRole('main').getByRole('status').waitFor();
        await expectAccessible(page);
      }
    } finally {
      await context.close();
    }
  });

  it('when the page scripts are held back 3 s, then what the visitor typed and the file chosen before they arrived are all posted when the enhanced form sends', async () => {
    const context = await newContext(browser);
    try {
      await context.route(/\/static\/js\/.+\.js$/, async (route) => {
        await sleep(SCRIPT_DELAY_MS);
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto('/careers', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Apply now' });
      // As soon as the fields appear: the script is still on its way.
      await form.getByLabel('First name').waitFor();
      const email = unique('earlyjob');
      await form.getByLabel('First name').fill('Mary');
      await form.getByLabel('Last name').fill('Jackson');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('5035550111');
      await form.getByLabel('City').fill('Hampton');
      await form.getByLabel('State').fill('Virginia');
      await form.getByLabel('Job interested in').selectOption('Management');
      await form.getByLabel('Resume').setInputFiles({ name: 'mj.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      // All of it happened before the enhancement module took the form over.
      expect(await form.evaluate((el) => el.hasAttribute('data-enhanced'))).toBe(false);

      await waitForEnhanced(page, 'job-application-form', 30_000);
      const uploaded = page.waitForRequest((r) => r.url().endsWith('/api/upload/resume') && r.method() === 'POST');
      const posted = page.waitForRequest((r) => r.url().endsWith('/job-opportunity-form') && r.method() === 'POST');
      await form.getByRole('button', { name: 'Submit application' }).click();
      expect((await uploaded).postDataBuffer()?.includes(MINIMAL_PDF)).toBe(true);
      expect((await posted).postDataJSON()).toMatchObject({
        fname: 'Mary',
        lname: 'Jackson',
        email,
        phoneNum: '5035550111',
        city: 'Hampton',
        state: 'Virginia',
        jobInterested: 'Management',
        resume: expect.stringMatching(/\.pdf$/),
        formType: 'job Form',
        website: '',
      });
      await form.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }).waitFor({ timeout: 20_000 });
      const mail = await waitForMail(mailWith(email));
      expect(mail.subject).toBe('New job application: Mary Jackson — Management');
      expect(mail.attachments?.length ?? 0).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('when the page scripts are held back and the visitor submits before they arrive, then the browser posts the form itself and every value is stored and mailed', async () => {
    const context = await newContext(browser);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await context.route(/\/static\/js\/.+\.js$/, async (route) => {
        await Promise.race([gate, sleep(SCRIPT_DELAY_MS * 10)]);
        await route.continue().catch(() => undefined);
      });
      const page = await context.newPage();
      await page.goto('/contact', { waitUntil: 'commit' });
      const contact = page.getByRole('form', { name: "Let's get in touch" });
      await contact.getByLabel('Name').waitFor();
      const email = unique('earlyct');
      const message = `Typed before the script (${email}).`;
      await contact.getByLabel('Name').fill('Dorothy Vaughan');
      await contact.getByLabel('Email').fill(email);
      await contact.getByLabel('Phone').fill('4165550100');
      await contact.getByLabel('Message').fill(message);
      await untilFormTokenAged(page);
      await contact.getByRole('button', { name: 'Send message' }).click();
      await page.waitForURL('**/forms/contact-canada?result=sent');
      release();
      await page.getByRole('status').filter({ hasText: MESSAGES.contactSuccess }).waitFor();
      const mail = await waitForMail(mailWith(email));
      expect(mail.subject).toBe('New enquiry (Canada): Dorothy Vaughan');
      expect(mail.text).toContain('4165550100');
      expect(await storedFor(email)).toEqual([
        expect.objectContaining({ payload: { name: 'Dorothy Vaughan', email, phoneNum: '4165550100', message }, spam_reason: null }),
      ]);
    } finally {
      release();
      await context.close();
    }
  });
});
