import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import {
  createLogger,
  createRedis,
  createTrafficCounter,
  createTrafficFlusher,
  initializeDataSource,
  pageViewOf,
  type TrafficCounter,
  type TrafficDayCounts,
} from '@site/service-kit';
import { testRedisPrefix, TEST_REDIS_URL, type TestDatabase } from '@site/service-kit/testing';
import { TRAFFIC_RETENTION_DAYS } from '@site/contracts';
import {
  REPLAY_DAY_1,
  REPLAY_DAY_2,
  REPLAY_RAW_VALUES,
  sortTrafficRows,
  TRAFFIC_REPLAY,
  TRAFFIC_REPLAY_EXPECTED,
  type TrafficRows,
} from '@site/testing/traffic-replay';
import { createFormsDataSource } from '../src/db/data-source';
import { TrafficRepository } from '../src/traffic/traffic-repository';
import { TrafficService } from '../src/traffic/traffic-service';
import { createFormsDatabase } from './helpers';

const logger = createLogger('forms-traffic-test', 'silent');
const DAY_MS = 24 * 60 * 60 * 1000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let db: TestDatabase;
let dataSource: DataSource;
let redis: Redis;

beforeAll(async () => {
  db = await createFormsDatabase('traffic');
  dataSource = await initializeDataSource(createFormsDataSource(db.url));
  redis = createRedis(TEST_REDIS_URL);
  redis.on('error', () => undefined);
  await new Promise((resolve) => redis.once('ready', resolve));
});
afterAll(async () => {
  redis?.disconnect();
  await dataSource?.destroy();
  await db?.drop();
});
beforeEach(async () => {
  await dataSource.query('TRUNCATE forms.traffic_days, forms.traffic_pages, forms.traffic_visits, forms.traffic_flush_claims');
});

/** A counter and a flushing service on a prefix of their own, sharing one clock, as the gateway and forms-service share Redis. */
function setUp(start: number) {
  const clock = { now: start };
  const prefix = testRedisPrefix('traffic');
  const now = () => clock.now;
  const counter = createTrafficCounter({ redis, prefix, logger, now });
  const service = new TrafficService({ dataSource, redis, redisPrefix: prefix, logger, intervalMs: 60_000, now });
  return { clock, prefix, counter, service };
}

