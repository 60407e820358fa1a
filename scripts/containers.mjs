// The container suite (`npm test` runs it when a container engine answers; alone: `npm run test:containers`):
// docker-compose.yml as it ships, built and run on this machine's engine, then driven from outside.
//  0. the engine to itself (scripts/lib/engine-lock.mjs: another suite on this engine runs to its end
//     first), and what an interrupted run left of the stack removed;
//  1. the images every file names are here (deploy/standins/build.sh: pulled, or local stand-ins where
//     no registry answers);
//  2. an env file of fresh secrets (.local/containers/compose.env: a PostgreSQL password with / @ : %,
//     nginx on a free port);
//  3. `docker compose build`, 4. `docker compose up -d --wait`;
//  5. the compose specs (deploy/containers/0[1-5]-*): images, smoke journey, client address, scale and
//     rolling restarts under load, PostgreSQL and Redis outages;
//  6. `docker compose down -v`;
//  7. the Swarm spec (06-swarm): the derived stack on a single-node Swarm, smoke journey, service scale;
//  8. one service's API tests (content-service) with PostgreSQL and Redis from testcontainers.
// Each is a step of its own in `npm test`'s summary, with its time.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { holdEngine } from './lib/engine-lock.mjs';
import { BIN, ROOT, run } from './lib/run.mjs';
import { portInUse } from './lib/system.mjs';

const DIR = path.join(ROOT, '.local', 'containers');
const ENV_FILE = path.join(DIR, 'compose.env');
const PROJECT = 'northwire-ct';
const JEST_CONFIG = path.join(ROOT, 'deploy', 'containers', 'jest.config.js');

/** Why no engine can be used, or undefined when `docker info` answers. */
export function engineMissing() {
  const result = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (result.error) return `no docker command (${result.error.code ?? result.error.message})`;
  if (result.status !== 0) return `docker info failed: ${(result.stderr || result.stdout).trim().split('\n').at(-1)}`;
  return undefined;
}

const hex = (bytes) => randomBytes(bytes).toString('hex');

/** The suite's env file: fresh secrets each run, and nginx on the first free port from 18480. */
async function writeEnvFile() {
  mkdirSync(DIR, { recursive: true });
  let port = 18480;
  while (await portInUse(port)) port += 1;
  const lines = {
    HTTP_PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    // Characters a URL would have to escape: the services get it as PGPASSWORD, never in DATABASE_URL.
    POSTGRES_PASSWORD: `'pg/${hex(6)}@x:y%z'`,
    MINIO_ROOT_USER: 'site-minio',
    MINIO_ROOT_PASSWORD: hex(16),
    NEWSLETTER_SECRET: hex(32),
    FORM_TOKEN_SECRET: hex(32),
    FILE_LINK_SECRET: hex(32),
    PREVIEW_LINK_SECRET: hex(32),
    INTERNAL_TOKEN: hex(32),
    ADMIN_EMAIL: 'admin@containers.test',
    ADMIN_PASSWORD: `Nw-${hex(5)}A9`,
  };
  writeFileSync(ENV_FILE, `${Object.entries(lines).map(([k, v]) => `${k}=${v}`).join('\n')}\n`, { mode: 0o600 });
}

const composeArgs = (...args) => ['compose', '--project-directory', ROOT, '-f', path.join(ROOT, 'docker-compose.yml'), '-p', PROJECT, '--env-file', ENV_FILE, ...args];

