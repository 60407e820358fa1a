// `npm test`: everything CI checks, in order: types, lint, unit and API tests (jest projects), the
// build, then the browser tests against the whole running system with, beside them, the containers
// (the compose file built and run on the machine's engine, scripts/containers.mjs) when an engine
// answers. Every step
// runs even when an earlier one failed (except e2e, which needs the build), so one run shows every
// problem.
// Closing line: "N passed, N failed", counting each jest test plus each non-test step as one check.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { BIN, ROOT, run } from './lib/run.mjs';
import { ensureJwtKeys, ensureLocalSecrets } from './lib/system.mjs';
import { containerSuite, engineMissing } from './containers.mjs';

const reports = path.join(ROOT, '.local', 'test-reports');
mkdirSync(reports, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The first lines of a failure message, without colour codes: enough to name the cause in the summary. */
const gist = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .slice(0, 6)
    .join(' | ')
    .slice(0, 600);

/**
 * Passed and failed tests of a jest JSON report, and what failed (file, test, the message's first
 * lines), for the summary: a CI log may keep only its end. A run that failed without a failing test
 * (no tests found, a crash, the harness) counts one failure.
 */
function countsOf(code, reportFile) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const file = path.relative(ROOT, suite.name);
      const tests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of tests) failures.push(`${file}: ${t.fullName ?? t.title}: ${gist(t.failureMessages?.[0])}`);
      if (tests.length === 0 && suite.status === 'failed') failures.push(`${file}: ${gist(suite.message)}`);
    }
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed, failures };
}

