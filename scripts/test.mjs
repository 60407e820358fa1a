// `npm test`: everything CI checks, in order: types, lint, unit and API tests (jest projects), the
// build, then the browser tests against the whole running system. Every step runs even when an
// earlier one failed (except e2e, which needs the build), so one run shows every problem.
// Closing line: "N passed, N failed", counting each jest test plus each non-test step as one check.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, run } from './lib/run.mjs';

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

/** A jest run whose tests are counted one by one from its JSON report. */
async function jestStep(name, command, args, reportFile) {
  const started = Date.now();
  rmSync(reportFile, { force: true });
  const code = await run(command, [...args, '--json', `--outputFile=${reportFile}`], { label: name });
  let passed = 0;
  let failed = 0;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  }
  // A run that failed without a failing test (no tests found, a crash, the harness) still fails.
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, ok: code === 0, passed, failed, ms: Date.now() - started });
  return code === 0;
}

const started = Date.now();
await step('typecheck', npm, ['run', 'typecheck', '--silent']);
await step('lint', npm, ['run', 'lint', '--silent']);
await jestStep('unit and API tests (jest)', path.join(BIN, 'jest'), ['--maxWorkers=2'], path.join(reports, 'unit.json'));
const built = await step('build', process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
if (built) {
  await jestStep('browser tests (e2e)', process.execPath, [path.join(ROOT, 'scripts', 'e2e.mjs')], path.join(reports, 'e2e.json'));
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
