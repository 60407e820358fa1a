import { randomUUID } from 'node:crypto';
import { bearer, signTestToken } from '@site/service-kit/testing';
import { csvRecords } from '@site/testing/csv';
import {
  ATTRIBUTION_LABELS,
  CONSENT_TEXTS,
  NO_ATTRIBUTION,
  PUBLIC_FORMS,
  type LeadAttribution,
  type LeadStatus,
  type SubmissionListReply,
  type SubmissionReply,
  type TrafficReply,
  type TrafficSource,
} from '@site/contracts';
import type { VisitKey, VisitLanding, VisitLookup } from '../src/attribution/visit-lookup';
import { aContactForm, aJobForm, startForms, submissions, type FormsHarness } from './helpers';

// Issue 27: each lead stores where it came from (the page it was sent from, and its visit's landing
// data from the traffic counting), the inbox filters and exports it, and the traffic report's every
// figure equals the total of the inbox list it links to.

const SITE = 'http://localhost:8080';
const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const LINKEDIN_VISIT: VisitLanding = {
  landingPage: '/',
  referrerHost: 'www.linkedin.com',
  source: 'campaign',
  utmSource: 'linkedin',
  utmMedium: null,
  utmCampaign: 'q1-retail',
  utmTerm: null,
  utmContent: null,
};

/**
 * The traffic counting as forms-service sees it: the visits it knows, by address and user agent,
 * and every lookup asked. A user agent naming "failing" makes the lookup throw, "slow" never answer.
 */
class FakeVisits implements VisitLookup {
  readonly known = new Map<string, VisitLanding>();
  readonly asked: VisitKey[] = [];
  visitOf(input: VisitKey): Promise<VisitLanding | null> {
    this.asked.push(input);
    if (input.userAgent.includes('failing')) return Promise.reject(new Error('redis is away'));
    if (input.userAgent.includes('slow')) return new Promise(() => undefined);
    return Promise.resolve(this.known.get(`${input.address}\n${input.userAgent}`) ?? null);
  }
}

/** The traffic counting's flusher: a flush writes today's visitors, as the real one moves the Redis counts. */
class FakeFlusher {
  flushes = 0;
  constructor(private readonly write: () => Promise<unknown>) {}
  async flush(): Promise<void> {
    this.flushes += 1;
    await this.write();
  }
}

const visits = new FakeVisits();
let flusher: FakeFlusher;
let h: FormsHarness;

/** A UTC day `ago` days before today, YYYY-MM-DD. */
const dayAgo = (ago: number): string => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  flusher = new FakeFlusher(() => h.dataSource.query(`INSERT INTO forms.traffic_days (day, visitors) VALUES ($1, 5) ON CONFLICT (day) DO NOTHING`, [dayAgo(0)]));
  h = await startForms({ label: 'attribution', visits, traffic: flusher });
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.dataSource.query(
    'TRUNCATE forms.submissions, forms.outbox, forms.subscribers, forms.traffic_days, forms.traffic_pages, forms.traffic_visits CASCADE',
  );
  visits.known.clear();
  visits.asked.length = 0;
});

async function get(path: string): Promise<{ status: number; text: string; json: <T>() => T }> {
  const res = await fetch(`${h.app.url}${path}`, { headers: bearer() });
  const text = await res.text();
  return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
}

const listTotal = async (query: string): Promise<number> => {
  const reply = await get(`/api/admin/submissions?${query}`);
  expect(reply.status).toBe(200);
  return reply.json<SubmissionListReply>().total;
};

