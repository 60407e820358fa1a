import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isbot } from 'isbot';
import {
  ATTRIBUTION_MAX_LENGTH,
  TRAFFIC_RETENTION_DAYS,
  UTM_PARAMETERS,
  VISIT_IDLE_MS,
  type LeadAttribution,
  type TrafficSource,
} from '@site/contracts';
import { routeOf } from '@site/contracts/route-manifest';
import type { Logger } from './logger';

/**
 * Cookie-free traffic counting (issue 27, docs/decisions/traffic.md): which requests are page views,
 * how a visit arrived, and the per-day counters in Redis that forms-service moves into PostgreSQL.
 * The Redis key layout lives here only. No raw address or user agent is ever written anywhere: a
 * visitor is an HMAC of both under a salt that exists for one UTC day.
 */

// ---- which requests are page views ----

/** What pageViewOf reads of a request (a Node IncomingMessage fits; `url` is the path and query). */
export interface PageRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A counted page view: what record() needs to count it and, for a visit's first view, classify it. */
export interface PageView {
  /** The path, no query string (cut to ATTRIBUTION_MAX_LENGTH). */
  path: string;
  /** The path and query string as requested (the UTM parameters are read from it). */
  url: string;
  referer: string | null;
  /** The Host the visitor asked for: a referrer on this host is the site itself, not a referral. */
  host: string | null;
}

/** Liveness and readiness paths of nginx, the gateway and the services: probes, never visitors. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/nginx-health']);

/** A build file or any other path ending in an extension (`/favicon.ico`, `/static/...`): not a page. */
export const isFilePath = (path: string): boolean => path.startsWith('/static/') || /\.[A-Za-z0-9]{1,5}$/.test(path);

const headerOf = (headers: PageRequest['headers'], name: string): string | null => {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
};

const cut = (value: string): string => value.slice(0, ATTRIBUTION_MAX_LENGTH);

/** Parses a path-and-query or an absolute URL; null when it is neither. */
const parseUrl = (url: string): URL | null => {
  try {
    return new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
};

/**
 * The page view a request is, or null when it is not counted: only a GET of a path the route
 * manifest sends to the site as a page (no API, file, feed, admin shell, form round trip or health
 * path), from a user agent that is neither empty nor a bot, that sent neither `DNT: 1` nor `Sec-GPC: 1`.
 */
export function pageViewOf(req: PageRequest): PageView | null {
  if ((req.method ?? '').toUpperCase() !== 'GET') return null;
  const userAgent = headerOf(req.headers, 'user-agent');
  if (!userAgent || isbot(userAgent)) return null;
  if (headerOf(req.headers, 'dnt') === '1' || headerOf(req.headers, 'sec-gpc') === '1') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/')) return null;
  const path = parseUrl(url)?.pathname;
  if (!path || isFilePath(path) || HEALTH_PATHS.has(path)) return null;
  const route = routeOf('GET', path);
  if (route.to !== 'site' || route.notAPage) return null;
  return { path: cut(path), url, referer: headerOf(req.headers, 'referer'), host: headerOf(req.headers, 'host') };
}

// ---- how a visit arrived ----

/** What a visit's first page view says about it; a lead's attribution takes it as it is. */
export type VisitLanding = Omit<LeadAttribution, 'sentFrom' | 'landingPage' | 'source'> & {
  landingPage: string;
  source: TrafficSource;
};

const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<(typeof UTM_PARAMETERS)[number], keyof LeadAttribution>;

/** Search engines by the name before their top-level domain (`www.google.co.uk`, `search.brave.com`). */
const SEARCH_ENGINE = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|qwant|startpage|kagi|ask|aol|naver|seznam|search\.brave)(\.[a-z]{2,3}){1,2}$/;
/** Social networks by their domain or link shortener; a subdomain counts as the domain (`l.facebook.com`). */
const SOCIAL_DOMAINS = [
  'linkedin.com', 'lnkd.in', 'facebook.com', 'fb.com', 'fb.me', 'messenger.com', 'instagram.com', 'x.com', 'twitter.com',
  't.co', 'youtube.com', 'youtu.be', 'reddit.com', 'tiktok.com', 'pinterest.com', 'xing.com', 'threads.net', 'bsky.app',
  'mastodon.social', 'whatsapp.com', 'telegram.org', 't.me', 'vk.com', 'snapchat.com', 'quora.com', 'tumblr.com',
];

