import http from 'node:http';
import { createLogger, createTrafficFlusher, type TrafficFlusher } from '@site/service-kit';
import {
  createMemoryTrafficStore,
  REPLAY_DAY_1,
  REPLAY_FORGED_ADDRESS,
  REPLAY_RAW_VALUES,
  TRAFFIC_REPLAY,
  TRAFFIC_REPLAY_EXPECTED,
  type ReplayStep,
} from '@site/testing/traffic-replay';
import { waitFor } from '@site/testing/wait-for';
import { startGateway, type TestGateway } from './helpers';

/** The trusted proxy of these tests (TRUST_PROXY): connections from this loopback address stand for nginx. */
const PROXY_ADDRESS = '127.0.0.2';

let clock = 0;
let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway({ TRUST_PROXY: PROXY_ADDRESS }, { now: () => clock });
});
afterAll(async () => {
  await gw?.close();
});

/** Sends a step as it reaches the gateway: from the trusted proxy with its marks, or from an untrusted peer. */
function send(step: ReplayStep): Promise<number> {
  const fromProxy = step.via === 'mirror' || step.via === 'counted';
  const mark = typeof step.via === 'object' ? step.via.forged : fromProxy ? step.via : undefined;
  const headers: Record<string, string> = {
    host: 'www.example.com',
    'user-agent': step.userAgent,
    // A proxy names the client; an untrusted peer's claim is ignored (the address is the peer's own).
    'x-forwarded-for': fromProxy ? step.address : REPLAY_FORGED_ADDRESS,
    ...(mark ? { 'x-page-view': mark } : {}),
    ...step.headers,
  };
  const { port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: Number(port), path: step.url, method: 'GET', headers, localAddress: fromProxy ? PROXY_ADDRESS : '127.0.0.1', agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Every key of the run's traffic counting and its value, as text (whatever its Redis type). */
async function trafficKeys(): Promise<Array<{ key: string; value: string }>> {
  const keys = await gw.redis.keys(`${gw.redisPrefix}:traffic:*`);
  return Promise.all(
    keys.map(async (key) => {
      const type = await gw.redis.type(key);
      const value =
        type === 'hash' ? JSON.stringify(await gw.redis.hgetall(key))
        : type === 'set' ? JSON.stringify(await gw.redis.smembers(key))
        : type === 'string' ? String(await gw.redis.get(key))
        : type;
      return { key, value };
    }),
  );
}

describe('traffic counts through the gateway (issue 27)', () => {
  let flusher: TrafficFlusher;
  const store = createMemoryTrafficStore();
  const totalViews = () => store.rows().pages.reduce((sum, row) => sum + row.views, 0);

  beforeAll(() => {
    flusher = createTrafficFlusher({ redis: gw.redis, prefix: gw.redisPrefix, logger: createLogger('test', 'silent'), store, now: () => clock });
  });

  test('when a known set of page requests is replayed (visitors, bots, DNT, GPC, repeated views, an idle visit, the next day, proxy marks from trusted and untrusted peers), then the flushed aggregates are exactly the expected ones and nothing raw is kept', async () => {
    const statuses: Array<[string, number]> = [];
    let counted = 0;
    for (const step of TRAFFIC_REPLAY) {
      clock = step.at;
      statuses.push([step.why, await send(step)]);
      if (!step.counted) continue;
      counted += 1;
      // record() is not awaited by the reply: the view is in once a flush finds it.
      await waitFor(async () => (await flusher.flush(), totalViews() >= counted), { what: `${counted} views counted after "${step.why}"` });
      expect({ step: step.why, views: totalViews() }).toEqual({ step: step.why, views: counted });
    }
    await flusher.flush();
    expect(store.rows()).toEqual(TRAFFIC_REPLAY_EXPECTED);

    // Mirrors are answered by the gateway (nothing proxied); everything else reached its upstream.
    expect(statuses).toEqual(TRAFFIC_REPLAY.map((step) => [step.why, step.via === 'mirror' ? 204 : 200]));
    const proxied = TRAFFIC_REPLAY.filter((step) => step.via !== 'mirror' && !step.url.startsWith('/api/')).map((step) => step.url);
    expect(gw.site.received.map((r) => r.url)).toEqual(proxied);
    // The mark is the gateway's business: never passed on.
    expect(gw.site.receivedHeaders.map((h) => h['x-page-view'])).toEqual(proxied.map(() => undefined));

    // The day after: the first day's salt, visitor set and counters are gone; no key or value holds an address or agent.
    const left = await trafficKeys();
    expect(left.filter(({ key }) => key.includes(REPLAY_DAY_1))).toEqual([]);
    expect(left.filter(({ key, value }) => REPLAY_RAW_VALUES.some((raw) => key.includes(raw) || value.includes(raw)))).toEqual([]);
  });
});