/** What the stack looked like when a step failed: its containers and their last log lines. */
function showStack(print) {
  for (const args of [composeArgs('ps', '-a'), composeArgs('logs', '--no-color', '--tail', '40')]) {
    const out = spawnSync('docker', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
    print(`${out.stdout}${out.stderr}`);
  }
}

/**
 * Runs the suite's steps with the caller's step runners (scripts/test.mjs counts them in its summary):
 * `step(name, command, args, options)`, `jestStep(name, command, args, reportFile, options)` and
 * `check(name, work)` (an async function that throws to fail); `print` takes what the suite says
 * besides its steps (the stack's state and logs on a failure); the stack comes up once `stackMayStart`
 * resolves (the images are built before).
 */
export async function containerSuite({ step, jestStep, check, reports, print = console.log, stackMayStart = Promise.resolve() }) {
  let release;
  const held = await check('containers: the engine to itself', async () => {
    release = await holdEngine({ print });
  });
  if (!held) return;
  try {
    await suiteSteps({ step, jestStep, reports, print, stackMayStart });
  } finally {
    await release();
  }
}

async function suiteSteps({ step, jestStep, reports, print, stackMayStart }) {
  const jest = path.join(BIN, 'jest');
  const report = (name) => path.join(reports, `containers-${name}.json`);
  // A run killed mid-suite leaves its stack up: its volumes hold another PostgreSQL password and its
  // nginx a port. `down` needs the file's required values and uses none of them.
  await writeEnvFile();
  await step('containers: what an interrupted run left removed', 'docker', composeArgs('down', '-v', '--remove-orphans', '--timeout', '20'));
  const imagesReady = await step('containers: images (pulled, or local stand-ins)', 'bash', [path.join(ROOT, 'deploy', 'standins', 'build.sh')]);
  if (!imagesReady) return;
  // Again, now that a port the leftovers held is free.
  await writeEnvFile();
  const buildLog = path.join(reports, 'containers-build.log');
  const built = await step('containers: docker compose build', 'docker', composeArgs('build'), { logFile: buildLog });
  if (!built) {
    print(execFileSync('tail', ['-60', buildLog], { encoding: 'utf8' }));
    return;
  }
  // The images are built; the stack comes up when the caller says (npm test: after the browser
  // tests, so its restarts and outages never share the 2 cores with theirs).
  await stackMayStart;
  const up = await step('containers: docker compose up --wait', 'docker', composeArgs('up', '-d', '--wait', '--wait-timeout', '420'));
  if (!up) showStack(print);
  if (up) {
    const ok = await jestStep('containers: compose specs', jest, ['--config', JEST_CONFIG, '--runInBand', '--testPathIgnorePatterns', 'swarm'], report('compose'));
    if (!ok) showStack(print);
  }
  await step('containers: docker compose down -v', 'docker', composeArgs('down', '-v', '--remove-orphans', '--timeout', '20'));
  if (up) await jestStep('containers: Swarm spec', jest, ['--config', JEST_CONFIG, '--runInBand', '--testPathPatterns', 'swarm'], report('swarm'));
  // One service's API tests as the design asks: no DATABASE_URL or REDIS_URL, an engine answering,
  // so jest's global setup starts PostgreSQL and Redis with testcontainers (scripts/jest-global-setup.js).
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  await jestStep('containers: content-service API tests on testcontainers', jest, ['--selectProjects', 'content-service', '--maxWorkers=2'], report('testcontainers'), { env });
}

if (import.meta.main) {
  const missing = engineMissing();
  if (missing) {
    console.log(`containers: skipped: ${missing}`);
    process.exit(0);
  }
  if (!existsSync(path.join(ROOT, 'node_modules'))) throw new Error('run npm ci first');
  const reports = path.join(ROOT, '.local', 'test-reports');
  mkdirSync(reports, { recursive: true });
  let failed = 0;
  const note = (name, code) => {
    if (code !== 0) failed += 1;
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name}`);
    return code === 0;
  };
  await containerSuite({
    reports,
    step: async (name, command, args, options = {}) => note(name, await run(command, args, { label: name, ...options })),
    jestStep: async (name, command, args, reportFile, options = {}) => note(name, await run(command, [...args, '--json', `--outputFile=${reportFile}`], { label: name, ...options })),
    check: async (name, work) => {
      console.log(`\n> ${name}`);
      try {
        await work();
        return note(name, 0);
      } catch (err) {
        console.log(err.message);
        return note(name, 1);
      }
    },
  });
  process.exit(failed ? 1 : 0);
}