const isSocial = (host: string): boolean => SOCIAL_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
const withoutWww = (host: string): string => host.replace(/^www\./, '');

/** A Referer header as an http(s) address, or null (none, not an address, another scheme). */
export function refererUrlOf(referer: string | null | undefined): URL | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** The referrer's host when it is another site's (http or https), lower case, without port. */
function externalHost(referer: string | null, siteHost: string | null): string | null {
  const url = refererUrlOf(referer);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const site = siteHost ? parseUrl(`http://${siteHost}`)?.hostname.toLowerCase() : undefined;
  if (!host || (site && withoutWww(host) === withoutWww(site))) return null;
  return cut(host);
}

/**
 * Where a visit landed and how it arrived, from its first page view: the landing path (no query),
 * the referrer's host when another site's, the UTM values (cut to ATTRIBUTION_MAX_LENGTH), and the
 * source: `campaign` when utm_source or utm_campaign is set, else `search` or `social` by the
 * referrer's host, `referral` for any other site, `direct` with none.
 */
export function classifyVisit({ url, referer, siteHost }: { url: string; referer: string | null; siteHost: string | null }): VisitLanding {
  const parsed = parseUrl(url);
  const utm = Object.fromEntries(
    UTM_PARAMETERS.map((name) => {
      const value = parsed?.searchParams.get(name)?.trim();
      return [UTM_FIELDS[name], value ? cut(value) : null];
    }),
  ) as Pick<LeadAttribution, (typeof UTM_FIELDS)[keyof typeof UTM_FIELDS]>;
  const referrerHost = externalHost(referer, siteHost);
  const source: TrafficSource =
    utm.utmSource || utm.utmCampaign
      ? 'campaign'
      : !referrerHost
        ? 'direct'
        : SEARCH_ENGINE.test(referrerHost)
          ? 'search'
          : isSocial(referrerHost)
            ? 'social'
            : 'referral';
  return { landingPage: cut(parsed?.pathname ?? '/'), referrerHost, source, ...utm };
}

// ---- days and keys ----

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The first instant after the UTC day of `ms`, in seconds (for EXAT / EXPIREAT). */
const endOfUtcDaySeconds = (ms: number): number => Math.floor((Math.floor(ms / DAY_MS) + 1) * DAY_MS / 1000);

const dayBefore = (day: string, days: number): string => utcDayOf(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS);

/**
 * A day's counters stay in Redis at most this long after the day (forms-service away for a week
 * loses them rather than letting Redis grow without bound).
 */
const COUNTER_KEEP_DAYS = 8;

/** A day's page hash and visit hash hold at most this many fields; new ones beyond are counted here. */
export const TRAFFIC_MAX_FIELDS_PER_DAY = 5000;
/** The path (and landing page) that the views of paths beyond TRAFFIC_MAX_FIELDS_PER_DAY are counted under. */
export const TRAFFIC_OTHER_PATH = '(other)';

/** A claim left behind by a flusher that stopped (crash, Redis away) is taken over after this long. */
const ORPHAN_CLAIM_MS = 5 * 60 * 1000;

/** Every key of the counting, under `${prefix}:traffic:` (prefix as REDIS_PREFIX, like every other key). */
const keysOf = (prefix: string) => {
  const base = `${prefix}:traffic:`;
  return {
    base,
    salt: (day: string) => `${base}salt:${day}`,
    visit: (visitor: string) => `${base}visit:${visitor}`,
    pages: (day: string) => `${base}pages:${day}`,
    visits: (day: string) => `${base}visits:${day}`,
    visitors: (day: string) => `${base}visitors:${day}`,
    /** Days that have counters not yet flushed, or a visitor set and salt not yet deleted. */
    days: `${base}days`,
    claimPages: (claim: string) => `${base}claim:${claim}:pages`,
    claimVisits: (claim: string) => `${base}claim:${claim}:visits`,
    claimDay: (claim: string) => `${base}claim:${claim}:day`,
  };
};

/** A visits-hash field: the landing page, source and campaign, as a JSON array (any text round-trips). */
const visitField = (landingPage: string, source: TrafficSource, campaign: string): string => JSON.stringify([landingPage, source, campaign]);