/** The last lines of a step's log: what a failed command said last (CI keeps the summary). */
function tailOf(logFile) {
  if (!logFile || !existsSync(logFile)) return [];
  const lines = stripVTControlCharacters(readFileSync(logFile, 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [lines.slice(-4).join(' | ').slice(-600)];
}

/**
 * The step runners, each recording its result in `into`: `step` (a command that passes or fails as
 * a whole, one check), `jestStep` (a jest run whose tests are counted one by one from its JSON
 * report) and `check` (an async function that throws to fail). With `logged`, each command's
 * output goes to a log file of its own (for a lane that runs beside another whose output goes to the
 * terminal; `printLogs` prints them in order), and a failed step's last log lines go in the summary.
 */
function runners(into, { logged = false } = {}) {
  const logs = [];
  const lines = [];
  const outputOf = (name, options) => {
    if (!logged) return { label: name, ...options };
    const logFile = options.logFile ?? path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
    rmSync(logFile, { force: true });
    logs.push(logFile);
    return { ...options, logFile };
  };
  return {
    step: async (name, command, args, options = {}) => {
      const started = Date.now();
      const output = outputOf(name, options);
      const code = await run(command, args, output);
      const ok = code === 0;
      into.push({ name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: ok ? [] : tailOf(output.logFile), ms: Date.now() - started });
      return ok;
    },
    jestStep: async (name, command, args, reportFile, options = {}) => {
      const started = Date.now();
      rmSync(reportFile, { force: true });
      const code = await run(command, [...args, '--json', `--outputFile=${reportFile}`], outputOf(name, options));
      into.push({ name, ok: code === 0, ...countsOf(code, reportFile), ms: Date.now() - started });
      return code === 0;
    },
    check: async (name, work) => {
      const started = Date.now();
      if (!logged) console.log(`\n> ${name}`);
      try {
        await work();
        into.push({ name, ok: true, passed: 1, failed: 0, ms: Date.now() - started });
        return true;
      } catch (err) {
        into.push({ name, ok: false, passed: 0, failed: 1, failures: [gist(err.message)], ms: Date.now() - started });
        return false;
      }
    },
    print: (text) => (logged ? lines.push(text) : console.log(text)),
    printLogs: () => {
      for (const file of logs) if (existsSync(file)) console.log(`\n> ${path.relative(ROOT, file)}\n${readFileSync(file, 'utf8')}`);
      for (const text of lines) console.log(text);
    },
  };
}

const { step, jestStep } = runners(results);

/**
 * The container suite, or a note that no engine answers. It starts with the run: its image build
 * (minutes of CPU on a fresh machine) goes beside typecheck, lint and jest, which time nothing; the
 * stack comes up once `stackMayStart` resolves, after the browser tests. Beside them (cc2, 2026-11-28)
 * it made every browser lane slower by half, the axe check of every route passed its 300 s, and the
 * scale spec took 513 s instead of 210 s: the run was longer (2,227 s) than the same work in turn.
 */
async function containers(lane, stackMayStart) {
  const noEngine = engineMissing();
  if (noEngine) {
    console.log(`\n> containers: skipped, no container engine answers (${noEngine}); .ci/run starts one`);
    lane.into.push({ name: 'containers', ok: true, passed: 0, failed: 0, ms: 0, note: `skipped: no container engine (${noEngine})` });
    return;
  }
  await containerSuite({ ...lane, reports, stackMayStart });
}

/**
 * The browser tests in two groups side by side, each against a whole system of its own (scripts/
 * e2e.mjs claims a free slot: own ports, database, Redis prefix): the browser journeys (e2e/specs)
 * with their output here; beside them the reliability specs (e2e/reliability), whose private
 * processes spend most of their time waiting, and the outside checkers (e2e/quality). One lane alone
 * leaves about half of the 2 cores idle; side by side the two take about as long as each other.
 */
async function e2e(name) {
  const started = Date.now();
  // Both runs read the local keys and secrets; made once here, so the two never write them at once.
  ensureJwtKeys();
  ensureLocalSecrets();
  const e2eScript = path.join(ROOT, 'scripts', 'e2e.mjs');
  const report = (group) => path.join(reports, `e2e-${group}.json`);
  const reliabilityLog = path.join(reports, 'e2e-reliability.log');
  for (const group of ['specs', 'reliability']) rmSync(report(group), { force: true });
  console.log(`\n> ${name}: e2e/specs here; e2e/reliability and e2e/quality alongside (their output follows when they end)`);
  const ended = [];
  const [specs, reliability] = await Promise.all([
    run(process.execPath, [e2eScript, 'e2e/specs', '--json', `--outputFile=${report('specs')}`]).then((code) => {
      ended.push(Date.now());
      return code;
    }),
    run(process.execPath, [e2eScript, 'e2e/reliability', 'e2e/quality', '--json', `--outputFile=${report('reliability')}`], { logFile: reliabilityLog }).then((code) => {
      ended.push(Date.now());
      return code;
    }),
  ]);
  console.log(`\n> ${name}: e2e/reliability and e2e/quality (${path.relative(ROOT, reliabilityLog)})`);
  console.log(readFileSync(reliabilityLog, 'utf8'));
  const counts = [countsOf(specs, report('specs')), countsOf(reliability, report('reliability'))];
  results.push({
    name,
    ok: specs === 0 && reliability === 0,
    passed: counts[0].passed + counts[1].passed,
    failed: counts[0].failed + counts[1].failed,
    failures: [...counts[0].failures, ...counts[1].failures],
    // Until both groups ended.
    ms: Math.max(...ended) - started,
  });
}

const started = Date.now();
const containerResults = [];
const containerLane = { ...runners(containerResults, { logged: true }), into: containerResults };
let letStackStart;
const containersDone = containers(
  containerLane,
  new Promise((resolve) => {
    letStackStart = resolve;
  }),
);
await step('typecheck', npm, ['run', 'typecheck', '--silent']);
await step('lint', npm, ['run', 'lint', '--silent']);
await jestStep('unit and API tests (jest)', path.join(BIN, 'jest'), ['--maxWorkers=2'], path.join(reports, 'unit.json'));
const built = await step('build', process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
if (built) await e2e('browser tests (e2e)');
else results.push({ name: 'browser tests (e2e)', ok: false, passed: 0, failed: 1, ms: 0, note: 'skipped: the build failed' });
letStackStart();
await containersDone;
console.log('\n> containers (logs in order)');
containerLane.printLogs();
results.push(...containerResults);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nsummary');
for (const r of results) {
  const counts = r.passed + r.failed > 1 ? ` (${r.passed} passed, ${r.failed} failed)` : '';
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} ${r.note ?? seconds(r.ms)}`);
  for (const failure of r.failures ?? []) console.log(`       - ${failure}`);
}
console.log(`  total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
