// Page views counted per second on this machine (issue 27): service-kit's record(), the work the
// gateway adds to each page view (one Redis round trip, not awaited by the page), against the local
// Redis at BENCH_TRAFFIC_CONCURRENCY views in flight; then a flush into an in-memory store proves
// every view was counted. A figure to read, not a target. Run alone: `node bench/traffic-count.mjs`
// (after `npm run build`; REDIS_URL as for the services).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createLogger, createRedis, createTrafficCounter, createTrafficFlusher, pageViewOf, redisReady } from '@site/service-kit';

const VIEWS = Number(process.env.BENCH_TRAFFIC_VIEWS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_TRAFFIC_CONCURRENCY ?? 64);
const PATHS = ['/', '/about', '/services', '/network-design', '/blog', '/contact-usa', '/blogs/an-article', '/casestudy/abc'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const REFERRERS = [undefined, 'https://www.google.com/', 'https://www.linkedin.com/', 'https://partner.example.org/'];

/** The i-th view of the run: a few thousand visitors over the site's pages, some from campaigns. */
function viewAt(i) {
  const query = i % 11 === 0 ? '?utm_source=linkedin&utm_campaign=bench' : '';
  const referer = REFERRERS[i % REFERRERS.length];
  const userAgent = AGENTS[i % AGENTS.length];
  const view = pageViewOf({
    method: 'GET',
    url: `${PATHS[i % PATHS.length]}${query}`,
    headers: { host: 'www.example.com', 'user-agent': userAgent, ...(referer ? { referer } : {}) },
  });
  return { view, viewer: { address: `10.${(i >> 8) % 16}.${i % 256}.1`, userAgent } };
}

async function deleteKeys(redis, pattern) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}

export async function benchTrafficCount({ redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', views = VIEWS, concurrency = CONCURRENCY } = {}) {
  const prefix = `bench-traffic:${process.pid}:${randomBytes(3).toString('hex')}`;
  const redis = createRedis(redisUrl);
  redis.on('error', () => undefined);
  if (!(await redisReady(redis, 5000))) throw new Error(`traffic bench: no Redis at ${redisUrl}`);
  const logger = createLogger('bench-traffic', 'error');
  try {
    const counter = createTrafficCounter({ redis, prefix, logger });
    const work = Array.from({ length: views }, (_, i) => viewAt(i));
    // Warm-up: the day's salt, the scripts loaded, the connection busy.
    for (let i = 0; i < 200; i += 1) await counter.record(work[i].view, work[i].viewer);
    let next = 0;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < views) {
          const { view, viewer } = work[next++];
          await counter.record(view, viewer);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    let counted = 0;
    const store = {
      addClaim: async (_claim, counts) => {
        counted += counts.pages.reduce((sum, page) => sum + page.views, 0);
        return true;
      },
      deleteBefore: async () => undefined,
    };
    await createTrafficFlusher({ redis, prefix, logger, store }).flush();
    return { views, concurrency, seconds: Math.round(seconds * 100) / 100, viewsPerSecond: Math.round(views / seconds), counted: counted - 200 };
  } finally {
    await deleteKeys(redis, `${prefix}:*`);
    redis.disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchTrafficCount();
  console.log(`page views counted: ${result.viewsPerSecond}/s (${result.views} views, ${result.concurrency} in flight, ${result.seconds} s; ${result.counted} of ${result.views} in the flushed counts)`);
}
