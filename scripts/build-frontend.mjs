// The frontend for one public origin: the client bundle (vite build), then the server render and the
// prerendered public pages (prerender.mjs). `npm run build` runs it after tsc; the nginx and gateway
// images run it in their build stage. SITE_URL (default http://localhost:8080) is the origin stated in
// canonical and Open Graph URLs; Vite reads it as VITE_SITE_URL.
//   node scripts/build-frontend.mjs [--out <dir>]   writes <dir>/build and <dir>/build-ssr (default frontend/)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BIN, ROOT, runOrExit } from './lib/run.mjs';
import { siteUrlFrom } from './lib/site-url.mjs';

const FRONTEND = path.join(ROOT, 'frontend');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? FRONTEND);

let siteUrl;
try {
  siteUrl = siteUrlFrom(process.env);
} catch (err) {
  console.error(`build-frontend: ${err.message}`);
  process.exit(1);
}
const env = { ...process.env, SITE_URL: siteUrl, VITE_SITE_URL: siteUrl };

// --emptyOutDir: Vite empties only folders inside frontend/ unless told so (an --out elsewhere).
await runOrExit(path.join(BIN, 'vite'), ['build', '--outDir', path.join(out, 'build'), '--emptyOutDir'], {
  cwd: FRONTEND,
  env,
  label: `vite build (frontend for ${siteUrl})`,
});
await runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'prerender.mjs'), '--out', out], {
  env,
  label: 'prerender (server render and static public routes)',
});
