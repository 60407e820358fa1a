import { createRedis, createTrafficCounter, type TrafficCounter } from '@site/service-kit';
import { bearer, testRedisPrefix, TEST_REDIS_URL } from '@site/service-kit/testing';
import { PUBLIC_FORMS, type SubmissionListReply, type TrafficReply } from '@site/contracts';
import type { Redis } from 'ioredis';
import { TrafficService } from '../src/traffic/traffic-service';
import { aContactForm, logger, startForms, type FormsHarness } from './helpers';

// Issue 27 with the real counting: the page views the gateway counts in Redis give a lead its visit
// (by the daily visitor hash of address and user agent), and the report, after the flush, counts
// that visit and that lead.
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SITE_HOST = 'localhost:8080';

let redis: Redis;
let counter: TrafficCounter;
let traffic: TrafficService;
let h: FormsHarness;
beforeAll(async () => {
  redis = createRedis(TEST_REDIS_URL);
  const prefix = testRedisPrefix('attr_counting');
  counter = createTrafficCounter({ redis, prefix, logger });
  h = await startForms({ label: 'attr_counting', visits: counter, traffic: { flush: () => traffic.flush() } });
  traffic = new TrafficService({ dataSource: h.dataSource, redis, redisPrefix: prefix, logger, intervalMs: 60_000 });
});
afterAll(async () => {
  await traffic.stop();
  await h.close();
  await redis.quit();
});

it('when a visitor lands from a LinkedIn campaign link, reads two pages and sends the contact form, then the lead carries the visit and the report counts both', async () => {
  const viewer = { address: '127.0.0.1', userAgent: UA };
  await counter.record({ path: '/', url: '/?utm_source=linkedin&utm_campaign=q1-retail', referer: 'https://www.linkedin.com/feed/', host: SITE_HOST }, viewer);
  await counter.record({ path: '/services', url: '/services', referer: `http://${SITE_HOST}/`, host: SITE_HOST }, viewer);
  await counter.record({ path: '/contact', url: '/contact', referer: `http://${SITE_HOST}/services`, host: SITE_HOST }, viewer);

  const posted = await h.post(PUBLIC_FORMS['contact-canada'].api, aContactForm({ name: 'Retail Lead' }), { 'user-agent': UA, referer: `http://${SITE_HOST}/contact` });
  expect(posted).toEqual({ status: 200, body: { msg: 'success' } });

  const leads = (await (await fetch(`${h.app.url}/api/admin/submissions?view=leads&campaign=q1-retail`, { headers: bearer() })).json()) as SubmissionListReply;
  expect(leads.data.map((s) => s.attribution)).toEqual([
    { landingPage: '/', sentFrom: '/contact', referrerHost: 'www.linkedin.com', source: 'campaign', utmSource: 'linkedin', utmMedium: null, utmCampaign: 'q1-retail', utmTerm: null, utmContent: null },
  ]);

  const report = (await (await fetch(`${h.app.url}/api/admin/stats/traffic?days=7`, { headers: bearer() })).json()) as TrafficReply;
  expect(report.data.totals).toEqual({ visitors: 1, visits: 1, pageViews: 3, leads: 1 });
  expect(report.data.pages).toEqual([{ path: '/', visits: 1, pageViews: 1, leads: 1, conversionRate: 1 }]);
  expect(report.data.campaigns).toEqual([{ campaign: 'q1-retail', visits: 1, leads: 1, won: 0, lost: 0, conversionRate: 1 }]);
  expect(report.data.sources.find((s) => s.source === 'campaign')).toEqual({ source: 'campaign', visits: 1, leads: 1, won: 0, lost: 0, conversionRate: 1 });
});
