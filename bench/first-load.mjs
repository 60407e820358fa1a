// `node bench/first-load.mjs` (after `npm run build`): the first-load JavaScript of every public page
// through the build, without a browser or the whole system: the site process (frontend/dist/main.js)
// runs against a stand-in content-service (one article, one case study), each page's HTML
// is fetched, and the scripts it references are followed through their static imports (what a
// browser fetches before any scroll or tap; dynamic imports, e.g. Swiper when a carousel nears the
// viewport, are not first load). Prints gzip bytes per page against the targets: 0 B on
// text-only pages, at most 40 KB elsewhere. `npm run bench` measures the same in a phone browser.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { waitForHttp } from '../scripts/lib/system.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_CLIENT = path.join(ROOT, 'frontend', 'dist', 'client');
const SITE_SERVER = path.join(ROOT, 'frontend', 'dist', 'main.js');

export const TARGETS = Object.freeze({ textOnlyBytes: 0, otherKb: 40 });

/** Pages with nothing that moves (issue 15): no script at all in their first HTML. */
export const TEXT_ONLY = ['/about', '/privacy-statment', '/blog', '/casestudy', '/no-such-page'];
export const isTextOnly = (pagePath) => TEXT_ONLY.includes(pagePath) || pagePath.startsWith('/case-study/');

/** The prerendered pages of the build (dist/client/<path>/index.html) and the ones rendered on request. */
export function publicPaths(extra = []) {
  const found = [];
  const walk = (dir, urlPath) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || (urlPath === '' && entry.name === 'static')) continue;
      const child = `${urlPath}/${entry.name}`;
      if (existsSync(path.join(dir, entry.name, 'index.html'))) found.push(child);
      walk(path.join(dir, entry.name), child);
    }
  };
  walk(SITE_CLIENT, '');
  return [...new Set(['/', '/services', '/blog', '/casestudy', ...found.sort(), ...extra])];
}

/** Relative static imports of a built chunk: `import"./a.js"`, `import{x}from"./b.js"`, `export*from"./c.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The gzip bytes of each script a page references and everything those import statically. */
export function firstLoadOf(html) {
  const files = new Set();
  const visit = (urlPath) => {
    if (files.has(urlPath)) return;
    files.add(urlPath);
    const code = readFileSync(path.join(SITE_CLIENT, urlPath), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(path.posix.join(path.posix.dirname(urlPath), match[1]));
  };
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) visit(new URL(match[1], 'http://x').pathname);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(SITE_CLIENT, file)), { level: 9 }).length, 0);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].length;
  return { bytes, files: [...files].map((f) => path.basename(f)), inlineScripts: inline };
}

const ARTICLE = { blog_id: 1, title: 'Bench article', slug_url: 'bench-article', blog_image: '', brief_paragraph: 'A post.', published_date: '2026-01-01', published_at: '2026-01-01T00:00:00.000Z', blogs_content: [{ heading: 'One', paragraph: '<p>Text.</p>' }] };
const STUDY = { _id: 'bench1', heroHeading: 'Bench case study', clientName: 'a client', bannerImage: '', category1: 'Networks' };

/** A stand-in for content-service's public reads. */
function startContentStub() {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    const json = (status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/blogs') return json(200, { status: 'success', data: Array.from({ length: 4 }, (_, i) => ({ ...ARTICLE, blog_id: i + 1, slug_url: i ? `bench-article-${i}` : ARTICLE.slug_url })) });
    if (url === '/api/caseStudies') return json(200, [STUDY]);
    if (url === `/api/caseStudies/${STUDY._id}`) return json(200, STUDY);
    return json(404, { message: 'Not found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  if (!existsSync(SITE_SERVER)) throw new Error('frontend/dist/main.js is missing: run `npm run build` first');
  const content = await startContentStub();
  const port = 29000 + Math.floor(Math.random() * 900);
  const site = spawn(process.execPath, [SITE_SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), CONTENT_SERVICE_URL: `http://127.0.0.1:${content.address().port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  try {
    await waitForHttp(`${base}/healthz`, { timeoutMs: 20_000, isAlive: () => site.exitCode === null });
    for (const pagePath of publicPaths([`/blogs/${ARTICLE.slug_url}`, `/casestudy/${STUDY._id}`, '/no-such-page'])) {
      const reply = await fetch(`${base}${pagePath}`);
      const { bytes, files, inlineScripts } = firstLoadOf(await reply.text());
      const textOnly = isTextOnly(pagePath);
      const ok = inlineScripts === 0 && (textOnly ? bytes <= TARGETS.textOnlyBytes : bytes <= TARGETS.otherKb * 1024);
      rows.push({ pagePath, status: reply.status, bytes, textOnly, ok, files });
    }
  } finally {
    site.kill();
    content.close();
  }
  console.log('first-load JS per page (gzip -9; scripts in the HTML and their static imports)\n');
  console.log(`${'page'.padEnd(44)} ${'status'.padStart(6)} ${'JS gzip'.padStart(10)}  target     result`);
  for (const r of rows) {
    const target = r.textOnly ? '0 B' : `<= ${TARGETS.otherKb} KB`;
    const size = r.bytes < 1024 ? `${r.bytes} B` : `${(r.bytes / 1024).toFixed(1)} KB`;
    console.log(`${r.pagePath.padEnd(44)} ${String(r.status).padStart(6)} ${size.padStart(10)}  ${target.padEnd(10)} ${r.ok ? 'ok' : 'OVER'}`);
  }
  const failed = rows.filter((r) => !r.ok);
  console.log(`\n${rows.length - failed.length}/${rows.length} pages within target`);
  if (failed.length) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
