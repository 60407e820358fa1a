// Scale-out with real processes: a private gateway in front of TWO private instances of each of
// content-, auth-, forms- and upload-service (built dist, a scratch database, a private Redis prefix,
// the run's S3):
// - rolling restart of every service in turn (SIGTERM one instance, wait until it is back and ready,
//   then the other) under a mixed load of reads AND writes through the gateway: every reply must be
//   the expected status, and every accepted write must be stored exactly once;
// - both content instances SIGKILLed: content paths answer a JSON 503 quickly, other services' paths
//   still work; one instance back: the paths heal.
// CI: one round; FULL_RELIABILITY=1: three rounds. Figures are printed and written to
// .local/reliability-figures.json for docs/operations.md. The worker does not serve through the
// gateway; its restarts under mail load are in faults.spec.ts.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createScratchDatabase, query, type ScratchDatabase } from './support/databases';
import { ROOT, ServiceProcess, freePort, jwtPublicKey, startLoad, waitUntilHealthy, type LoadOperation } from './support/processes';

const FULL = process.env.FULL_RELIABILITY === '1';
const ROUNDS = FULL ? 3 : 1;
const gatewayPort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080').port);
const slot = Math.round((gatewayPort - 18080) / 100);
const S3_ENDPOINT = `http://127.0.0.1:${14569 + slot * 100}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:roll`;
const ADMIN = { email: 'roll-admin@northwire.example', password: 'Roll-Admin-2026' };
/** The gateway asks each instance's /readyz this often; instances drain for 1 s (ServiceProcess). */
const READY_INTERVAL_MS = 200;

jest.setTimeout(FULL ? 900_000 : 240_000);

type Service = 'content' | 'auth' | 'forms' | 'upload';
const SERVICES: Service[] = ['content', 'auth', 'forms', 'upload'];

let db: ScratchDatabase;
let gateway: ServiceProcess;
const instances = {} as Record<Service, [ServiceProcess, ServiceProcess]>;
const figures: Record<string, unknown> = {};
const run = `${Date.now().toString(36)}`;