// Lua runs atomically in Redis, so each view is one round trip and no two views interleave. A visit
// is a hash (landing: its landing data, seen: the time of its last view, by the counter's clock);
// its key expires VISIT_IDLE_MS after the last view, and `seen` decides when the clock is not Redis's.
// KEYS: visit, pages, visits, visitors, days. ARGV: landing JSON, idle ms, path, visit field, visitor,
// day, counters' EXPIREAT, max fields, other path, other visit field, now ms.
const RECORD_SCRIPT = `
local function field(hash, name, other)
  if redis.call('HEXISTS', hash, name) == 1 or redis.call('HLEN', hash) < tonumber(ARGV[8]) then return name end
  return other
end
local seen = tonumber(redis.call('HGET', KEYS[1], 'seen'))
local started = 0
if not seen or tonumber(ARGV[11]) - seen > tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'landing', ARGV[1])
  redis.call('HINCRBY', KEYS[3], field(KEYS[3], ARGV[4], ARGV[10]), 1)
  redis.call('EXPIREAT', KEYS[3], ARGV[7])
  started = 1
end
redis.call('HSET', KEYS[1], 'seen', ARGV[11])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('HINCRBY', KEYS[2], field(KEYS[2], ARGV[3], ARGV[9]), 1)
redis.call('EXPIREAT', KEYS[2], ARGV[7])
redis.call('SADD', KEYS[4], ARGV[5])
redis.call('EXPIREAT', KEYS[4], ARGV[7])
redis.call('SADD', KEYS[5], ARGV[6])
return started
`;

// KEYS: pages, visits, claim pages, claim visits, claim day. ARGV: day, claim keys' TTL seconds.
const CLAIM_SCRIPT = `
local claimed = 0
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('RENAME', KEYS[1], KEYS[3]); claimed = 1 end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[4]); claimed = 1 end
if claimed == 1 then redis.call('SET', KEYS[5], ARGV[1], 'EX', ARGV[2]) end
return claimed
`;

