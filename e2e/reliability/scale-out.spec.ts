// Scale-out and faults with real processes: a private gateway in front of TWO private
// content-service instances (built dist, the e2e run's database), under read load:
// - rolling restart (SIGTERM one instance, start it again, then the other): failed requests counted;
// - both instances SIGKILLed: content paths answer a JSON 503 quickly, other services' paths still
//   work; one instance back: the paths heal.
// Figures are printed (and written to .local/reliability-figures.json) for docs/operations.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ServiceProcess, freePort, jwtPublicKey, startLoad, waitUntilHealthy } from './support/processes';

const FULL = process.env.FULL_RELIABILITY === '1';
const gatewayPort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080').port);
const slot = Math.round((gatewayPort - 18080) / 100);
const harness = (offset: number) => `http://127.0.0.1:${14000 + offset + slot * 100}`;
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/site';

jest.setTimeout(FULL ? 600_000 : 180_000);

let contentA: ServiceProcess;
let contentB: ServiceProcess;
let gateway: ServiceProcess;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  const env = { DATABASE_URL: databaseUrl, JWT_PUBLIC_KEY: jwtPublicKey(), SHUTDOWN_TIMEOUT_MS: '10000' };
  contentA = new ServiceProcess('content-service', await freePort(), env);
  contentB = new ServiceProcess('content-service', await freePort(), env);
  await Promise.all([contentA.start(), contentB.start()]);
  gateway = new ServiceProcess('gateway', await freePort(), {
    CONTENT_URL: `${contentA.url},${contentB.url}`,
    AUTH_URL: harness(2),
    FORMS_URL: harness(3),
    UPLOAD_URL: harness(4),
    JWT_PUBLIC_KEY: jwtPublicKey(),
    REDIS_PREFIX: `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:scale`,
    RATE_LIMIT_MAX: '0',
    LOGIN_RATE_LIMIT_MAX: '0',
    STATIC_DIR: path.join(ROOT, 'no-static-dir'),
  });
  await gateway.start();
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), contentA?.stop(), contentB?.stop()]);
  mkdirSync(path.join(ROOT, '.local'), { recursive: true });
  writeFileSync(path.join(ROOT, '.local', 'reliability-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`reliability figures: ${JSON.stringify(figures)}`);
});

const read = (p: string) => async () => (await fetch(`${gateway.url}${p}`, { headers: { accept: 'application/json' } }).then(async (r) => (await r.arrayBuffer(), r.status)));

describe('two content-service instances behind the gateway', () => {
  it('when each instance is restarted in turn (SIGTERM, start again) under read load, then no read fails', async () => {
    const load = startLoad(async () => {
      const status = await read(Math.random() < 0.5 ? '/blogs' : '/api/caseStudies')();
      return status;
    }, 4);
    const rounds = FULL ? 3 : 1;
    for (let i = 0; i < rounds; i += 1) {
      for (const instance of [contentA, contentB]) {
        await new Promise((r) => setTimeout(r, 1000));
        await instance.stop('SIGTERM');
        await new Promise((r) => setTimeout(r, 500));
        await instance.start();
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    const result = await load.stop();
    figures.rollingRestart = { rounds, ...result };
    expect(result.total).toBeGreaterThan(50);
    expect(result).toMatchObject({ failed: 0 });
  });

  it('when both instances are killed, then content paths answer a JSON 503 within 2.5 s, forms paths still answer, and the paths heal when one instance returns', async () => {
    await Promise.all([contentA.stop('SIGKILL'), contentB.stop('SIGKILL')]);
    const started = Date.now();
    const down = await fetch(`${gateway.url}/blogs`, { headers: { accept: 'application/json' } });
    const downMs = Date.now() - started;
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toMatch(/application\/json/);
    expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
    expect(downMs).toBeLessThan(2500);
    // Another service's path is untouched by the outage.
    const other = await fetch(`${gateway.url}/api/newsletter/confirm?token=nope`);
    expect(other.status).toBeLessThan(500);

    await contentA.start();
    const healStarted = Date.now();
    let healed = 0;
    while (Date.now() - healStarted < 15_000) {
      healed = await read('/blogs')();
      if (healed === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    figures.outage = { firstReplyMs: downMs, healedAfterRestartMs: Date.now() - healStarted };
    expect(healed).toBe(200);
    await contentB.start();
    await waitUntilHealthy(gateway.url);
  });
});
