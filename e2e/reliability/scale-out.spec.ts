// Scale-out with real processes, in the shape docs/decisions/gateway-proxy.md (GP1) describes: a
// private nginx (deploy/nginx/nginx.conf) in front of TWO private gateways; each gateway has ONE URL
// per service, a private nginx upstream (support/service-balancer.ts) in front of TWO private
// instances of that service (content-, auth-, forms- and upload-service: built dist, a scratch
// database, a private Redis prefix, the run's S3):
// - rolling restart of every service instance (the first of each service together, then the second
//   ones) and then of each gateway (SIGTERM, back and ready, and the next only once nginx uses the
//   restarted one again) under a mixed load of reads AND writes through nginx: every reply must be the
//   expected status, and every accepted write must be stored exactly once;
// - content's one URL gone (its upstream and both instances down) while the same load runs against
//   the gateways: only content operations fail, each with the gateway's JSON 503 SERVICE_UNAVAILABLE
//   within 2.5 s, the other operations fail none; once content is back, it answers through both
//   gateways again.
// CI: one round; FULL_RELIABILITY=1: three rounds. Figures are printed and written to
// .local/reliability-figures.json for docs/operations.md. The worker does not serve through the
// gateway; two workers restarted under mail load are in faults.spec.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { prepareNginx, startNginx, type RunningNginx } from '../../deploy/test/nginx-harness';
import { createScratchDatabase, query, type ScratchDatabase } from './support/databases';
import {
  NO_SITE_SERVER,
  REDIS_URL,
  ROOT,
  ServiceProcess,
  freePort,
  localFormToken,
  jwtPublicKey,
  serviceEnv,
  startLoad,
  waitUntilHealthy,
  type LoadOperation,
  type ServiceName,
} from './support/processes';
import { ServiceBalancer, refusedConnections, takenOutUntil } from './support/service-balancer';
import { waitFor } from '@site/testing';
import { MINIMAL_PDF } from '@site/testing/resume-files';

const FULL = process.env.FULL_RELIABILITY === '1';
const ROUNDS = FULL ? 3 : 1;
const gatewayPort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080').port);
const slot = Math.round((gatewayPort - 18080) / 100);
const S3_ENDPOINT = `http://127.0.0.1:${14569 + slot * 100}`;
const REDIS_PREFIX = `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:roll`;
const ADMIN = { email: 'roll-admin@northwire.example', password: 'Roll-Admin-2026' };
/**
 * The production drain (docs/operations.md) for the gateways and the service instances alike: longer
 * than their nginx upstreams' keepalive_timeout (2 s), so nginx has closed every idle connection to
 * a draining process before that process closes the idle ones itself.
 */
const DRAIN_MS = '3000';

jest.setTimeout(FULL ? 900_000 : 420_000);

const SERVICES: ServiceName[] = ['content', 'auth', 'forms', 'upload'];

let db: ScratchDatabase;
let gateways: [ServiceProcess, ServiceProcess];
let nginx: RunningNginx;
const instances = {} as Record<ServiceName, [ServiceProcess, ServiceProcess]>;
const balancers = {} as Record<ServiceName, ServiceBalancer>;
const figures: Record<string, unknown> = {};
const run = `${Date.now().toString(36)}`;

