// `npm run test:e2e [-- jest args]`: starts the whole system exactly as `npm start` does (same process
// table), but on its own ports, against a fresh database and Redis prefix, waits until the gateway
// reports every service healthy, runs the browser specs (e2e/specs), then stops everything and
// drops the database. Needs a build (`npm run build`). Service output goes to e2e/artifacts/system.log.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, prepare } from './lib/launch.mjs';
import { BIN, ROOT, run } from './lib/run.mjs';
import { LOCAL_DIR, SERVICES, allServicesHealthy, databaseName, portInUse, dropDatabase, redact, resolveSettings, waitForHttp, withDatabase } from './lib/system.mjs';

/** Ports of the first e2e slot; slot n adds n*100 to each, so several runs can share a machine. */
export const E2E_PORTS = Object.freeze({
  gateway: 18080,
  gatewayOps: 14007,
  content: 14001,
  auth: 14002,
  forms: 14003,
  upload: 14004,
  worker: 14005,
  site: 14006,
  s3: 14569,
  smtp: 11025,
  mailWeb: 11080,
});
const SLOTS = 10;
// Machine-wide, so runs from several checkouts (git worktrees) of the project never claim one slot.
const LOCKS = path.join(tmpdir(), 'northwire-e2e-slots');

const processAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * Claims a free slot: an atomic mkdir of <tmpdir>/northwire-e2e-slots/<n> holding our pid (a slot whose owner
 * died is taken over), and every port of the slot free. Returns the slot and its ports.
 */
async function claimSlot() {
  mkdirSync(LOCKS, { recursive: true });
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const dir = path.join(LOCKS, String(slot));
    try {
      mkdirSync(dir);
    } catch {
      let owner;
      try {
        owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // A slot being claimed right now has no pid file yet; leave it.
        continue;
      }
      if (processAlive(owner)) continue;
      rmSync(dir, { recursive: true, force: true });
      try {
        mkdirSync(dir);
      } catch {
        continue;
      }
    }
    writeFileSync(path.join(dir, 'pid'), String(process.pid));
    const ports = Object.fromEntries(Object.entries(E2E_PORTS).map(([key, port]) => [key, port + slot * 100]));
    let free = true;
    for (const port of Object.values(ports)) if (await portInUse(port)) free = false;
    if (free) return { slot, ports, release: () => rmSync(dir, { recursive: true, force: true }) };
    rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`no free e2e slot (${SLOTS} tried): other runs hold them, or their ports are taken`);
}

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
const artifacts = path.join(ROOT, 'e2e', 'artifacts');
mkdirSync(artifacts, { recursive: true });

let claimed;
try {
  claimed = await claimSlot();
} catch (err) {
  console.error(`e2e: ${err.message}`);
  process.exit(1);
}
const ports = claimed.ports;
const logPath = path.join(artifacts, claimed.slot === 0 ? 'system.log' : `system-${claimed.slot}.log`);

// The e2e run always uses its own S3 directory and mail catcher, so specs can read the mails sent.
const { S3_ENDPOINT, SMTP_URL, ...env } = process.env;
const base = resolveSettings({ env });
const settings = resolveSettings({
  ports,
  env,
  overrides: {
    databaseUrl: withDatabase(base.databaseUrl, `site_e2e_${runId}`),
    redisPrefix: `e2e:${runId}`,
    s3Dir: path.join(LOCAL_DIR, `e2e-s3-${runId}`),
    logLevel: process.env.LOG_LEVEL || 'warn',
    admin: { email: 'e2e-admin@northwire.local', password: `E2e-${randomBytes(4).toString('hex')}!` },
    // The browser tests stand where nginx stands in production: each browser context states its
    // visitor's address in X-Forwarded-For (e2e/support/browser.ts), so the per-visitor limits (5
    // form posts a minute) count one test's posts, never the whole run's. `npm start` keeps the
    // gateway's default, which trusts no local client.
    gatewayTrustProxy: 'loopback, linklocal, uniquelocal',
  },
});

const log = createWriteStream(logPath);
let system;
let cleanedUp = false;

async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (system) await system.stop();
  log.end();
  try {
    await dropDatabase(settings.databaseUrl);
  } catch (err) {
    console.error(`e2e: could not drop ${databaseName(settings.databaseUrl)}: ${err.message}`);
  }
  await clearRedisPrefix(settings.redisUrl, settings.redisPrefix);
  rmSync(settings.s3Dir, { recursive: true, force: true });
  claimed.release();
}

/** Removes the run's keys (the prefix is unique to this run). */
async function clearRedisPrefix(url, prefix) {
  try {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  } catch (err) {
    console.error(`e2e: could not clear Redis prefix ${prefix}: ${err.message}`);
  }
}

const tail = (file, lines = 60) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\ne2e: ${signal}, stopping the system`);
    void cleanUp().then(() => process.exit(130));
  });
}

let exitCode;
try {
  console.log(`e2e: database ${databaseName(settings.databaseUrl)}, Redis prefix ${settings.redisPrefix}, gateway :${ports.gateway} (slot ${claimed.slot})`);
  const keys = await prepare(settings);
  system = launch(settings, keys, { outputStream: log });

  const started = Date.now();
  // Any process that exits while the system boots fails the run at once (its log tail is printed).
  const waitOptions = { timeoutMs: 150_000, isAlive: () => system.exited().length === 0 };
  // Each service is ready once it listens (migrations and seeds run before listen), then the gateway
  // must see them all.
  await Promise.all(SERVICES.map((s) => waitForHttp(`http://127.0.0.1:${ports[s.port]}/healthz`, waitOptions)));
  await waitForHttp(`http://127.0.0.1:${ports.gatewayOps}/healthz`, {
    ...waitOptions,
    accept: allServicesHealthy,
  });
  console.log(`e2e: system up in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(ROOT, logPath)})`);

  exitCode = await run(path.join(BIN, 'jest'), ['-c', path.join('e2e', 'jest.config.js'), '--runInBand', ...process.argv.slice(2)], {
    env: {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${ports.gateway}`,
      E2E_GATEWAY_OPS_URL: `http://127.0.0.1:${ports.gatewayOps}`,
      E2E_MAIL_API_URL: settings.mailWebUrl,
      E2E_ADMIN_EMAIL: settings.admin.email,
      E2E_ADMIN_PASSWORD: settings.admin.password,
      E2E_DATABASE_URL: settings.databaseUrl,
      E2E_REDIS_PREFIX: settings.redisPrefix,
    },
  });
  if (exitCode !== 0) console.error(`\ne2e: specs failed; last lines of ${path.relative(ROOT, logPath)}:\n${tail(logPath, 40)}`);
} catch (err) {
  const exited = system?.exited() ?? [];
  console.error(`\ne2e: ${err.message}${exited.length ? ` (exited: ${exited.join(', ')})` : ''}`);
  console.error(`last lines of ${path.relative(ROOT, logPath)} (database ${redact(settings.databaseUrl)}):\n${tail(logPath)}`);
  exitCode = 1;
}
await cleanUp();
process.exit(exitCode);
