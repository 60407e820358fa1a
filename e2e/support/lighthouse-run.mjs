// Lighthouse 12 over a list of pages, in a process of its own (Lighthouse is ES modules only, which
// jest's module system does not load): `node e2e/support/lighthouse-run.mjs <url>...` prints one
// JSON object: for each URL the scores of the SEO, accessibility and best-practices categories and
// every audit of them that does not pass. One Debian Chromium for all pages; Lighthouse's mobile
// preset (the phone size and user agent). No throttling: these categories do not measure speed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['seo', 'accessibility', 'best-practices'];
const urls = process.argv.slice(2);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const results = {};
try {
  for (const url of urls) {
    // No full-page screenshot: no audit of these categories reads it, and it costs seconds per page.
    const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod: 'provided', disableFullPageScreenshot: true });
    const lhr = run?.lhr;
    if (!lhr) {
      results[url] = { error: 'no report' };
      continue;
    }
    const failing = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
        const items = (audit.details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item.node?.snippet ?? item.node?.selector ?? item.source ?? item.url ?? item.description ?? item).slice(0, 200));
        failing.push(`${id}/${ref.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}${items.length ? ` e.g. ${items.join(' | ')}` : ''}`);
      }
    }
    results[url] = {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
      failing,
      runtimeError: lhr.runtimeError?.message,
    };
  }
} finally {
  await chrome.kill();
}
process.stdout.write(JSON.stringify(results));