describe('a lead stores where it came from', () => {
  it('when a contact form is posted from a page of the site by a visitor whose visit the counting knows, then the lead stores the attribution, and the inbox item and the CSV show it', async () => {
    visits.known.set(`127.0.0.1\n${VISITOR_UA}`, LINKEDIN_VISIT);
    const posted = await h.post(PUBLIC_FORMS['contact-canada'].api, aContactForm({ name: 'Retail Lead' }), {
      'user-agent': VISITOR_UA,
      referer: `${SITE}/contact?ref=menu#form`,
    });
    expect(posted).toEqual({ status: 200, body: { msg: 'success' } });

    const expected: LeadAttribution = { ...LINKEDIN_VISIT, sentFrom: '/contact' };
    expect(visits.asked).toEqual([{ address: '127.0.0.1', userAgent: VISITOR_UA }]);
    const [row] = await submissions(h);
    expect(row).toMatchObject({
      type: 'contact',
      region: 'canada',
      landing_page: '/',
      sent_from: '/contact',
      referrer_host: 'www.linkedin.com',
      traffic_source: 'campaign',
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: 'q1-retail',
      utm_term: null,
      utm_content: null,
    });

    const item = await get(`/api/admin/submissions/${row!.id}`);
    expect(item.json<SubmissionReply>().data.attribution).toEqual(expected);
    const list = await get('/api/admin/submissions?view=leads&campaign=q1-retail');
    expect(list.json<SubmissionListReply>()).toMatchObject({ total: 1, data: [{ id: row!.id, attribution: expected }] });

    const rows = csvRecords((await get('/api/admin/submissions.csv?view=leads')).text);
    expect(rows).toHaveLength(1);
    const cells = rows[0]!;
    expect({
      landingPage: cells[ATTRIBUTION_LABELS.landingPage],
      sentFrom: cells[ATTRIBUTION_LABELS.sentFrom],
      referrerHost: cells[ATTRIBUTION_LABELS.referrerHost],
      source: cells[ATTRIBUTION_LABELS.source],
      utmSource: cells[ATTRIBUTION_LABELS.utmSource],
      utmMedium: cells[ATTRIBUTION_LABELS.utmMedium],
      utmCampaign: cells[ATTRIBUTION_LABELS.utmCampaign],
      utmTerm: cells[ATTRIBUTION_LABELS.utmTerm],
      utmContent: cells[ATTRIBUTION_LABELS.utmContent],
    }).toEqual({
      landingPage: '/',
      sentFrom: '/contact',
      referrerHost: 'www.linkedin.com',
      source: 'Campaign',
      utmSource: 'linkedin',
      utmMedium: '',
      utmCampaign: 'q1-retail',
      utmTerm: '',
      utmContent: '',
    });
  });

  it('when the USA contact form, a job application and a newsletter sign-up are posted by a known visitor, then each stores the attribution', async () => {
    visits.known.set(`127.0.0.1\n${VISITOR_UA}`, LINKEDIN_VISIT);
    const headers = { 'user-agent': VISITOR_UA, referer: `${SITE}/careers` };
    const job = aJobForm();
    h.uploads.add(job.resume);
    expect((await h.post(PUBLIC_FORMS['contact-usa'].api, aContactForm(), headers)).body).toEqual({ msg: 'success' });
    expect((await h.post(PUBLIC_FORMS.job.api, job, headers)).body).toEqual({ msg: 'success' });
    expect((await h.post(PUBLIC_FORMS.newsletter.api, { email: 'reader@example.com' }, headers)).body).toEqual({ msg: 'success' });

    const rows = await h.dataSource.query(
      `SELECT type, region, landing_page, sent_from, traffic_source, utm_campaign FROM forms.submissions ORDER BY type`,
    );
    expect(rows).toEqual(
      ['contact', 'job', 'newsletter'].map((type) => ({
        type,
        region: type === 'contact' ? 'usa' : null,
        landing_page: '/',
        sent_from: '/careers',
        traffic_source: 'campaign',
        utm_campaign: 'q1-retail',
      })),
    );
  });

  it.each([
    ['another site is the Referer', { 'user-agent': VISITOR_UA, referer: 'https://spam.example/contact' }, null, '/'],
    ['the Referer is not an address', { 'user-agent': VISITOR_UA, referer: 'not a url' }, null, '/'],
    ['no visit was counted (Do Not Track, say)', { 'user-agent': 'Other Browser', referer: `${SITE}/contact` }, '/contact', null],
    ['the visit lookup fails', { 'user-agent': 'failing browser', referer: `${SITE}/contact` }, '/contact', null],
    ['the visit lookup does not answer', { 'user-agent': 'slow browser', referer: `${SITE}/contact` }, '/contact', null],
  ])('when %s, then the form still succeeds and the lead stores only what is known', async (_case, headers, sentFrom, landingPage) => {
    visits.known.set(`127.0.0.1\n${VISITOR_UA}`, LINKEDIN_VISIT);
    expect(await h.post(PUBLIC_FORMS['contact-canada'].api, aContactForm(), headers)).toEqual({ status: 200, body: { msg: 'success' } });
    const [row] = await submissions(h);
    const item = (await get(`/api/admin/submissions/${row!.id}`)).json<SubmissionReply>().data;
    expect(item.attribution).toEqual(
      landingPage ? { ...LINKEDIN_VISIT, sentFrom } : { ...NO_ATTRIBUTION, sentFrom },
    );
    expect(item.consentText).toBe(CONSENT_TEXTS.contact);
    expect(await h.count('outbox')).toBe(1);
  });

  it('when the site forwards a post without script, then its Referer counts as the site\'s own by the visitor\'s host', async () => {
    await h.post(PUBLIC_FORMS['contact-canada'].api, aContactForm(), {
      'user-agent': VISITOR_UA,
      referer: 'https://www.northwire.example/contact-usa',
      'x-forwarded-host': 'www.northwire.example',
    });
    expect((await submissions(h))[0]).toMatchObject({ sent_from: '/contact-usa', landing_page: null });
  });
});

