/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import type { SubmissionListReply, TrafficReply } from '@site/contracts';
import { adminBearer, adminContext, earnedFormToken, launchBrowser, urlFor, visitorAddress } from '../support';

// Issue 27, done when 2: a known set of page requests (people, a bot, Do Not Track, Global Privacy
// Control, repeated views in one visit) goes through the running system, and the admin dashboard's
// figures for them equal the expected counts exactly, each lead figure linking to the inbox list
// that holds those leads. Two campaigns of this run's own keep other specs' visits out of the rows.

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const run = String(Date.now()).slice(-7);
/** The spec's names accept letters only. */
const LEAD = `Grace Replay ${run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const SPRING = `spring-${run}`;
const FALL = `fall-${run}`;

interface Visitor {
  address: string;
  userAgent: string;
  headers?: Record<string, string>;
}
const person = (userAgent = CHROME, headers: Record<string, string> = {}): Visitor => ({ address: visitorAddress(), userAgent, headers });

async function view(visitor: Visitor, path: string): Promise<void> {
  const reply = await fetch(urlFor(path), {
    headers: { 'x-forwarded-for': visitor.address, 'user-agent': visitor.userAgent, accept: 'text/html', ...visitor.headers },
  });
  await reply.arrayBuffer();
  expect(reply.status).toBe(200);
}

async function sendEnquiry(visitor: Visitor, name: string): Promise<void> {
  const reply = await fetch(urlFor('/send-contact-form-main'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': visitor.address,
      'user-agent': visitor.userAgent,
      referer: urlFor('/contact'),
    },
    body: JSON.stringify({ name, email: 'buyer@example.com', message: 'Screens for six stores, please.', formToken: await earnedFormToken() }),
  });
  expect(await reply.json()).toEqual({ msg: 'success' });
}

describe('traffic and lead figures on the dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a known set of page requests and one enquiry went through the system, then the dashboard shows exactly those visits and leads per campaign, and the lead figure opens the list that holds it', async () => {
    const ada = person();
    const grace = person(FIREFOX);
    // Ada: one visit of three pages, the landing page seen again within the visit.
    await view(ada, `/?utm_source=newsletter&utm_campaign=${SPRING}`);
    await view(ada, '/services');
    await view(ada, `/?utm_source=newsletter&utm_campaign=${SPRING}`);
    // Grace lands on a service page from the same campaign and sends an enquiry.
    await view(grace, `/services?utm_source=linkedin&utm_campaign=${SPRING}`);
    await sendEnquiry(grace, LEAD);
    // One visit of the other campaign.
    await view(person(), `/about?utm_source=linkedin&utm_campaign=${FALL}`);
    // Not counted: a crawler, Do Not Track, Global Privacy Control.
    await view(person(GOOGLEBOT), `/?utm_campaign=${SPRING}`);
    await view(person(CHROME, { dnt: '1' }), `/?utm_campaign=${SPRING}`);
    await view(person(CHROME, { 'sec-gpc': '1' }), `/?utm_campaign=${FALL}`);

    const reply = await fetch(urlFor('/api/admin/stats/traffic?days=7'), { headers: { authorization: await adminBearer() } });
    expect(reply.status).toBe(200);
    const { data } = (await reply.json()) as TrafficReply;
    const campaign = (name: string) => data.campaigns.find((c) => c.campaign === name);
    expect(campaign(SPRING)).toEqual({ campaign: SPRING, visits: 2, leads: 1, conversionRate: 0.5, won: 0, lost: 0 });
    expect(campaign(FALL)).toEqual({ campaign: FALL, visits: 1, leads: 0, conversionRate: 0, won: 0, lost: 0 });

    const leadsBehind = await fetch(urlFor(`/api/admin/submissions?view=leads&from=${data.from}&to=${data.to}&campaign=${SPRING}`), {
      headers: { authorization: await adminBearer() },
    });
    const list = (await leadsBehind.json()) as SubmissionListReply;
    expect(list.total).toBe(1);
    expect(list.data[0]!.payload.name).toBe(LEAD);

    const context = await adminContext(browser);
    try {
      const page = await context.newPage();
      await page.goto('/admin?days=7');
      const row = page.getByRole('row', { name: new RegExp(SPRING) });
      await row.waitFor();
      expect(await row.getByRole('cell').allTextContents()).toEqual(['2', '1', '50.0%', '0', '0']);
      await row.getByRole('link', { name: `1 lead from ${SPRING}` }).click();
      await page.waitForURL(/\/admin\/inbox\?/);
      expect(new URL(page.url()).searchParams.get('campaign')).toBe(SPRING);
      await page.getByText(LEAD).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
