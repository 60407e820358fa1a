// `npm test`: everything CI checks, in order: types, lint, unit and API tests (jest projects), the
// build, then the browser tests against the whole running system. Every step runs even when an
// earlier one failed (except e2e, which needs the build), so one run shows every problem.
// Closing line: "N passed, N failed", counting each jest test plus each non-test step as one check.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, run } from './lib/run.mjs';
import { ensureJwtKeys, ensureLocalSecrets } from './lib/system.mjs';

const reports = path.join(ROOT, '.local', 'test-reports');
mkdirSync(reports, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A step that passes or fails as a whole (one check). */
async function step(name, command, args) {
  const started = Date.now();
  const code = await run(command, args, { label: name });
  results.push({ name, ok: code === 0, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ms: Date.now() - started });
  return code === 0;
}

/** Passed and failed tests of a jest JSON report; a run that failed without a failing test (no tests found, a crash, the harness) counts one failure. */
function countsOf(code, reportFile) {
  let passed = 0;
  let failed = 0;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/** A jest run whose tests are counted one by one from its JSON report. */
async function jestStep(name, command, args, reportFile) {
  const started = Date.now();
  rmSync(reportFile, { force: true });
  const code = await run(command, [...args, '--json', `--outputFile=${reportFile}`], { label: name });
  results.push({ name, ok: code === 0, ...countsOf(code, reportFile), ms: Date.now() - started });
  return code === 0;
}

/**
 * The browser tests in two groups side by side, each against a whole system of its own (scripts/
 * e2e.mjs claims a free slot: own ports, database, Redis prefix): the browser journeys (e2e/specs)
 * with their output here, and the reliability specs (e2e/reliability), whose private processes
 * spend most of their time waiting, with their output printed when they end. Half the machine is
 * idle during a single run; side by side the two take about as long as the journeys alone.
 */
async function e2eStep(name) {
  const started = Date.now();
  // Both runs read the local keys and secrets; made once here, so the two never write them at once.
  ensureJwtKeys();
  ensureLocalSecrets();
  const e2e = path.join(ROOT, 'scripts', 'e2e.mjs');
  const report = (group) => path.join(reports, `e2e-${group}.json`);
  const reliabilityLog = path.join(reports, 'e2e-reliability.log');
  for (const group of ['specs', 'reliability']) rmSync(report(group), { force: true });
  console.log(`\n> ${name}: e2e/specs here, e2e/reliability alongside (its output follows when it ends)`);
  const [specs, reliability] = await Promise.all([
    run(process.execPath, [e2e, 'e2e/specs', '--json', `--outputFile=${report('specs')}`]),
    run(process.execPath, [e2e, 'e2e/reliability', '--json', `--outputFile=${report('reliability')}`], { logFile: reliabilityLog }),
  ]);
  console.log(`\n> ${name}: e2e/reliability (${path.relative(ROOT, reliabilityLog)})`);
  console.log(readFileSync(reliabilityLog, 'utf8'));
  const counts = [countsOf(specs, report('specs')), countsOf(reliability, report('reliability'))];
  results.push({
    name,
    ok: specs === 0 && reliability === 0,
    passed: counts[0].passed + counts[1].passed,
    failed: counts[0].failed + counts[1].failed,
    ms: Date.now() - started,
  });
}

const started = Date.now();
await step('typecheck', npm, ['run', 'typecheck', '--silent']);
await step('lint', npm, ['run', 'lint', '--silent']);
await jestStep('unit and API tests (jest)', path.join(BIN, 'jest'), ['--maxWorkers=2'], path.join(reports, 'unit.json'));
const built = await step('build', process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
if (built) {
  await e2eStep('browser tests (e2e)');
} else {
  results.push({ name: 'browser tests (e2e)', ok: false, passed: 0, failed: 1, ms: 0, note: 'skipped: the build failed' });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nsummary');
for (const r of results) {
  const counts = r.passed + r.failed > 1 ? ` (${r.passed} passed, ${r.failed} failed)` : '';
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} ${r.note ?? seconds(r.ms)}`);
}
console.log(`  total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
