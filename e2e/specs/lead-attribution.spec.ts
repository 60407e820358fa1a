/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ATTRIBUTION_LABELS, type Submission, type SubmissionListReply } from '@site/contracts';
import { csvRecords } from '@site/testing/csv';
import { adminBearer, launchBrowser, newContext, untilFormTokenAged, urlFor } from '../support';

// Issue 27, done when 1: a visitor who lands from a LinkedIn campaign link, reads two pages and sends
// the contact form, with JavaScript off and on, is a lead whose landing page, campaign and source the
// inbox and its CSV show. The visit is recognised on the server (a daily-salted hash of address and
// user agent), with no cookie of its own.

/**
 * A person's browser: headless Chromium says "HeadlessChrome", which the counting leaves out as a
 * bot, as it should; a visitor's Chrome does not.
 */
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const LANDING = '/?utm_source=linkedin&utm_campaign=q1-retail';

const uniqueName = (label: string) => `${label} ${String(Date.now()).slice(-6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function leadsNamed(name: string): Promise<Submission[]> {
  const reply = await fetch(urlFor(`/api/admin/submissions?view=leads&campaign=q1-retail&q=${encodeURIComponent(name)}`), {
    headers: { authorization: await adminBearer() },
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as SubmissionListReply).data;
}

/** The CSV row of the lead, as header -> value. */
async function csvRowFor(name: string): Promise<Record<string, string>> {
  const reply = await fetch(urlFor(`/api/admin/submissions.csv?view=leads&q=${encodeURIComponent(name)}`), {
    headers: { authorization: await adminBearer() },
  });
  expect(reply.status).toBe(200);
  const rows = csvRecords(await reply.text());
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function readTwoPagesAndSend(page: Page, name: string): Promise<void> {
  await page.goto(LANDING, { referer: 'https://www.linkedin.com/feed/' });
  await page.goto('/services');
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: "Let's get in touch" });
  await contact.getByLabel('Name').fill(name);
  await contact.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`);
  await contact.getByLabel('Message').fill('We are opening six stores this spring and need screens in each.');
  await untilFormTokenAged(page);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').filter({ hasText: 'Message sent Successfully!' }).waitFor();
}

describe('where a lead came from', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['off', false],
    ['on', true],
  ])('when JavaScript is %s and a visitor lands from a LinkedIn campaign, reads two pages and sends the contact form, then the inbox and the CSV show the landing page, campaign and source', async (_label, javaScriptEnabled) => {
    const context: BrowserContext = await newContext(browser, { javaScriptEnabled, userAgent: DESKTOP_CHROME });
    try {
      const page = await context.newPage();
      const name = uniqueName(`Retail Lead ${javaScriptEnabled ? 'Script' : 'Plain'}`);
      await readTwoPagesAndSend(page, name);

      const leads = await leadsNamed(name);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.attribution).toEqual({
        landingPage: '/',
        sentFrom: '/contact',
        referrerHost: 'www.linkedin.com',
        source: 'campaign',
        utmSource: 'linkedin',
        utmMedium: null,
        utmCampaign: 'q1-retail',
        utmTerm: null,
        utmContent: null,
      });
      // The attribution cookie-free: the only cookie the visit got is the forms' anti-spam token.
      expect((await context.cookies()).map((c) => c.name).filter((n) => !/token/i.test(n))).toEqual([]);

      const row = await csvRowFor(name);
      expect(row[ATTRIBUTION_LABELS.landingPage]).toBe('/');
      expect(row[ATTRIBUTION_LABELS.sentFrom]).toBe('/contact');
      expect(row[ATTRIBUTION_LABELS.referrerHost]).toBe('www.linkedin.com');
      expect(row[ATTRIBUTION_LABELS.source]).toBe('Campaign');
      expect(row[ATTRIBUTION_LABELS.utmSource]).toBe('linkedin');
      expect(row[ATTRIBUTION_LABELS.utmCampaign]).toBe('q1-retail');
    } finally {
      await context.close();
    }
  });
});