async function rows(): Promise<TrafficRows> {
  const [days, pages, visits] = await Promise.all([
    dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors FROM forms.traffic_days`) as Promise<TrafficRows['days']>,
    dataSource.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, path, views FROM forms.traffic_pages`) as Promise<TrafficRows['pages']>,
    dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, landing_page AS "landingPage", source, campaign, visits FROM forms.traffic_visits`,
    ) as Promise<TrafficRows['visits']>,
  ]);
  return sortTrafficRows({ days, pages, visits });
}

const viewsOf = async (day: string): Promise<number> =>
  Number(((await dataSource.query(`SELECT coalesce(sum(views), 0) AS n FROM forms.traffic_pages WHERE day = $1`, [day])) as Array<{ n: string }>)[0]?.n);

/** Every key under the prefix with its value as text. */
async function keysAndValues(prefix: string): Promise<Array<{ key: string; value: string }>> {
  const keys = await redis.keys(`${prefix}:*`);
  return Promise.all(
    keys.map(async (key) => {
      const type = await redis.type(key);
      const value =
        type === 'hash' ? JSON.stringify(await redis.hgetall(key))
        : type === 'set' ? JSON.stringify(await redis.smembers(key))
        : String(await redis.get(key));
      return { key, value };
    }),
  );
}

/** Replays the scenario's requests as the gateway counts them: a page request a mirror counted already is skipped. */
async function replay(counter: TrafficCounter, clock: { now: number }, until: (at: number) => boolean): Promise<void> {
  for (const step of TRAFFIC_REPLAY.filter((s) => until(s.at))) {
    if (step.via === 'counted') continue;
    clock.now = step.at;
    const view = pageViewOf({ method: 'GET', url: step.url, headers: { host: 'www.example.com', 'user-agent': step.userAgent, ...step.headers } });
    expect({ step: step.why, counted: view !== null }).toEqual({ step: step.why, counted: step.counted });
    if (view) await counter.record(view, { address: step.address, userAgent: step.userAgent });
  }
}

describe('traffic aggregates in PostgreSQL (issue 27)', () => {
  test('when the known set of page requests is replayed and flushed on each day, then forms.traffic_days, traffic_pages and traffic_visits hold exactly the expected rows', async () => {
    const day2 = Date.parse(`${REPLAY_DAY_2}T00:00:00Z`);
    const { clock, counter, service } = setUp(0);
    await replay(counter, clock, (at) => at < day2);
    await service.flush();
    await replay(counter, clock, (at) => at >= day2);
    clock.now = day2 + 12 * 3600_000;
    await service.flush();
    expect(await rows()).toEqual(TRAFFIC_REPLAY_EXPECTED);
    // A flush with nothing new changes nothing.
    await service.flush();
    expect(await rows()).toEqual(TRAFFIC_REPLAY_EXPECTED);
  });

  test('when the tables are read, then no column or value holds an address or user agent; and after a flush on the next day, yesterday\'s salt and visitor set are gone from Redis', async () => {
    const day2 = Date.parse(`${REPLAY_DAY_2}T00:00:00Z`);
    const { clock, prefix, counter, service } = setUp(0);
    await replay(counter, clock, () => true);
    clock.now = day2 + 12 * 3600_000;

    // Before the day-2 flush the first day's salt is still there (its expiry is the end of that day, ahead of Redis's clock).
    expect((await keysAndValues(prefix)).filter(({ key }) => key.includes(REPLAY_DAY_1)).length).toBeGreaterThan(0);
    await service.flush();

    const columns = (await dataSource.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = 'forms' AND table_name LIKE 'traffic%' ORDER BY table_name, ordinal_position`,
    )) as Array<{ table_name: string; column_name: string; data_type: string }>;
    expect(columns.map((c) => `${c.table_name}.${c.column_name} ${c.data_type}`)).toEqual([
      'traffic_days.day date',
      'traffic_days.visitors integer',
      'traffic_flush_claims.claim text',
      'traffic_flush_claims.day date',
      'traffic_flush_claims.flushed_at timestamp with time zone',
      'traffic_pages.day date',
      'traffic_pages.path text',
      'traffic_pages.views integer',
      'traffic_visits.day date',
      'traffic_visits.landing_page text',
      'traffic_visits.source text',
      'traffic_visits.campaign text',
      'traffic_visits.visits integer',
    ]);
    const tables = [...new Set(columns.map((c) => c.table_name))];
    const everyRow = (
      await Promise.all(tables.map(async (table) => ((await dataSource.query(`SELECT * FROM forms.${table}`)) as unknown[]).map((row) => JSON.stringify(row))))
    ).flat();
    expect(everyRow.length).toBeGreaterThan(TRAFFIC_REPLAY_EXPECTED.pages.length);
    expect(everyRow.filter((row) => REPLAY_RAW_VALUES.some((raw) => row.includes(raw)))).toEqual([]);
    // Neither anything an address could be hidden in: the stored texts are paths, sources and campaigns.
    expect(everyRow.filter((row) => /\d+\.\d+\.\d+\.\d+|Mozilla/.test(row))).toEqual([]);

    const left = await keysAndValues(prefix);
    expect(left.filter(({ key }) => key.includes(REPLAY_DAY_1))).toEqual([]);
    expect(left.filter(({ key, value }) => REPLAY_RAW_VALUES.some((raw) => key.includes(raw) || value.includes(raw)))).toEqual([]);
  });

  test('when two instances flush at once while views keep coming, then every view is added exactly once', async () => {
    const start = Date.parse(`${REPLAY_DAY_1}T10:00:00Z`);
    const first = setUp(start);
    const second = new TrafficService({ dataSource, redis, redisPrefix: first.prefix, logger, intervalMs: 60_000, now: () => first.clock.now });
    const views = 300;
    const flushes: Array<Promise<unknown>> = [];
    for (let i = 0; i < views; i += 1) {
      const view = pageViewOf({ method: 'GET', url: `/page-${i % 7}`, headers: { 'user-agent': BROWSER } })!;
      await first.counter.record(view, { address: `10.0.${i % 5}.1`, userAgent: BROWSER });
      if (i % 25 === 0) flushes.push(first.service.flush(), second.flush());
    }
    await Promise.all(flushes);
    await Promise.all([first.service.flush(), second.flush()]);
    expect(await viewsOf(REPLAY_DAY_1)).toBe(views);
    expect(await rows()).toMatchObject({ days: [{ day: REPLAY_DAY_1, visitors: 5 }] });
  });

  test('when a flusher stops after claiming (PostgreSQL away) or after its commit (Redis away before the delete), then the claim is taken over later and counted exactly once', async () => {
    const start = Date.parse(`${REPLAY_DAY_1}T10:00:00Z`);
    const { clock, prefix, counter, service } = setUp(start);
    const view = pageViewOf({ method: 'GET', url: '/about', headers: { 'user-agent': BROWSER } })!;
    const repository = new TrafficRepository(dataSource);

    // Claims, then PostgreSQL fails: nothing stored, the claim stays in Redis.
    await counter.record(view, { address: '10.1.1.1', userAgent: BROWSER });
    const failing = createTrafficFlusher({
      redis, prefix, logger, now: () => clock.now,
      store: { addClaim: () => Promise.reject(new Error('PostgreSQL away')), deleteBefore: () => Promise.resolve() },
    });
    await failing.flush();
    // Commits, then stops before the claim is deleted.
    await counter.record(view, { address: '10.1.1.2', userAgent: BROWSER });
    const dying = createTrafficFlusher({
      redis, prefix, logger, now: () => clock.now,
      store: {
        addClaim: async (claim: string, counts: TrafficDayCounts) => {
          await repository.addClaim(claim, counts);
          throw new Error('stopped after the commit');
        },
        deleteBefore: () => Promise.resolve(),
      },
    });
    await dying.flush();
    expect(await viewsOf(REPLAY_DAY_1)).toBe(1);

    // Within five minutes a claim may still be its flusher's own: left alone.
    await service.flush();
    expect(await viewsOf(REPLAY_DAY_1)).toBe(1);
    clock.now += 5 * 60_000;
    await service.flush();
    expect(await viewsOf(REPLAY_DAY_1)).toBe(2);
    await service.flush();
    expect(await viewsOf(REPLAY_DAY_1)).toBe(2);
    expect((await keysAndValues(prefix)).filter(({ key }) => key.includes(':claim:'))).toEqual([]);
  });

  test(`when aggregates are older than ${TRAFFIC_RETENTION_DAYS} days, then a flush deletes them and keeps the rest`, async () => {
    const today = Date.parse(`${REPLAY_DAY_1}T10:00:00Z`);
    const dayAgo = (days: number) => new Date(today - days * DAY_MS).toISOString().slice(0, 10);
    const [kept, gone] = [dayAgo(TRAFFIC_RETENTION_DAYS), dayAgo(TRAFFIC_RETENTION_DAYS + 1)];
    for (const day of [kept, gone]) {
      await dataSource.query(`INSERT INTO forms.traffic_days (day, visitors) VALUES ($1, 1)`, [day]);
      await dataSource.query(`INSERT INTO forms.traffic_pages (day, path, views) VALUES ($1, '/', 1)`, [day]);
      await dataSource.query(`INSERT INTO forms.traffic_visits (day, landing_page, source, visits) VALUES ($1, '/', 'direct', 1)`, [day]);
    }
    await setUp(today).service.flush();
    expect(await rows()).toEqual({
      days: [{ day: kept, visitors: 1 }],
      pages: [{ day: kept, path: '/', views: 1 }],
      visits: [{ day: kept, landingPage: '/', source: 'direct', campaign: '', visits: 1 }],
    });
  });

  test('when Redis is away, then counting and flushing neither throw nor hang, and the visit reads as none', async () => {
    const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    down.on('error', () => undefined);
    const counter = createTrafficCounter({ redis: down, prefix: 'x', logger });
    const view = pageViewOf({ method: 'GET', url: '/', headers: { 'user-agent': BROWSER } })!;
    await expect(counter.record(view, { address: '10.0.0.1', userAgent: BROWSER })).resolves.toBeUndefined();
    await expect(counter.visitOf({ address: '10.0.0.1', userAgent: BROWSER })).resolves.toBeNull();
    const service = new TrafficService({ dataSource, redis: down, redisPrefix: 'x', logger, intervalMs: 60_000 });
    await expect(service.flush()).resolves.toEqual({ claims: 0, forgottenDays: [] });
    down.disconnect();
  });

  test('when a visitor reads pages, then visitOf gives the landing data of the current visit until it has been idle for 30 minutes', async () => {
    const start = Date.parse(`${REPLAY_DAY_1}T10:00:00Z`);
    const { clock, counter } = setUp(start);
    const viewer = { address: '10.2.2.2', userAgent: BROWSER };
    expect(await counter.visitOf(viewer)).toBeNull();
    const landing = pageViewOf({
      method: 'GET',
      url: '/services?utm_source=linkedin&utm_medium=social&utm_campaign=q1-retail',
      headers: { 'user-agent': BROWSER, referer: 'https://www.linkedin.com/', host: 'www.example.com' },
    })!;
    await counter.record(landing, viewer);
    clock.now += 20 * 60_000;
    await counter.record(pageViewOf({ method: 'GET', url: '/contact-usa', headers: { 'user-agent': BROWSER } })!, viewer);
    clock.now += 29 * 60_000;
    const expected = {
      landingPage: '/services',
      referrerHost: 'www.linkedin.com',
      source: 'campaign',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'q1-retail',
      utmTerm: null,
      utmContent: null,
    };
    expect(await counter.visitOf(viewer)).toEqual(expected);
    expect(await counter.visitOf({ ...viewer, userAgent: `${BROWSER} other` })).toBeNull();
    clock.now += 2 * 60_000;
    expect(await counter.visitOf(viewer)).toBeNull();
  });
});
