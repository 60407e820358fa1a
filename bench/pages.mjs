// Page measurements of `npm run bench`, in Debian's Chromium against the system behind nginx:
//   - firstLoadJs: the JavaScript each public page fetches on a phone before anyone scrolls or taps;
//   - lighthouseRuns: Lighthouse 12 mobile, median of several runs, the CPU slowdown calibrated to
//     this machine as Lighthouse's throttling guide prescribes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset: a Moto G Power class phone. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** After the load event, the network must stay quiet this long before a page's first load is over. */
const QUIET_MS = 2000;

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * First-load JavaScript of each page: every script the page requests from navigation until its
 * network has been quiet for QUIET_MS after the load event, at a phone's size, without scrolling or
 * input (islands below the fold and carousels out of view load later, when they are reached).
 * Each script counts at its gzip size (zlib default level, as nginx serves it).
 */
export async function firstLoadJs(site, paths, buildDir) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking'] });
  const rows = {};
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const scripts = new Set();
      let lastRequest = Date.now();
      page.on('request', (request) => {
        lastRequest = Date.now();
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`${site}${pagePath}`, { waitUntil: 'load' });
      while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
      await context.close();
      const files = [...scripts].sort();
      const kb = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(buildDir, file))).length, 0) / 1024;
      rows[pagePath] = { jsGzipKb: round(kb), chunks: files.map((f) => path.basename(f)) };
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * Lighthouse's CPU calibration (docs/throttling.md, "CPU throttling", and the calculator it links):
 * the slowdown that makes this host emulate Lighthouse's reference phone, from its BenchmarkIndex.
 * A host of index 1533 gets the preset's 4x.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The figures of one audited run. */
function figures(lhr) {
  const { audits, categories } = lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: round(audits['cumulative-layout-shift'].numericValue, 3),
    speedIndexMs: Math.round(audits['speed-index'].numericValue),
    totalKb: round(audits['total-byte-weight'].numericValue / 1024),
  };
}

/**
 * Lighthouse 12, mobile preset (simulated slow 4G, simulated CPU slowdown), performance only, `runs`
 * times per page in a fresh Chromium each. Each run gathers once, then is audited twice from the same
 * trace: with the CPU slowdown calibrated to the BenchmarkIndex Lighthouse measured in that run
 * (the figure the targets use), and with the preset's fixed 4x (for comparison). With simulated
 * throttling the slowdown is applied when auditing, never while gathering, so both audits describe
 * the same page load. The page's figures are the medians (Lighthouse's variability guide: a median
 * of 5). A run that fails (NO_FCP, protocol time-out on a busy machine) is tried once more.
 */
export async function lighthouseRuns(site, pages, { runs = 5, lhrDir, log = console.log } = {}) {
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js');
  const { Runner } = await import('lighthouse/core/runner.js');
  const chromeLauncher = await import('chrome-launcher');
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  /** Audits the gathered run with this CPU slowdown (settings must match the artifacts' own). */
  const auditWith = async (gathered, cpuSlowdownMultiplier) => {
    const artifacts = { ...gathered.artifacts, settings: { ...gathered.artifacts.settings, throttling: { ...gathered.artifacts.settings.throttling, cpuSlowdownMultiplier } } };
    const resolvedConfig = { ...gathered.runnerOptions.resolvedConfig, settings: artifacts.settings };
    const result = await Runner.audit(artifacts, { ...gathered.runnerOptions, resolvedConfig, computedCache: new Map() });
    if (!(result?.lhr.categories.performance.score > 0)) throw new Error(result?.lhr.runtimeError?.message ?? 'no score');
    return result.lhr;
  };
  const results = {};
  for (const [name, pagePath] of pages) {
    const samples = [];
    for (let run = 1; run <= runs; run += 1) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        });
        try {
          const gathered = await navigationGather(undefined, `${site}${pagePath}`, { flags: { ...flags, port: chrome.port } });
          const benchmarkIndex = gathered.artifacts.BenchmarkIndex;
          const cpuSlowdown = round(calibratedMultiplier(benchmarkIndex), 2);
          const calibrated = await auditWith(gathered, cpuSlowdown);
          const preset = await auditWith(gathered, 4);
          if (lhrDir) writeFileSync(path.join(lhrDir, `${name}-${run}.json`), JSON.stringify(calibrated));
          samples.push({ ...figures(calibrated), benchmarkIndex: Math.round(benchmarkIndex), cpuSlowdown, preset4x: figures(preset) });
          break;
        } catch (err) {
          if (attempt === 2) log(`lighthouse ${name} run ${run} failed twice: ${err.message}`);
        } finally {
          await chrome.kill();
        }
      }
    }
    if (samples.length === 0) continue;
    const pick = (key, of = (s) => s[key]) => median(samples.map(of));
    results[name] = {
      path: pagePath,
      runs: samples.length,
      performance: pick('performance'),
      performanceRange: [Math.min(...samples.map((s) => s.performance)), Math.max(...samples.map((s) => s.performance))],
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: Math.max(...samples.map((s) => s.cls)),
      speedIndexMs: pick('speedIndexMs'),
      totalKb: Math.max(...samples.map((s) => s.totalKb)),
      benchmarkIndex: pick('benchmarkIndex'),
      cpuSlowdown: pick('cpuSlowdown'),
      preset4x: { performance: pick('performance', (s) => s.preset4x.performance), tbtMs: pick('tbtMs', (s) => s.preset4x.tbtMs) },
      samples,
    };
    const r = results[name];
    log(
      `lighthouse ${name} ${pagePath}: median ${r.performance} of ${r.runs} (${r.performanceRange.join('-')}; LCP ${r.lcpMs} ms, worst CLS ${r.cls}, TBT ${r.tbtMs} ms; BenchmarkIndex ${r.benchmarkIndex} -> ${r.cpuSlowdown}x; at the preset 4x: ${r.preset4x.performance}, TBT ${r.preset4x.tbtMs} ms)`,
    );
  }
  return results;
}