function serviceEnv(service: Service): Record<string, string> {
  const shared = { DATABASE_URL: db.url, REDIS_URL, REDIS_PREFIX, JWT_PUBLIC_KEY: jwtPublicKey() };
  switch (service) {
    case 'auth':
      return {
        ...shared,
        JWT_PRIVATE_KEY: readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-private.pem'), 'utf8'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
    case 'forms':
      return { ...shared, RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_HOUR: '1000000' };
    case 'upload':
      return {
        ...shared,
        S3_ENDPOINT,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        RESUME_UPLOADS_PER_HOUR: '1000000',
        RESUME_SWEEP_INTERVAL_MS: '0',
      };
    default:
      return shared;
  }
}

beforeAll(async () => {
  db = await createScratchDatabase('roll');
  // One instance of each first (each migrates its schema), then the second ones.
  for (const index of [0, 1]) {
    await Promise.all(
      SERVICES.map(async (service) => {
        const instance = new ServiceProcess(`${service}-service`, await freePort(), serviceEnv(service));
        await instance.start();
        (instances[service] ??= [instance, instance])[index] = instance;
      }),
    );
  }
  gateway = new ServiceProcess('gateway', await freePort(), {
    CONTENT_URL: instances.content.map((i) => i.url).join(','),
    AUTH_URL: instances.auth.map((i) => i.url).join(','),
    FORMS_URL: instances.forms.map((i) => i.url).join(','),
    UPLOAD_URL: instances.upload.map((i) => i.url).join(','),
    JWT_PUBLIC_KEY: jwtPublicKey(),
    REDIS_URL,
    REDIS_PREFIX,
    RATE_LIMIT_MAX: '0',
    LOGIN_RATE_LIMIT_MAX: '0',
    UPSTREAM_READY_INTERVAL_MS: String(READY_INTERVAL_MS),
    STATIC_DIR: path.join(ROOT, 'no-static-dir'),
  });
  await gateway.start();
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), ...Object.values(instances).flat().map((i) => i.stop())]);
  await db?.drop();
  // The private prefix: rate-limit counters, lockouts and the mail jobs no worker took.
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  mkdirSync(path.join(ROOT, '.local'), { recursive: true });
  writeFileSync(path.join(ROOT, '.local', 'reliability-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`reliability figures: ${JSON.stringify(figures)}`);
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function call(p: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${gateway.url}${p}`, { headers: { accept: 'application/json' }, ...init });
  return { status: res.status, text: await res.text() };
}

/** Letters only (contact names allow letters and spaces). */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

/** What the load sent and the service accepted, by kind, to compare with the rows afterwards. */
const accepted = { caseStudies: [] as string[], contacts: [] as string[], newsletters: [] as string[], resumes: [] as string[] };

function mixedLoad(token: string): LoadOperation[] {
  const startedAt = Date.now() - 60_000; // a human-paced form, not the anti-spam timer's "too fast"
  // -1: the expected status with a wrong body (a sign-in without a token, a form reply without success).
  const accept = (list: string[], marker: string, status: number, expected: number) => {
    if (status === expected) list.push(marker);
    return status;
  };
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  return [
    { name: 'content GET /blogs', expected: 200, run: async () => (await call('/blogs')).status },
    { name: 'content GET /api/caseStudies', expected: 200, run: async () => (await call('/api/caseStudies')).status },
    {
      name: 'content POST /api/caseStudies (admin)',
      expected: 201,
      run: async (n) => {
        const marker = `roll-${run}-${n}`;
        const { status } = await call('/api/caseStudies', json({ heroHeading: marker, clientName: 'Rolling' }, { authorization: `Bearer ${token}` }));
        return accept(accepted.caseStudies, marker, status, 201);
      },
    },
    {
      name: 'auth POST /api/users/login',
      expected: 200,
      run: async () => {
        const { status, text } = await call('/api/users/login', json(ADMIN));
        return status === 200 && !text.includes('"token"') ? -1 : status;
      },
    },
    {
      name: 'forms POST /send-contact-form-main',
      expected: 200,
      run: async (n) => {
        const marker = `roll-${run}-${n}`;
        const { status, text } = await call(
          '/send-contact-form-main',
          json({ email: `c${n}@roll.example`, name: `Roll ${letters(n)}`, message: marker, phoneNum: '5035550100', formType: 'Contact page Form', startedAt }),
        );
        return accept(accepted.contacts, marker, status === 200 && text !== '{"msg":"success"}' ? -1 : status, 200);
      },
    },
    {
      name: 'forms POST /send-newsletter',
      expected: 200,
      run: async (n) => {
        const email = `n${n}-${run}@roll.example`;
        const { status, text } = await call('/send-newsletter', json({ email, formType: 'Newsletter', startedAt }));
        return accept(accepted.newsletters, email, status === 200 && text !== '{"msg":"success"}' ? -1 : status, 200);
      },
    },
    {
      name: 'upload POST /api/upload/resume',
      expected: 200,
      run: async (n) => {
        const name = `roll-${run}-${n}.pdf`;
        const form = new FormData();
        form.append('cv', new Blob([pdf], { type: 'application/pdf' }), name);
        const { status } = await call('/api/upload/resume', { method: 'POST', body: form });
        return accept(accepted.resumes, name, status, 200);
      },
    },
  ];
}

/** Rows per marker, from the scratch database. */
async function storedCounts(sql: string): Promise<Map<string, number>> {
  const rows = await query<{ marker: string; n: string }>(db.name, sql, [`%${run}%`]);
  return new Map(rows.map((r) => [r.marker, Number(r.n)]));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('two instances of each service behind the gateway', () => {
  it('when every service is restarted instance by instance (SIGTERM, back and ready, then the other) under mixed reads and writes, then no request fails and every accepted write is stored exactly once', async () => {
    const login = await call('/api/users/login', json(ADMIN));
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.text) as { token: string };
    const load = startLoad(mixedLoad(token), 6);

    const restarts: Record<string, number[]> = {};
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const service of SERVICES) {
        for (const instance of instances[service]) {
          await sleep(500);
          const t0 = Date.now();
          await instance.stop('SIGTERM'); // drains 1 s, then exits
          await instance.start();
          await waitUntilHealthy(instance.url, 30_000, '/readyz');
          // The gateway has seen it ready before the other instance goes.
          await sleep(2 * READY_INTERVAL_MS);
          (restarts[service] ??= []).push(Date.now() - t0);
        }
      }
    }
    await sleep(500);
    const result = await load.stop();
    const durationMs = Date.now() - started;

    const stored = {
      caseStudies: await storedCounts(`SELECT hero_heading AS marker, count(*) AS n FROM content.case_studies WHERE hero_heading LIKE $1 GROUP BY 1`),
      contacts: await storedCounts(`SELECT payload->>'message' AS marker, count(*) AS n FROM forms.submissions WHERE type = 'contact' AND payload->>'message' LIKE $1 GROUP BY 1`),
      newsletters: await storedCounts(`SELECT payload->>'email' AS marker, count(*) AS n FROM forms.submissions WHERE type = 'newsletter' AND payload->>'email' LIKE $1 GROUP BY 1`),
      resumes: await storedCounts(`SELECT original_name AS marker, count(*) AS n FROM uploads.resumes WHERE original_name LIKE $1 GROUP BY 1`),
    };
    figures.rollingRestart = {
      rounds: ROUNDS,
      instancesRestarted: ROUNDS * SERVICES.length * 2,
      durationMs,
      restartMs: restarts,
      ...result,
      storedOnce: Object.fromEntries(Object.entries(stored).map(([kind, rows]) => [kind, rows.size])),
    };
    console.log(`rolling restart: ${JSON.stringify(figures.rollingRestart, null, 2)}`);

    expect(result.total).toBeGreaterThan(200);
    expect(Object.fromEntries(Object.entries(result.operations).map(([name, o]) => [name, o.failed]))).toEqual(
      Object.fromEntries(Object.keys(result.operations).map((name) => [name, 0])),
    );
    for (const kind of Object.keys(stored) as (keyof typeof stored)[]) {
      expect({ kind, stored: [...stored[kind].keys()].sort() }).toEqual({ kind, stored: [...accepted[kind]].sort() });
      expect({ kind, counts: [...new Set(stored[kind].values())] }).toEqual({ kind, counts: accepted[kind].length > 0 ? [1] : [] });
      expect({ kind, accepted: accepted[kind].length > 5 }).toEqual({ kind, accepted: true });
    }
  });

  it('when both content instances are killed, then content paths answer a JSON 503 within 2.5 s, forms paths still answer, and the paths heal when one instance returns', async () => {
    const [contentA, contentB] = instances.content;
    await Promise.all([contentA.stop('SIGKILL'), contentB.stop('SIGKILL')]);
    const started = Date.now();
    const down = await fetch(`${gateway.url}/blogs`, { headers: { accept: 'application/json' } });
    const downMs = Date.now() - started;
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toMatch(/application\/json/);
    expect(await down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
    expect(downMs).toBeLessThan(2500);
    // Another service's path is untouched by the outage.
    expect((await call('/send-newsletter', json({ email: `outage-${run}@roll.example`, formType: 'Newsletter' }))).status).toBe(200);

    await contentA.start();
    const healStarted = Date.now();
    let healed = 0;
    while (Date.now() - healStarted < 15_000) {
      healed = (await call('/blogs')).status;
      if (healed === 200) break;
      await sleep(100);
    }
    figures.outage = { firstReplyMs: downMs, healedAfterRestartMs: Date.now() - healStarted };
    expect(healed).toBe(200);
    await contentB.start();
    await waitUntilHealthy(gateway.url);
  });
});
