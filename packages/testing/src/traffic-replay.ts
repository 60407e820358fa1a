import type { TrafficDayCounts, TrafficStore } from '@site/service-kit';

/**
 * A known set of page requests and the daily aggregates they must leave (issue 27): the gateway's
 * replay test sends them through its createApp, forms-service's replays the page views among them
 * into PostgreSQL; both compare with TRAFFIC_REPLAY_EXPECTED, stated here once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The replay's first day: two days from now (UTC), so the day salt's and the counters' expiry
 * (the end of the counter's day) is still ahead of the Redis clock.
 */
const FIRST_DAY_MS = (Math.floor(Date.now() / DAY_MS) + 2) * DAY_MS;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const REPLAY_DAY_1 = dayOf(FIRST_DAY_MS);
export const REPLAY_DAY_2 = dayOf(FIRST_DAY_MS + DAY_MS);
const at = (day: 1 | 2, hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return FIRST_DAY_MS + (day - 1) * DAY_MS + (h * 60 + m) * 60_000;
};

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Visitor A's and C's address (one office, two browsers), as nginx names it. */
export const REPLAY_ADDRESS_A = '203.0.113.10';
/** What an untrusted peer writes in X-Forwarded-For: never believed, never stored. */
export const REPLAY_FORGED_ADDRESS = '198.51.100.99';
/** The address of an untrusted peer (the test's own connection): what the gateway counts it as. */
export const REPLAY_UNTRUSTED_PEER = '127.0.0.1';

export interface ReplayStep {
  /** The counter's clock at this request (ms). */
  at: number;
  /**
   * How it reaches the gateway: from the trusted proxy (nginx) as the mirror of a page request or
   * as the page request it counted already, or `direct` (no proxy, as in `npm start`); `forged`
   * carries an X-Page-View from a peer that is not trusted (ignored: counted as `direct`).
   */
  via: 'mirror' | 'counted' | 'direct' | { forged: 'mirror' | 'counted' };
  url: string;
  /** The client's address: named by the trusted proxy (X-Forwarded-For), else the peer's own. */
  address: string;
  userAgent: string;
  headers?: Record<string, string>;
  /** Whether this request is a page view (the expected outcome, for the direct replay). */
  counted: boolean;
  why: string;
}

export const TRAFFIC_REPLAY: readonly ReplayStep[] = [
  // Day 1. Visitor A (Firefox) lands from a LinkedIn campaign and reads three pages.
  { at: at(1, '09:00'), via: 'mirror', url: '/?utm_source=linkedin&utm_campaign=q1-retail', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, headers: { referer: 'https://www.linkedin.com/feed/' }, counted: true, why: 'a campaign visit starts' },
  { at: at(1, '09:00'), via: 'counted', url: '/?utm_source=linkedin&utm_campaign=q1-retail', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, headers: { referer: 'https://www.linkedin.com/feed/' }, counted: false, why: 'the page request its mirror counted' },
  { at: at(1, '09:05'), via: 'mirror', url: '/about', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, headers: { referer: 'https://www.example.com/' }, counted: true, why: 'same visit' },
  { at: at(1, '09:10'), via: 'mirror', url: '/contact-usa', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, counted: true, why: 'same visit' },
  // Visitor B (Chrome) straight to the gateway (no proxy), from a search.
  { at: at(1, '09:02'), via: 'direct', url: '/services?ref=x', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, headers: { referer: 'https://www.google.com/' }, counted: true, why: 'a search visit starts' },
  { at: at(1, '09:03'), via: 'direct', url: '/about', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: true, why: 'same visit' },
  { at: at(1, '09:04'), via: { forged: 'mirror' }, url: '/blog', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: true, why: 'an untrusted mirror mark is ignored: counted and served' },
  { at: at(1, '09:06'), via: { forged: 'counted' }, url: '/media', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: true, why: 'an untrusted counted mark is ignored: counted' },
  // Not page views.
  { at: at(1, '09:07'), via: 'mirror', url: '/', address: '66.249.66.1', userAgent: GOOGLEBOT, counted: false, why: 'a bot' },
  { at: at(1, '09:08'), via: 'mirror', url: '/about', address: '203.0.113.30', userAgent: FIREFOX, headers: { dnt: '1' }, counted: false, why: 'Do Not Track' },
  { at: at(1, '09:09'), via: 'direct', url: '/', address: REPLAY_UNTRUSTED_PEER, userAgent: SAFARI, headers: { 'sec-gpc': '1' }, counted: false, why: 'Global Privacy Control' },
  { at: at(1, '09:11'), via: 'mirror', url: '/about', address: '203.0.113.40', userAgent: '', counted: false, why: 'no user agent' },
  { at: at(1, '09:12'), via: 'mirror', url: '/admin/inbox', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, counted: false, why: 'the admin app' },
  { at: at(1, '09:13'), via: 'direct', url: '/api/caseStudies', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: false, why: 'an API call' },
  { at: at(1, '09:14'), via: 'direct', url: '/favicon.ico', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: false, why: 'a file' },
  // Visitor C: A's address, another browser, from a partner's site.
  { at: at(1, '09:20'), via: 'mirror', url: '/about', address: REPLAY_ADDRESS_A, userAgent: SAFARI, headers: { referer: 'https://partner.example.org/links' }, counted: true, why: 'another visitor behind the same address: a referral visit' },
  // A again, 35 minutes after the last view: a new visit, the same visitor.
  { at: at(1, '09:45'), via: 'mirror', url: '/about', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, counted: true, why: 'a new direct visit after 30 idle minutes' },
  // Day 2: a new salt, so A is a new visitor id, and B comes back.
  { at: at(2, '08:00'), via: 'mirror', url: '/?utm_source=newsletter&utm_campaign=march', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, counted: true, why: 'a campaign visit on the next day' },
  { at: at(2, '08:01'), via: 'direct', url: '/about', address: REPLAY_UNTRUSTED_PEER, userAgent: CHROME, counted: true, why: 'a direct visit on the next day' },
  { at: at(2, '08:05'), via: 'mirror', url: '/about', address: REPLAY_ADDRESS_A, userAgent: FIREFOX, counted: true, why: 'same visit' },
];