// A past day with nothing left to flush: its visitor set and salt go, and it leaves the list.
// KEYS: pages, visits, visitors, salt, days. ARGV: day.
const FORGET_DAY_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('DEL', KEYS[3], KEYS[4])
redis.call('SREM', KEYS[5], ARGV[1])
return 1
`;

/** EVALSHA with the script's SHA cached, EVAL when Redis has not seen it (one round trip either way, almost always). */
function luaScript(redis: Redis, source: string) {
  let sha: string | undefined;
  return async (keys: string[], args: Array<string | number>): Promise<unknown> => {
    if (sha) {
      try {
        return await redis.evalsha(sha, keys.length, ...keys, ...args);
      } catch (err) {
        if (!(err instanceof Error) || !err.message.includes('NOSCRIPT')) throw err;
      }
    }
    sha = (await redis.script('LOAD', source)) as string;
    return redis.evalsha(sha, keys.length, ...keys, ...args);
  };
}

/** Logs a Redis failure at most every 30 s: the pages go on, the log does not fill up. */
function throttledWarn(logger: Logger) {
  let lastLogged = -Infinity;
  return (err: unknown, message: string): void => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, message);
  };
}

export interface TrafficCounterOptions {
  redis: Redis;
  /** REDIS_PREFIX: the keys are `${prefix}:traffic:...`. */
  prefix: string;
  logger: Logger;
  /** The clock (tests replay days). */
  now?: () => number;
}

/** Who is viewing: hashed with the day's salt, never stored as such. */
export interface Viewer {
  address: string;
  userAgent: string;
}

export interface TrafficCounter {
  /** Counts one page view (one Redis round trip). Never throws: with Redis away it logs and resolves. */
  record(view: PageView, viewer: Viewer): Promise<void>;
  /** The landing data of the viewer's current visit, or null (none, Redis away, Do Not Track). */
  visitOf(viewer: Viewer): Promise<VisitLanding | null>;
}

/** A salt is re-read from Redis at least this often, so instances agree even after Redis lost it. */
const SALT_CACHE_MS = 60_000;

/**
 * Counts page views into per-day Redis counters: page views per path, visits per landing page,
 * source and campaign, and the day's set of visitor ids. A visitor id is HMAC-SHA256 of address and
 * user agent under the day's salt (32 random bytes, created once per UTC day by whichever instance
 * comes first, expiring at the day's end); a visit is a key per visitor id that lives VISIT_IDLE_MS
 * after its last view, holding the landing data (for a lead's attribution).
 */
export function createTrafficCounter(options: TrafficCounterOptions): TrafficCounter {
  const { redis, logger } = options;
  const now = options.now ?? Date.now;
  const keys = keysOf(options.prefix);
  const recordScript = luaScript(redis, RECORD_SCRIPT);
  const warn = throttledWarn(logger);
  let cached: { day: string; salt: string; readAt: number } | undefined;

  /** The day's salt: created here when no instance has yet (SET NX), else the one Redis holds. */
  async function saltOf(at: number, create: boolean): Promise<string | null> {
    const day = utcDayOf(at);
    if (cached && cached.day === day && at - cached.readAt < SALT_CACHE_MS) return cached.salt;
    cached = undefined;
    const key = keys.salt(day);
    let salt: string | null;
    if (create) {
      const replies = await redis
        .multi()
        .set(key, randomBytes(32).toString('hex'), 'EXAT', endOfUtcDaySeconds(at), 'NX')
        .get(key)
        .exec();
      const [error, value] = replies?.[1] ?? [new Error('no reply to the salt transaction'), null];
      if (error) throw error;
      salt = typeof value === 'string' ? value : null;
    } else {
      salt = await redis.get(key);
    }
    if (salt) cached = { day, salt, readAt: at };
    return salt;
  }

  const visitorId = (salt: string, { address, userAgent }: Viewer): string =>
    createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('base64url');

  return {
    async record(view, viewer) {
      try {
        const at = now();
        const day = utcDayOf(at);
        const salt = await saltOf(at, true);
        if (!salt) throw new Error('no salt for the day');
        const visitor = visitorId(salt, viewer);
        const landing = classifyVisit({ url: view.url, referer: view.referer, siteHost: view.host });
        const campaign = landing.utmCampaign ?? '';
        await recordScript(
          [keys.visit(visitor), keys.pages(day), keys.visits(day), keys.visitors(day), keys.days],
          [
            JSON.stringify(landing),
            VISIT_IDLE_MS,
            view.path,
            visitField(landing.landingPage, landing.source, campaign),
            visitor,
            day,
            endOfUtcDaySeconds(at) + COUNTER_KEEP_DAYS * 24 * 3600,
            TRAFFIC_MAX_FIELDS_PER_DAY,
            TRAFFIC_OTHER_PATH,
            visitField(TRAFFIC_OTHER_PATH, landing.source, ''),
            at,
          ],
        );
      } catch (err) {
        warn(err, 'traffic: a page view could not be counted (Redis unavailable?)');
      }
    },

    async visitOf(viewer) {
      try {
        const at = now();
        const salt = await saltOf(at, false);
        if (!salt) return null;
        const [landing, seen] = await redis.hmget(keys.visit(visitorId(salt, viewer)), 'landing', 'seen');
        if (!landing || !seen || at - Number(seen) > VISIT_IDLE_MS) return null;
        return JSON.parse(landing) as VisitLanding;
      } catch (err) {
        warn(err, 'traffic: the visit could not be read (Redis unavailable?)');
        return null;
      }
    },
  };
}

// ---- moving the counters into PostgreSQL ----

/** One day's counters taken from Redis by one claim. */
export interface TrafficDayCounts {
  day: string;
  pages: Array<{ path: string; views: number }>;
  visits: Array<{ landingPage: string; source: TrafficSource; campaign: string; visits: number }>;
  /** The day's unique visitors so far (the stored figure only ever grows to it). */
  visitors: number;
}

/** Where the aggregates are kept (forms-service's repository). */
export interface TrafficStore {
  /**
   * Adds the counts in one transaction, once per claim id: false (nothing changed) when that claim
   * was added before, so a claim taken over after a crash is never counted twice.
   */
  addClaim(claim: string, counts: TrafficDayCounts): Promise<boolean>;
  /** Deletes aggregates (and claim records) of days before `day`. */
  deleteBefore(day: string): Promise<void>;
}

export interface TrafficFlushResult {
  /** Claims added to the store by this flush. */
  claims: number;
  /** Past days whose visitor set and salt were deleted. */
  forgottenDays: string[];
}

export interface TrafficFlusher {
  /** Moves every day's counters into the store; never throws (logged). Flushes of one instance run one after another. */
  flush(): Promise<TrafficFlushResult>;
}

export interface TrafficFlusherOptions {
  redis: Redis;
  prefix: string;
  logger: Logger;
  store: TrafficStore;
  now?: () => number;
}

const toCount = (value: string): number => Number.parseInt(value, 10) || 0;

/**
 * Moves the Redis counters into the store, exactly once with any number of instances: each day's
 * two hashes are RENAMEd to a claim of this flush (atomic: one instance gets them, views from then
 * on start new hashes), read, added under the claim's id in one transaction, then deleted. A claim
 * whose flusher stopped halfway is taken over later; the store refuses a claim id it already has.
 * Visitors are the day's set's size (a set, so never added twice). A past day, once flushed, loses
 * its visitor set and salt; yesterday's salt is deleted whatever its expiry says.
 */
export function createTrafficFlusher(options: TrafficFlusherOptions): TrafficFlusher {
  const { redis, logger, store } = options;
  const now = options.now ?? Date.now;
  const keys = keysOf(options.prefix);
  const claimScript = luaScript(redis, CLAIM_SCRIPT);
  const forgetScript = luaScript(redis, FORGET_DAY_SCRIPT);
  let queue: Promise<unknown> = Promise.resolve();

  async function addClaim(claim: string, day: string): Promise<boolean> {
    const [pages, visits, visitors] = await Promise.all([
      redis.hgetall(keys.claimPages(claim)),
      redis.hgetall(keys.claimVisits(claim)),
      redis.scard(keys.visitors(day)),
    ]);
    const counts: TrafficDayCounts = {
      day,
      pages: Object.entries(pages).map(([path, views]) => ({ path, views: toCount(views) })),
      visits: Object.entries(visits).map(([field, count]) => {
        const [landingPage, source, campaign] = JSON.parse(field) as [string, TrafficSource, string];
        return { landingPage, source, campaign, visits: toCount(count) };
      }),
      visitors,
    };
    const added = await store.addClaim(claim, counts);
    await redis.del(keys.claimPages(claim), keys.claimVisits(claim), keys.claimDay(claim));
    return added;
  }

  /** Every claim still in Redis: its id and whether it is old enough to be an orphan (its flusher stopped halfway). */
  async function pendingClaims(at: number): Promise<Array<{ claim: string; orphan: boolean }>> {
    const found: Array<{ claim: string; orphan: boolean }> = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${keys.base}claim:*:day`, 'COUNT', 200);
      cursor = next;
      for (const key of batch) {
        const claim = key.slice(`${keys.base}claim:`.length, -':day'.length);
        found.push({ claim, orphan: at - Number(claim.split('-')[0]) >= ORPHAN_CLAIM_MS });
      }
    } while (cursor !== '0');
    return found;
  }

  async function flushOnce(): Promise<TrafficFlushResult> {
    const at = now();
    const today = utcDayOf(at);
    const result: TrafficFlushResult = { claims: 0, forgottenDays: [] };
    // A day with a claim still on its way (another instance's, now) keeps its visitor set until that claim is added.
    const busyDays = new Set<string>();
    for (const { claim, orphan } of await pendingClaims(at)) {
      const day = await redis.get(keys.claimDay(claim));
      if (!day) continue;
      if (!orphan) busyDays.add(day);
      else if (await addClaim(claim, day)) result.claims += 1;
    }
    const days = (await redis.smembers(keys.days)).sort();
    for (const day of days) {
      const claim = `${at}-${randomUUID()}`;
      const claimed = await claimScript(
        [keys.pages(day), keys.visits(day), keys.claimPages(claim), keys.claimVisits(claim), keys.claimDay(claim)],
        [day, (COUNTER_KEEP_DAYS + 1) * 24 * 3600],
      );
      if (claimed === 1 && (await addClaim(claim, day))) result.claims += 1;
      if (day < today && !busyDays.has(day)) {
        const forgotten = await forgetScript([keys.pages(day), keys.visits(day), keys.visitors(day), keys.salt(day), keys.days], [day]);
        if (forgotten === 1) result.forgottenDays.push(day);
      }
    }
    // Yesterday's salt goes now, even if no view was counted with it and its expiry has not fired.
    await redis.del(keys.salt(dayBefore(today, 1)));
    await store.deleteBefore(dayBefore(today, TRAFFIC_RETENTION_DAYS));
    return result;
  }

  return {
    flush() {
      const run = queue.then(flushOnce).catch((err: unknown) => {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'traffic: counters not flushed this time (Redis or PostgreSQL unavailable?)');
        return { claims: 0, forgottenDays: [] } satisfies TrafficFlushResult;
      });
      queue = run;
      return run;
    },
  };
}