interface SeedLead {
  type?: 'contact' | 'job' | 'newsletter';
  /** UTC time, ISO. */
  at: string;
  landingPage?: string | null;
  source?: TrafficSource | null;
  campaign?: string | null;
  leadStatus?: LeadStatus;
  heldAsSpam?: boolean;
}

async function seedLead(lead: SeedLead): Promise<void> {
  await h.dataSource.query(
    `INSERT INTO forms.submissions (id, type, region, payload, consent_text, consent_at, delivery_status, spam, lead_status,
                                    landing_page, traffic_source, utm_campaign, created_at)
     VALUES ($1, $2, $3, '{}', 'consent', $4, $5, $6, $7, $8, $9, $10, $4)`,
    [
      randomUUID(),
      lead.type ?? 'contact',
      lead.type === 'contact' || !lead.type ? 'canada' : null,
      lead.at,
      lead.heldAsSpam ? 'spam' : 'sent',
      lead.heldAsSpam ?? false,
      lead.leadStatus ?? 'new',
      lead.landingPage ?? null,
      lead.source ?? null,
      lead.campaign ?? null,
    ],
  );
}

/** A known week of traffic and leads: today (d0) back to 6 days ago, and one day outside the period. */
async function seedWeek(): Promise<void> {
  const [d0, d1, d2, d7] = [dayAgo(0), dayAgo(1), dayAgo(2), dayAgo(7)];
  // Today's visitors arrive with the report's flush (FakeFlusher); yesterday's were flushed before.
  await h.dataSource.query(`INSERT INTO forms.traffic_days (day, visitors) VALUES ($1, 3), ($2, 100)`, [d1, d7]);
  await h.dataSource.query(
    `INSERT INTO forms.traffic_pages (day, path, views) VALUES ($1, '/', 10), ($1, '/services', 4), ($2, '/', 2), ($2, '/contact', 3), ($3, '/', 50)`,
    [d0, d1, d7],
  );
  await h.dataSource.query(
    `INSERT INTO forms.traffic_visits (day, landing_page, source, campaign, visits) VALUES
       ($1, '/', 'campaign', 'q1-retail', 3), ($1, '/', 'direct', '', 2), ($2, '/services', 'search', '', 2),
       ($2, '/', 'social', '', 1), ($3, '/', 'campaign', 'q1-retail', 40)`,
    [d0, d1, d7],
  );
  const campaignLead = { landingPage: '/', source: 'campaign', campaign: 'q1-retail' } as const;
  await seedLead({ ...campaignLead, at: `${d0}T10:00:00Z`, leadStatus: 'won' });
  await seedLead({ ...campaignLead, type: 'job', at: `${d0}T00:00:00Z` });
  // The last moment of yesterday (UTC) is yesterday's.
  await seedLead({ at: `${d1}T23:59:59.999Z`, landingPage: '/services', source: 'search', leadStatus: 'lost' });
  await seedLead({ at: `${d2}T12:00:00Z`, landingPage: '/pricing', source: 'referral' });
  // A lead with no visit (Do Not Track): in the day's leads, in no page, source or campaign.
  await seedLead({ at: `${d0}T08:00:00Z` });
  // Marked spam by sales but not held by the spam rules: still a lead (any lead status).
  await seedLead({ at: `${d0}T09:00:00Z`, landingPage: '/', source: 'direct', leadStatus: 'spam' });
  // Not leads: a newsletter sign-up, a submission held as spam, a lead before the period.
  await seedLead({ ...campaignLead, type: 'newsletter', at: `${d0}T11:00:00Z` });
  await seedLead({ ...campaignLead, at: `${d0}T12:00:00Z`, heldAsSpam: true });
  await seedLead({ ...campaignLead, at: `${d7}T12:00:00Z`, leadStatus: 'won' });
}

