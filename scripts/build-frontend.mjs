// The frontend for one public origin (docs/decisions/rendering.md): the admin single-page app
// (vite build: frontend/build-admin), then the public site (astro build: frontend/dist/client, the
// files, and frontend/dist/server/entry.mjs, the handler of the pages rendered on request, which
// serves the admin shell too), then the admin app's files join the site's under static/, then the
// site process (frontend/server, frontend/dist/main.js) that serves that handler.
// `npm run build` runs it after tsc; the images run it in their build stage. SITE_URL (default
// http://localhost:8080) is the origin stated in canonical and Open Graph URLs; Vite reads it as
// VITE_SITE_URL.
//   node scripts/build-frontend.mjs
import { cpSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BIN, ROOT, runOrExit } from './lib/run.mjs';
import { siteUrlFrom } from './lib/site-url.mjs';

const FRONTEND = path.join(ROOT, 'frontend');

let siteUrl;
try {
  siteUrl = siteUrlFrom(process.env);
} catch (err) {
  console.error(`build-frontend: ${err.message}`);
  process.exit(1);
}
const env = { ...process.env, SITE_URL: siteUrl, VITE_SITE_URL: siteUrl };

await runOrExit(path.join(BIN, 'vite'), ['build', '--logLevel', 'warn'], {
  cwd: FRONTEND,
  env,
  label: `vite build (admin app for ${siteUrl})`,
});
// Astro's CLI as the frontend resolves it: npm may keep astro in frontend/node_modules, off the
// root's .bin.
const astroCli = path.join(path.dirname(createRequire(path.join(FRONTEND, 'package.json')).resolve('astro/package.json')), 'bin', 'astro.mjs');
await runOrExit(process.execPath, [astroCli, 'build'], {
  cwd: FRONTEND,
  env,
  label: `astro build (public site for ${siteUrl})`,
});
// The server bundle's bare imports must load the copies Astro's code was written against (deploy/
// check-imports.mjs; the site image runs it again after its production install).
await runOrExit(process.execPath, [path.join(ROOT, 'deploy', 'check-imports.mjs'), path.join(FRONTEND, 'dist', 'server')], {
  cwd: ROOT,
  env,
  label: 'check-imports (the server bundle)',
});
cpSync(path.join(FRONTEND, 'build-admin', 'static'), path.join(FRONTEND, 'dist', 'client', 'static'), { recursive: true });
// The origin this build states (canonical URLs, sitemap, robots, RSS): the site process refuses to
// start with another SITE_URL (frontend/server/config.ts), so one site never speaks of two origins.
writeFileSync(path.join(FRONTEND, 'dist', 'build.json'), `${JSON.stringify({ siteUrl }, null, 2)}\n`);
// Last, so Astro's build cannot clear it: the site process (frontend/server/main.ts) that serves
// the adapter's handler.
await runOrExit(path.join(BIN, 'tsc'), ['-p', path.join(FRONTEND, 'server', 'tsconfig.json')], {
  cwd: ROOT,
  env,
  label: 'tsc (site process)',
});
console.log('frontend: frontend/dist/client (files), frontend/dist/main.js (the site process, pages from dist/server)');