beforeAll(async () => {
  db = await createScratchDatabase('roll');
  const instance = async (service: ServiceName) =>
    new ServiceProcess(`${service}-service`, await freePort(), {
      ...serviceEnv(service, { databaseUrl: db.url, redisPrefix: REDIS_PREFIX, s3Endpoint: S3_ENDPOINT, admin: ADMIN }),
      SHUTDOWN_DRAIN_MS: DRAIN_MS,
    });
  for (const service of SERVICES) instances[service] = [await instance(service), await instance(service)];
  // The first instance of each first (each migrates its schema), then the second ones.
  for (const index of [0, 1] as const) await Promise.all(SERVICES.map((service) => instances[service][index].start()));
  for (const service of SERVICES) {
    balancers[service] = new ServiceBalancer(service, await freePort(), instances[service].map((i) => i.port));
    await balancers[service].start();
  }
  const gateway = async () =>
    new ServiceProcess('gateway', await freePort(), {
      CONTENT_URL: balancers.content.url,
      AUTH_URL: balancers.auth.url,
      FORMS_URL: balancers.forms.url,
      UPLOAD_URL: balancers.upload.url,
      // Only API calls are made: no page is asked for.
      SITE_SERVER_URL: NO_SITE_SERVER,
      JWT_PUBLIC_KEY: jwtPublicKey(),
      REDIS_URL,
      REDIS_PREFIX,
      RATE_LIMIT_MAX: '0',
      LOGIN_RATE_LIMIT_MAX: '0',
      SHUTDOWN_DRAIN_MS: DRAIN_MS,
    });
  gateways = [await gateway(), await gateway()];
  await Promise.all(gateways.map((g) => g.start()));
  const port = await freePort();
  const { prefix, confPath } = prepareNginx(
    gateways.map((g) => g.port),
    port,
  );
  nginx = await startNginx(prefix, confPath, port);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([
    ...(gateways ?? []).map((g) => g.stop()),
    ...Object.values(balancers).map((b) => b.remove()),
    ...Object.values(instances)
      .flat()
      .map((i) => i.stop()),
  ]);
  await db?.drop();
  // The private prefix: rate-limit counters, lockouts and the mail jobs no worker took.
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  mkdirSync(path.join(ROOT, '.local'), { recursive: true });
  writeFileSync(
    path.join(ROOT, '.local', 'reliability-figures.json'),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
  console.log(`reliability figures: ${JSON.stringify(figures)}`);
  // Every process's warnings and errors (restarts included), for the replies above.
  const artifacts = path.join(ROOT, 'e2e', 'artifacts', 'scale-out');
  mkdirSync(artifacts, { recursive: true });
  for (const proc of [...(gateways ?? []), ...Object.values(instances).flat()]) {
    writeFileSync(path.join(artifacts, `${proc.workspace}-${proc.port}.log`), `${proc.lines.join('\n')}\n`);
  }
  for (const [service, balancer] of Object.entries(balancers)) writeFileSync(path.join(artifacts, `${service}-balancer.log`), balancer.errorLog());
  if (nginx) writeFileSync(path.join(artifacts, 'nginx.log'), nginx.errorLog());
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Where the n-th request of a load goes: nginx (the production path), or the gateways in turn. */
type Entry = (n: number) => string;
const throughNginx: Entry = () => `http://127.0.0.1:${nginx.port}`;
const gatewaysInTurn: Entry = (n) => gateways[n % 2]!.url;

/** Replies of status 500 and up, with their bodies: printed with the figures, so a failure names its source. */
const serverErrors: Array<{ at: string; path: string; status: number; body: string }> = [];

async function call(
  base: string,
  p: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string; json: boolean }> {
  const res = await fetch(`${base}${p}`, { headers: { accept: 'application/json' }, ...init });
  const text = await res.text();
  if (res.status >= 500) serverErrors.push({ at: new Date().toISOString(), path: p, status: res.status, body: text.slice(0, 300) });
  return {
    status: res.status,
    text,
    json: /^application\/json/.test(res.headers.get('content-type') ?? ''),
  };
}

/** A 503 must be the gateway's JSON SERVICE_UNAVAILABLE; any other 503 counts as -503 (a failure of its own). */
const unavailableChecked = (reply: { status: number; text: string; json: boolean }) =>
  reply.status !== 503
    ? reply.status
    : reply.json && reply.text.includes('"code":"SERVICE_UNAVAILABLE"')
      ? 503
      : -503;

/** Letters only (contact names allow letters and spaces). */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

interface Accepted {
  caseStudies: string[];
  contacts: string[];
  newsletters: string[];
  resumes: string[];
}
const noneAccepted = (): Accepted => ({ caseStudies: [], contacts: [], newsletters: [], resumes: [] });

/** Reads and writes of every service; what the services accepted is added to `accepted`, by kind. */
/**
 * `formToken`: a fresh anti-spam token per form post (localFormToken), as each visitor's page view
 * earns one: the forms are mailed, not held as "too fast", and no token carries more than its share.
 */
function mixedLoad(token: string, entry: Entry, accepted: Accepted, label: string, formToken: () => Promise<string>): LoadOperation[] {
  // -1: the expected status with a wrong body (a sign-in without a token, a form reply without success).
  const accept = (list: string[], marker: string, status: number, expected: number) => {
    if (status === expected) list.push(marker);
    return status;
  };
  const pdf = MINIMAL_PDF;
  const marker = (n: number) => `${label}-${run}-${n}`;
  return [
    {
      name: 'content GET /blogs',
      expected: 200,
      run: async (n) => unavailableChecked(await call(entry(n), '/blogs')),
    },
    {
      name: 'content GET /api/caseStudies',
      expected: 200,
      run: async (n) => unavailableChecked(await call(entry(n), '/api/caseStudies')),
    },
    {
      name: 'content POST /api/caseStudies (admin)',
      expected: 201,
      run: async (n) => {
        const reply = await call(
          entry(n),
          '/api/caseStudies',
          json({ heroHeading: marker(n), clientName: 'Rolling' }, { authorization: `Bearer ${token}` }),
        );
        return accept(accepted.caseStudies, marker(n), unavailableChecked(reply), 201);
      },
    },
    {
      name: 'auth POST /api/users/login',
      expected: 200,
      run: async (n) => {
        const { status, text } = await call(entry(n), '/api/users/login', json(ADMIN));
        return status === 200 && !text.includes('"token"') ? -1 : status;
      },
    },
    {
      name: 'forms POST /send-contact-form-main',
      expected: 200,
      run: async (n) => {
        const { status, text } = await call(
          entry(n),
          '/send-contact-form-main',
          json({
            email: `c${n}@roll.example`,
            name: `Roll ${letters(n)}`,
            message: marker(n),
            phoneNum: '5035550100',
            formType: 'Contact page Form',
            formToken: await formToken(),
          }),
        );
        return accept(
          accepted.contacts,
          marker(n),
          status === 200 && text !== '{"msg":"success"}' ? -1 : status,
          200,
        );
      },
    },
    {
      name: 'forms POST /send-newsletter',
      expected: 200,
      run: async (n) => {
        const email = `n${n}-${label}-${run}@roll.example`;
        const { status, text } = await call(
          entry(n),
          '/send-newsletter',
          json({ email, formType: 'Newsletter', formToken: await formToken() }),
        );
        return accept(
          accepted.newsletters,
          email,
          status === 200 && text !== '{"msg":"success"}' ? -1 : status,
          200,
        );
      },
    },
    {
      name: 'upload POST /api/upload/resume',
      expected: 200,
      run: async (n) => {
        const name = `${marker(n)}.pdf`;
        const form = new FormData();
        form.append('cv', new Blob([pdf], { type: 'application/pdf' }), name);
        const { status } = await call(entry(n), '/api/upload/resume', { method: 'POST', body: form });
        return accept(accepted.resumes, name, status, 200);
      },
    },
  ];
}

const CONTENT_OPERATIONS = [
  'content GET /blogs',
  'content GET /api/caseStudies',
  'content POST /api/caseStudies (admin)',
];

/** Rows per marker of one load (its label), from the scratch database, by kind. */
async function storedOf(label: string): Promise<Record<keyof Accepted, Map<string, number>>> {
  const counts = async (sql: string) => {
    const rows = await query<{ marker: string; n: string }>(db.name, sql, [`%${label}-${run}%`]);
    return new Map(rows.map((r) => [r.marker, Number(r.n)]));
  };
  return {
    caseStudies: await counts(
      `SELECT hero_heading AS marker, count(*) AS n FROM content.case_studies WHERE hero_heading LIKE $1 GROUP BY 1`,
    ),
    contacts: await counts(
      `SELECT payload->>'message' AS marker, count(*) AS n FROM forms.submissions WHERE type = 'contact' AND payload->>'message' LIKE $1 GROUP BY 1`,
    ),
    newsletters: await counts(
      `SELECT payload->>'email' AS marker, count(*) AS n FROM forms.submissions WHERE type = 'newsletter' AND payload->>'email' LIKE $1 GROUP BY 1`,
    ),
    resumes: await counts(
      `SELECT original_name AS marker, count(*) AS n FROM uploads.resumes WHERE original_name LIKE $1 GROUP BY 1`,
    ),
  };
}

async function adminToken(): Promise<string> {
  const login = await call(gateways[0].url, '/api/users/login', json(ADMIN));
  expect(login.status).toBe(200);
  return (JSON.parse(login.text) as { token: string }).token;
}

// The load has to run for a while between and during restarts and outages: these sleeps are time passing.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until each nginx uses its restarted process again (each [error log, port] pair: an upstream
 * takes a process out at its first refused connection, for fail_timeout): the other process of that
 * upstream may go only then, or nginx has none left (502).
 */
async function untilUsedAgain(restarted: Array<[() => string, number]>): Promise<void> {
  const left = Math.max(...restarted.map(([errorLog, port]) => takenOutUntil(errorLog(), port))) - Date.now();
  if (left > 0) await sleep(left);
}

describe('two instances of each service behind an nginx upstream each, two gateways behind nginx', () => {
  it('when every service instance (the first of each service together, then the second) and then each gateway is restarted (SIGTERM, back and ready, the next once nginx uses it again) under mixed reads and writes through nginx, then no request fails and every accepted write is stored exactly once', async () => {
    const accepted = noneAccepted();
    const load = startLoad(mixedLoad(await adminToken(), throughNginx, accepted, 'roll', localFormToken), 6);

    const restarts: Record<string, number[]> = {};
    const restart = async (name: string, proc: ServiceProcess) => {
      const t0 = Date.now();
      await proc.stop('SIGTERM'); // drains 3 s, then exits
      await proc.start();
      await waitUntilHealthy(proc.url, 30_000, '/readyz');
      (restarts[name] ??= []).push(Date.now() - t0);
    };
    const started = Date.now();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const index of [0, 1] as const) {
          await sleep(500);
          await Promise.all(SERVICES.map((service) => restart(service, instances[service][index])));
          const back = Date.now();
          await untilUsedAgain(SERVICES.map((service) => [() => balancers[service].errorLog(), instances[service][index].port]));
          // And until each balancer has had an answer from its restarted instance: nginx takes it again.
          await waitFor(() => SERVICES.every((service) => balancers[service].answeredSince(instances[service][index].port, back)), {
            timeout: 60_000,
            interval: 200,
            what: 'every balancer answered by its restarted instance',
          });
        }
        for (const gateway of gateways) {
          await sleep(500);
          // Refuses new connections at once, drains 3 s (replies close their connections), then exits.
          await restart('gateway', gateway);
          await untilUsedAgain([[() => nginx.errorLog(), gateway.port]]);
        }
      }
      await sleep(500);
    } finally {
      // Also when a restart throws: the load must not outlive the test.
      await load.stop();
    }
    const result = await load.stop();
    const durationMs = Date.now() - started;
    const stored = await storedOf('roll');
    // What each upstream met: connections its restarting processes refused, each sent on to the other one.
    const refused = {
      gateway: refusedConnections(nginx.errorLog()),
      ...Object.fromEntries(SERVICES.map((service) => [service, refusedConnections(balancers[service].errorLog())])),
    };
    figures.rollingRestart = {
      rounds: ROUNDS,
      instancesRestarted: ROUNDS * (SERVICES.length + 1) * 2,
      durationMs,
      restartMs: restarts,
      refusedAndSentOn: refused,
      ...result,
      serverErrors: serverErrors.splice(0),
      storedOnce: Object.fromEntries(Object.entries(stored).map(([kind, rows]) => [kind, rows.size])),
    };
    console.log(`rolling restart: ${JSON.stringify(figures.rollingRestart, null, 2)}`);

    expect(result.total).toBeGreaterThan(200);
    // The restarts were felt: every upstream met refused connections, and no request failed.
    expect(Object.entries(refused).filter(([, n]) => n === 0)).toEqual([]);
    expect(
      Object.fromEntries(Object.entries(result.operations).map(([name, o]) => [name, o.failed])),
    ).toEqual(Object.fromEntries(Object.keys(result.operations).map((name) => [name, 0])));
    for (const kind of Object.keys(stored) as (keyof Accepted)[]) {
      expect({ kind, stored: [...stored[kind].keys()].sort() }).toEqual({
        kind,
        stored: [...accepted[kind]].sort(),
      });
      expect({ kind, counts: [...new Set(stored[kind].values())] }).toEqual({
        kind,
        counts: accepted[kind].length > 0 ? [1] : [],
      });
      expect({ kind, accepted: accepted[kind].length > 5 }).toEqual({ kind, accepted: true });
    }
  });

  it('when content\'s one URL goes away (its upstream and both instances down) while mixed load runs through both gateways, then only content operations fail, each with a JSON 503 within 2.5 s, the others fail none, and content answers again through both gateways once it is back', async () => {
    const accepted = noneAccepted();
    const load = startLoad(mixedLoad(await adminToken(), gatewaysInTurn, accepted, 'outage', localFormToken), 6);
    const [contentA, contentB] = instances.content;
    const healed: number[] = [];
    let downAt: number;
    let backAt: number;
    let healedAfterMs: number;
    try {
      await sleep(1000);
      // The upstream first (it finishes what it has in hand, so no reply is nginx's 502 for a dead
      // instance), then the instances crash: the gateways' connections to content are refused.
      await balancers.content.stop();
      downAt = Date.now();
      await Promise.all([contentA.stop('SIGKILL'), contentB.stop('SIGKILL')]);
      await sleep(3000); // the outage, under load
      await contentA.start();
      await balancers.content.start();
      backAt = Date.now();
      // Healed when a read answers 200 through each gateway.
      for (const gateway of gateways) {
        let status = 0;
        // On timeout the last status is what the assertion below shows.
        await waitFor(async () => (status = (await call(gateway.url, '/blogs')).status) === 200, { timeout: Math.max(backAt + 15_000 - Date.now(), 0), interval: 100 }).catch(() => undefined);
        healed.push(status);
      }
      healedAfterMs = Date.now() - backAt;
      await contentB.start();
      await sleep(1000); // the load runs on with content back
    } finally {
      await load.stop();
    }
    const result = await load.stop();
    const stored = await storedOf('outage');
    // The outage's JSON 503s are expected; the others say what failed.
    figures.outage = {
      outageMs: backAt - downAt,
      healedAfterRestartMs: healedAfterMs,
      ...result,
      serverErrors: serverErrors.splice(0).filter((e) => !e.body.includes('"code":"SERVICE_UNAVAILABLE"')),
    };
    console.log(`outage: ${JSON.stringify(figures.outage, null, 2)}`);

    expect(healed).toEqual([200, 200]);
    const ops = result.operations;
    // Every other operation: not one failure.
    const others = Object.keys(ops).filter((name) => !CONTENT_OPERATIONS.includes(name));
    // Content: only successes and JSON 503s (anything else, or a 503 of another shape, is -503), each
    // 503 fast: within 2.5 s, and never slower than the other services' replies at the same time (a
    // machine busy with other work slows every reply alike; a 503 waiting on a timeout stands out).
    const slowestOther = Math.max(...others.flatMap((name) => Object.values(ops[name]!.slowestMs)));
    for (const name of CONTENT_OPERATIONS) {
      const op = ops[name]!;
      expect({ name, statuses: Object.keys(op.byStatus).map(Number).sort() }).toEqual({
        name,
        statuses: [503, name.includes('POST') ? 201 : 200].sort(),
      });
      expect({ name, fast503: (op.slowestMs[503] ?? Infinity) <= Math.max(2500, slowestOther) }).toEqual({
        name,
        fast503: true,
      });
    }
    expect(Object.fromEntries(others.map((name) => [name, ops[name]!.failed]))).toEqual(
      Object.fromEntries(others.map((name) => [name, 0])),
    );
    expect(others.every((name) => ops[name]!.total > 3)).toBe(true);
    // Accepted writes are stored once (a case study in flight as content went away may be stored without its 201).
    for (const kind of ['contacts', 'newsletters', 'resumes'] as const)
      expect({ kind, stored: [...stored[kind].keys()].sort() }).toEqual({
        kind,
        stored: [...accepted[kind]].sort(),
      });
    expect(accepted.caseStudies.filter((marker) => stored.caseStudies.get(marker) !== 1)).toEqual([]);
    await waitUntilHealthy(contentB.url, 30_000, '/readyz');
  });
});