describe('the inbox filters leads by where they came from', () => {
  it('when the leads view is narrowed by landing page, source, campaign, dates, lead status and type, then it lists exactly the matching leads', async () => {
    await seedWeek();
    const [d0, d1, d6] = [dayAgo(0), dayAgo(1), dayAgo(6)];
    const period = `view=leads&from=${d6}&to=${d0}`;
    expect(await listTotal('view=leads')).toBe(7);
    expect(await listTotal(period)).toBe(6);
    expect(await listTotal(`${period}&landingPage=/`)).toBe(3);
    expect(await listTotal(`${period}&landingPage=/services`)).toBe(1);
    expect(await listTotal(`${period}&landingPage=/serv`)).toBe(0);
    expect(await listTotal(`${period}&source=campaign`)).toBe(2);
    expect(await listTotal(`${period}&source=campaign&type=job`)).toBe(1);
    expect(await listTotal(`${period}&campaign=q1-retail&leadStatus=won`)).toBe(1);
    expect(await listTotal('view=leads&campaign=q1-retail&leadStatus=won')).toBe(2);
    expect(await listTotal(`view=leads&from=${d1}&to=${d1}&source=search&leadStatus=lost`)).toBe(1);
    // Without the view, the filters read every submission (the newsletter and the held one too).
    expect(await listTotal(`from=${d6}&to=${d0}&campaign=q1-retail`)).toBe(4);
  });

  it.each([
    ['source=tv', 'source'],
    ['campaign=', 'campaign'],
    ['landingPage=contact', 'landingPage'],
    ['view=everything', 'view'],
  ])('when the inbox is asked for %s, then it answers 400 naming %s', async (query, field) => {
    const reply = await get(`/api/admin/submissions?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
  });
});

describe('the traffic report', () => {
  it('when traffic and leads of a week are stored, then the report answers its figures, and each equals the total of the inbox list it links to', async () => {
    await seedWeek();
    const reply = await get('/api/admin/stats/traffic?days=7');
    expect(reply.status).toBe(200);
    const { data } = reply.json<TrafficReply>();
    const [d0, d1, d2, d6] = [dayAgo(0), dayAgo(1), dayAgo(2), dayAgo(6)];
    const zero = { visitors: 0, visits: 0, pageViews: 0, leads: 0 };
    expect(reply.json<TrafficReply>()).toEqual({
      status: 'success',
      data: {
        days: 7,
        from: d6,
        to: d0,
        totals: { visitors: 8, visits: 8, pageViews: 19, leads: 6 },
        daily: [6, 5, 4, 3, 2, 1, 0].map((ago) => {
          const day = dayAgo(ago);
          if (day === d0) return { day, visitors: 5, visits: 5, pageViews: 14, leads: 4 };
          if (day === d1) return { day, visitors: 3, visits: 3, pageViews: 5, leads: 1 };
          if (day === d2) return { day, ...zero, leads: 1 };
          return { day, ...zero };
        }),
        pages: [
          { path: '/', visits: 6, pageViews: 12, leads: 3, conversionRate: 0.5 },
          { path: '/services', visits: 2, pageViews: 4, leads: 1, conversionRate: 0.5 },
          { path: '/pricing', visits: 0, pageViews: 0, leads: 1, conversionRate: null },
        ],
        sources: [
          { source: 'campaign', visits: 3, leads: 2, won: 1, lost: 0, conversionRate: 2 / 3 },
          { source: 'search', visits: 2, leads: 1, won: 0, lost: 1, conversionRate: 0.5 },
          { source: 'social', visits: 1, leads: 0, won: 0, lost: 0, conversionRate: 0 },
          { source: 'referral', visits: 0, leads: 1, won: 0, lost: 0, conversionRate: null },
          { source: 'direct', visits: 2, leads: 1, won: 0, lost: 0, conversionRate: 0.5 },
        ],
        campaigns: [{ campaign: 'q1-retail', visits: 3, leads: 2, won: 1, lost: 0, conversionRate: 2 / 3 }],
      },
    });
    // The counts waiting in Redis were flushed before reading: today's visitors came with it.

    // Every figure is the total of the list the dashboard links to.
    const period = `view=leads&from=${data.from}&to=${data.to}`;
    expect(await listTotal(period)).toBe(data.totals.leads);
    for (const d of data.daily) expect([d.day, await listTotal(`view=leads&from=${d.day}&to=${d.day}`)]).toEqual([d.day, d.leads]);
    for (const p of data.pages)
      expect([p.path, await listTotal(`${period}&landingPage=${encodeURIComponent(p.path)}`)]).toEqual([p.path, p.leads]);
    for (const s of data.sources)
      expect([
        s.source,
        await listTotal(`${period}&source=${s.source}`),
        await listTotal(`${period}&source=${s.source}&leadStatus=won`),
        await listTotal(`${period}&source=${s.source}&leadStatus=lost`),
      ]).toEqual([s.source, s.leads, s.won, s.lost]);
    for (const c of data.campaigns)
      expect([
        c.campaign,
        await listTotal(`${period}&campaign=${encodeURIComponent(c.campaign)}`),
        await listTotal(`${period}&campaign=${encodeURIComponent(c.campaign)}&leadStatus=won`),
        await listTotal(`${period}&campaign=${encodeURIComponent(c.campaign)}&leadStatus=lost`),
      ]).toEqual([c.campaign, c.leads, c.won, c.lost]);
  });

  it('when nothing was counted, then every day of 90 is there with zeros and every source with nothing', async () => {
    const { data } = (await get('/api/admin/stats/traffic?days=90')).json<TrafficReply>();
    expect(data.daily).toHaveLength(90);
    expect(data.daily[0]!.day).toBe(dayAgo(89));
    expect(data.daily[89]!.day).toBe(dayAgo(0));
    // Today's 5 visitors are the flush's (FakeFlusher); nothing else was counted.
    expect(data.daily.map((d) => d.visitors + d.visits + d.pageViews + d.leads)).toEqual([...Array<number>(89).fill(0), 5]);
    expect(data.pages).toEqual([]);
    expect(data.campaigns).toEqual([]);
    expect(data.sources.map((s) => [s.source, s.visits, s.leads, s.conversionRate])).toEqual([
      ['campaign', 0, 0, null],
      ['search', 0, 0, null],
      ['social', 0, 0, null],
      ['referral', 0, 0, null],
      ['direct', 0, 0, null],
    ]);
  });

  it.each(['days=8', 'days=0', 'days=seven', 'days=7.5'])('when the report is asked for %s, then it answers 400, flushes nothing and changes nothing', async (query) => {
    await seedWeek();
    const before = flusher.flushes;
    const rows = await h.dataSource.query('SELECT count(*)::int AS n FROM forms.traffic_days');
    const reply = await get(`/api/admin/stats/traffic?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('days') });
    expect(flusher.flushes).toBe(before);
    expect(await h.dataSource.query('SELECT count(*)::int AS n FROM forms.traffic_days')).toEqual(rows);
  });

  it('when no admin token or a token of another role is presented, then the report is refused', async () => {
    const anonymous = await fetch(`${h.app.url}/api/admin/stats/traffic?days=7`);
    expect(anonymous.status).toBe(401);
    const editor = await fetch(`${h.app.url}/api/admin/stats/traffic?days=7`, { headers: bearer(signTestToken({ role: 'editor' })) });
    expect(editor.status).toBe(403);
  });
});
