// `npm run build`: compile the shared packages and every service (tsc project references), then the
// frontend (vite bundle, server render, prerendered pages) for SITE_URL (scripts/build-frontend.mjs).
// Each service then starts with `node <workspace>/dist/main.js`.
import path from 'node:path';
import { BIN, ROOT, runOrExit } from './lib/run.mjs';

await runOrExit(path.join(BIN, 'tsc'), ['-b', 'tsconfig.json'], { label: 'tsc -b tsconfig.json (packages and services)' });
await runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'build-frontend.mjs')], { label: 'frontend (scripts/build-frontend.mjs)' });
console.log('\nbuild complete');
