// `npm run build`: compile the shared packages and every service (tsc project references), then the
// frontend bundle (vite). Each service then starts with `node <workspace>/dist/main.js`.
import path from 'node:path';
import { BIN, ROOT, runOrExit } from './lib/run.mjs';

await runOrExit(path.join(BIN, 'tsc'), ['-b', 'tsconfig.json'], { label: 'tsc -b tsconfig.json (packages and services)' });
await runOrExit(path.join(BIN, 'vite'), ['build'], { cwd: path.join(ROOT, 'frontend'), label: 'vite build (frontend)' });
await runOrExit(process.execPath, [path.join(ROOT, 'scripts', 'prerender.mjs')], { label: 'prerender (static public routes)' });
console.log('\nbuild complete');