export interface TrafficRows {
  days: Array<{ day: string; visitors: number }>;
  pages: Array<{ day: string; path: string; views: number }>;
  visits: Array<{ day: string; landingPage: string; source: string; campaign: string; visits: number }>;
}

/** The rows of forms.traffic_days, traffic_pages and traffic_visits the replay leaves, sorted by key. */
export const TRAFFIC_REPLAY_EXPECTED: TrafficRows = {
  days: [
    { day: REPLAY_DAY_1, visitors: 3 },
    { day: REPLAY_DAY_2, visitors: 2 },
  ],
  pages: [
    { day: REPLAY_DAY_1, path: '/', views: 1 },
    { day: REPLAY_DAY_1, path: '/about', views: 4 },
    { day: REPLAY_DAY_1, path: '/blog', views: 1 },
    { day: REPLAY_DAY_1, path: '/contact-usa', views: 1 },
    { day: REPLAY_DAY_1, path: '/media', views: 1 },
    { day: REPLAY_DAY_1, path: '/services', views: 1 },
    { day: REPLAY_DAY_2, path: '/', views: 1 },
    { day: REPLAY_DAY_2, path: '/about', views: 2 },
  ],
  visits: [
    { day: REPLAY_DAY_1, landingPage: '/', source: 'campaign', campaign: 'q1-retail', visits: 1 },
    { day: REPLAY_DAY_1, landingPage: '/about', source: 'direct', campaign: '', visits: 1 },
    { day: REPLAY_DAY_1, landingPage: '/about', source: 'referral', campaign: '', visits: 1 },
    { day: REPLAY_DAY_1, landingPage: '/services', source: 'search', campaign: '', visits: 1 },
    { day: REPLAY_DAY_2, landingPage: '/', source: 'campaign', campaign: 'march', visits: 1 },
    { day: REPLAY_DAY_2, landingPage: '/about', source: 'direct', campaign: '', visits: 1 },
  ],
};

/** Every raw address and user agent of the replay: none may be stored anywhere. */
export const REPLAY_RAW_VALUES: readonly string[] = [
  ...new Set(TRAFFIC_REPLAY.flatMap((step) => [step.address, step.userAgent].filter((v) => v.length > 0))),
  REPLAY_FORGED_ADDRESS,
];

const byKey = <T>(key: (row: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** Sorts rows as TRAFFIC_REPLAY_EXPECTED is (day, then the rest of the key). */
export function sortTrafficRows(rows: TrafficRows): TrafficRows {
  return {
    days: [...rows.days].sort(byKey((r) => r.day)),
    pages: [...rows.pages].sort(byKey((r) => `${r.day}\u0000${r.path}`)),
    visits: [...rows.visits].sort(byKey((r) => `${r.day}\u0000${r.landingPage}\u0000${r.source}\u0000${r.campaign}`)),
  };
}

/** A TrafficStore in memory with forms-service's semantics (sums, visitors only grow, a claim once). */
export function createMemoryTrafficStore(): TrafficStore & { rows(): TrafficRows } {
  const claims = new Set<string>();
  const days = new Map<string, number>();
  const pages = new Map<string, { day: string; path: string; views: number }>();
  const visits = new Map<string, TrafficRows['visits'][number]>();
  return {
    addClaim(claim: string, counts: TrafficDayCounts) {
      if (claims.has(claim)) return Promise.resolve(false);
      claims.add(claim);
      const { day } = counts;
      days.set(day, Math.max(days.get(day) ?? 0, counts.visitors));
      for (const p of counts.pages) {
        const key = JSON.stringify([day, p.path]);
        pages.set(key, { day, path: p.path, views: (pages.get(key)?.views ?? 0) + p.views });
      }
      for (const v of counts.visits) {
        const key = JSON.stringify([day, v.landingPage, v.source, v.campaign]);
        visits.set(key, { day, landingPage: v.landingPage, source: v.source, campaign: v.campaign, visits: (visits.get(key)?.visits ?? 0) + v.visits });
      }
      return Promise.resolve(true);
    },
    deleteBefore() {
      return Promise.resolve();
    },
    rows: () => sortTrafficRows({ days: [...days].map(([day, visitors]) => ({ day, visitors })), pages: [...pages.values()], visits: [...visits.values()] }),
  };
}
