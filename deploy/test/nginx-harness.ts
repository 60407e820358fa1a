import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { canonicalPathOf } from '@site/contracts/canonical-paths';
import { freePort } from '@site/testing/processes';
import { waitFor } from '@site/testing/wait-for';

// The port helper moved to @site/testing; re-exported so the specs' imports stay as they were.
export { freePort };

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_DIR = path.resolve(__dirname, '..', 'nginx');

/** nginx's copy of a page request, sent to the gateway only to count it (deploy/nginx/page-view.conf). */
export const isPageViewMirror = (req: http.IncomingMessage): boolean => req.headers['x-page-view'] === 'mirror';

/** A request the stub gateway received. */
export interface UpstreamHit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Pages the site answers through the gateway on GET/HEAD (a stand-in list: the site's pages). */
const RENDERED_PAGE = /^\/(|about|contact-usa|media|privacy-statment|case-study\/grocery|blog|blogs\/[^/?]+|casestudy|casestudy\/[^/?]+)(\?.*)?$/;
/** The admin app's shell, which the site serves for /admin, /login and /preview. */
const ADMIN_PAGE = /^\/(admin|login|preview)(\/|$|\?)/;
/** Paths the site has no page for: its error page with 404. */
export const UNKNOWN_PAGES = ['/no-such-page', '/about/team', '/services/unknown', '/case-study/unknown', '/Blog', '/images/missing.png', '/404.html'];
/** An article whose slug changed: the gateway answers 301 to the current one, cached an hour. */
export const MOVED_ARTICLE = { from: '/blogs/old-slug', to: '/blogs/new-slug', cacheControl: 'public, max-age=3600' };
/** A file of the stand-in build (writeSite), which nginx serves itself. */
export const BUILD_FILE = '/static/js/index-abc123.js';
/** A bundle only the gateway's copy of the build has (nginx's build lacks it). */
export const GATEWAY_ONLY_BUNDLE = '/static/js/gateway-only-def456.js';

/**
 * A stand-in for the gateway: records each request and answers like an Express service with helmet:
 * the gateway's canonical-path 301s (@site/contracts/canonical-paths), JSON for the API (no-store), an HTML page marked no-cache for rendered pages (the body names the
 * request, so a test can tell a rendered page from nginx's files), its /static files.
 */
export async function startStubGateway(): Promise<{ port: number; hits: UpstreamHit[]; mirrors: UpstreamHit[]; close: () => Promise<void> }> {
  const hits: UpstreamHit[] = [];
  const mirrors: UpstreamHit[] = [];
  const server = http.createServer((req, res) => {
    // A page request's copy for the traffic counts (deploy/nginx/page-view.conf): the gateway counts
    // it and answers 204. Kept apart, so `hits` are the requests that fetch something.
    if (isPageViewMirror(req)) {
      mirrors.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      req.resume();
      res.writeHead(204).end();
      return;
    }
    hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      const url = req.url ?? '';
      res.setHeader('X-Powered-By', 'Express');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      // The gateway's own copy (service-kit): nginx must hide it, or the header arrives twice.
      res.setHeader('Permissions-Policy', 'camera=()');
      // Like the gateway's request-id middleware: the id it was given comes back on the reply.
      const id = req.headers['x-request-id'];
      if (typeof id === 'string') res.setHeader('X-Request-Id', id);
      const read = req.method === 'GET' || req.method === 'HEAD';
      const [pathname = '', query] = url.split(/(?=\?)/);
      // The gateway's one rule for a page's address (what gateway/src/app.ts answers with).
      const canonical = read ? canonicalPathOf(pathname) : undefined;
      const moved = [MOVED_ARTICLE].find((m) => m.from === url);
      if (canonical) {
        res.writeHead(301, { Location: `${canonical}${query ?? ''}`, 'Cache-Control': 'public, max-age=3600' }).end();
      } else if (read && moved) {
        res.writeHead(301, { Location: moved.to, 'Cache-Control': moved.cacheControl }).end();
      } else if (read && UNKNOWN_PAGES.includes(url)) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('<!doctype html><html><body><div id="root">site-error-page</div></body></html>');
      } else if (read && ADMIN_PAGE.test(url)) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('<!doctype html><html><body><div id="root">spa-shell</div></body></html>');
      } else if (read && RENDERED_PAGE.test(url)) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(`<!doctype html><html><body><div id="root">rendered ${req.method} ${url}</div>${'<p>x</p>'.repeat(300)}</body></html>`);
      } else if (url.startsWith('/static/')) {
        const found = url === GATEWAY_ONLY_BUNDLE;
        res.writeHead(found ? 200 : 404, {
          'Content-Type': found ? 'application/javascript; charset=utf-8' : 'application/json; charset=utf-8',
          'Cache-Control': found ? 'public, max-age=31536000, immutable' : 'no-store',
        });
        res.end(found ? 'console.log("gateway-only");' : JSON.stringify({ message: 'Not found' }));
      } else {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ upstream: true, method: req.method, url, padding: 'x'.repeat(2048) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    mirrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The production nginx.conf with only its "# test:" lines changed (pid, listen, upstream, root, access_log,
 * microcache) and the temp paths moved into the prefix, so it runs here without Docker and without root.
 */
export function localizeConfig(conf: string, options: { prefix: string; port: number; upstreamPort: number | readonly number[]; root: string }): string {
  const replaceMarked = (text: string, marker: string, line: string) => {
    const pattern = new RegExp(`^(\\s*).*# test: ${marker}\\s*$`, 'm');
    if (!pattern.test(text)) throw new Error(`nginx.conf has no "# test: ${marker}" line`);
    return text.replace(pattern, `$1${line}`);
  };
  let out = conf;
  out = replaceMarked(out, 'pid', `pid ${options.prefix}/nginx.pid;`);
  out = replaceMarked(out, 'listen', `listen 127.0.0.1:${options.port};`);
  // Several gateways: one server line each, as nginx makes of a name that resolves to several addresses.
  const upstreams = typeof options.upstreamPort === 'number' ? [options.upstreamPort] : options.upstreamPort;
  // Every upstream block of the gateways (the pages' and the page-view mirrors'), its server parameters kept.
  const upstreamLine = /^(\s*)server gateway:8080([^;]*);\s*# test: upstream\s*$/gm;
  if (!upstreamLine.test(out)) throw new Error('nginx.conf has no "server gateway:8080 ...; # test: upstream" line');
  out = out.replace(upstreamLine, (_line, indent: string, params: string) => `${indent}${upstreams.map((p) => `server 127.0.0.1:${p}${params};`).join(' ')}`);
  out = replaceMarked(out, 'root', `root ${options.root};`);
  out = replaceMarked(out, 'access_log', `access_log ${options.prefix}/access.log json;`);
  // Its own cache folder: runs on one machine must never answer from each other's cache.
  out = replaceMarked(
    out,
    'microcache',
    `proxy_cache_path ${options.prefix}/microcache levels=1:2 keys_zone=microcache:10m max_size=64m inactive=1m use_temp_path=off;`,
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${options.prefix}/tmp/${t};`).join('\n');
  return out.replace(/^http \{$/m, `http {\n${temp}`);
}

const page = (marker: string) => `<!doctype html><html><body><div id="root">${marker}</div></body></html>`;

/**
 * The site's built files stand-in (frontend/dist/client): what nginx serves itself, the hashed
 * files under static/ and the error page 404.html for its own 404s. Pages come from the gateway.
 */
export function writeSite(root: string): void {
  mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(root, '404.html'), page('site-error-page'));
  writeFileSync(path.join(root, BUILD_FILE), `console.log(${JSON.stringify('bundle '.repeat(400))});`);
}

export interface RunningNginx {
  port: number;
  prefix: string;
  request: (method: string, urlPath: string, headers?: Record<string, string>) => Promise<Reply>;
  /** What nginx wrote to its error log (stderr) so far: upstream failures and the like. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/**
 * A prefix with nginx.conf localized for this run. `siteRoot`: serve that build (e.g. the real
 * frontend/dist/client, readable by nginx's unprivileged workers) instead of the stand-in of writeSite.
 */
export function prepareNginx(upstreamPort: number | readonly number[], port: number, { siteRoot }: { siteRoot?: string } = {}): { prefix: string; confPath: string } {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  // Started as root, nginx runs its workers as an unprivileged user, which must read the files.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const root = siteRoot ?? path.join(prefix, 'html');
  if (!siteRoot) writeSite(root);
  // The files nginx.conf includes, as the image ships them beside it.
  for (const file of readdirSync(NGINX_DIR).filter((f) => f.endsWith('.conf') && f !== 'nginx.conf'))
    copyFileSync(path.join(NGINX_DIR, file), path.join(prefix, file));
  // The image ships mime.types beside nginx.conf; use the system's copy here.
  const mime = ['/etc/nginx/mime.types', '/usr/share/nginx/mime.types'].find((p) => existsSync(p));
  if (mime) copyFileSync(mime, path.join(prefix, 'mime.types'));
  else writeFileSync(path.join(prefix, 'mime.types'), 'types { text/html html; application/javascript js; text/css css; }\n');
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, localizeConfig(readFileSync(path.join(NGINX_DIR, 'nginx.conf'), 'utf8'), { prefix, port, upstreamPort, root }));
  return { prefix, confPath };
}

/** `nginx -t` on a prepared config; returns its exit status and output. */
export function testConfig(prefix: string, confPath: string): { status: number | null; output: string } {
  const result = spawnSync(NGINX_BIN, ['-t', '-p', prefix, '-c', confPath, '-e', 'stderr'], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}

export function request(port: number, method: string, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(method === 'POST' || method === 'PUT' ? '{}' : undefined);
  });
}

/**
 * Sends only the request head (no body, whatever Content-Length says) and resolves with the reply
 * nginx gives before reading a body, e.g. its 413 for a declared body over client_max_body_size.
 */
export function requestHead(port: number, method: string, urlPath: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  await waitFor(() => child.exitCode !== null || listening(), { timeout: 10_000, interval: 100, what: `nginx listening on ${port}` }).catch((err: Error) => {
    throw new Error(`${err.message}: ${output()}`);
  });
  if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output()}`);
}

/** prepareNginx, `nginx -t` (a config it refuses fails the caller at once, with nginx's output), then startNginx. */
export async function startCheckedNginx(
  upstreamPort: number | readonly number[],
  port: number,
  options: { siteRoot?: string } = {},
): Promise<RunningNginx> {
  const { prefix, confPath } = prepareNginx(upstreamPort, port, options);
  const check = testConfig(prefix, confPath);
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
  return startNginx(prefix, confPath, port);
}

/** Runs nginx in the foreground on the prepared config until stop(). */
export async function startNginx(prefix: string, confPath: string, port: number): Promise<RunningNginx> {
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', confPath, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  await waitForPort(port, child, () => stderr);
  return {
    port,
    prefix,
    request: (method, urlPath, headers) => request(port, method, urlPath, headers),
    errorLog: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
