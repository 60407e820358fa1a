// Prerender (runs after `vite build`): builds the server render (frontend/build-ssr/entry-server.cjs)
// and writes frontend/build/<route>/index.html for every static public route, with the rendered body
// and a head of its own (title, description, canonical, Open Graph, Twitter, JSON-LD). The SPA shell
// the servers fall back to for every other path is kept as build/shell.html (build/index.html becomes
// the home page). The gateway uses the same bundle to render articles and case studies on request.
// Canonical URLs are on SITE_URL (scripts/lib/site-url.mjs); `--out <dir>` works on <dir>/build and
// <dir>/build-ssr instead of frontend/ (scripts/build-frontend.mjs passes both).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BIN, ROOT, runOrExit } from './lib/run.mjs';
import { siteUrlFrom } from './lib/site-url.mjs';

const FRONTEND = path.join(ROOT, 'frontend');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const OUT = path.resolve(values.out ?? FRONTEND);
const BUILD = path.join(OUT, 'build');
const SSR_DIR = path.join(OUT, 'build-ssr');

let siteUrl;
try {
  siteUrl = siteUrlFrom(process.env);
} catch (err) {
  console.error(`prerender: ${err.message}`);
  process.exit(1);
}

if (!existsSync(path.join(BUILD, '.vite', 'manifest.json'))) {
  console.error(`prerender: ${path.relative(ROOT, BUILD) || BUILD}/.vite/manifest.json is missing; run vite build first`);
  process.exit(1);
}

await runOrExit(path.join(BIN, 'vite'), ['build', '--ssr', 'src/entry-server.tsx', '--outDir', SSR_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: FRONTEND,
  env: { ...process.env, VITE_SITE_URL: siteUrl },
  label: 'vite build --ssr (server render for the prerender and the gateway)',
});

// The shell is the untouched client index.html; keep it once (a second prerender must not read a page).
const shellPath = path.join(BUILD, 'shell.html');
const indexPath = path.join(BUILD, 'index.html');
if (!existsSync(shellPath) || !readFileSync(indexPath, 'utf8').includes('data-prerendered')) copyFileSync(indexPath, shellPath);
const template = readFileSync(shellPath, 'utf8');
const manifest = JSON.parse(readFileSync(path.join(BUILD, '.vite', 'manifest.json'), 'utf8'));

// CSS is inlined into each page (see entry-server's stylesheetTag); only files inside the build.
const readAsset = (file) => {
  const full = path.resolve(BUILD, file);
  return full.startsWith(BUILD + path.sep) && existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

const require = createRequire(import.meta.url);
const ssr = require(path.join(SSR_DIR, 'entry-server.cjs'));
// The client bundle was built by the caller; the server render here. Both must state one origin.
if (ssr.SITE_URL !== siteUrl) {
  console.error(`prerender: the server render states ${ssr.SITE_URL}, but SITE_URL is ${siteUrl}`);
  process.exit(1);
}

const started = Date.now();
let failures = 0;
for (const route of ssr.STATIC_PUBLIC_PATHS) {
  try {
    const page = await ssr.renderPage({ url: route, template, manifest, readAsset });
    if (!('html' in page) || page.status !== 200) throw new Error(`answered ${page.status}${'location' in page ? ` -> ${page.location}` : ''}`);
    const dir = path.join(BUILD, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), page.html);
  } catch (err) {
    failures += 1;
    console.error(`prerender ${route}: ${err instanceof Error ? err.stack : err}`);
  }
}
// The site's error page for unknown paths (nginx's error_page 404, the gateway's 404 in the local run):
// the not-found view inside the site layout, rendered for a path no route has.
try {
  const notFound = await ssr.renderPage({ url: '/404', template, manifest, readAsset });
  if (!('html' in notFound) || notFound.status !== 404) throw new Error(`answered ${notFound.status}`);
  writeFileSync(path.join(BUILD, '404.html'), notFound.html);
} catch (err) {
  failures += 1;
  console.error(`prerender 404.html: ${err instanceof Error ? err.stack : err}`);
}
console.log(`prerendered ${ssr.STATIC_PUBLIC_PATHS.length - failures}/${ssr.STATIC_PUBLIC_PATHS.length} routes in ${Date.now() - started} ms`);
if (failures > 0) process.exit(1);
// renderToString leaves nothing running, but RTK Query's store may hold timers; do not wait for them.
process.exit(0);
