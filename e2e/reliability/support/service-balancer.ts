// A private nginx in front of the instances of one service: the gateway's one URL for that service
// when replicas must restart without a failed call (docs/decisions/gateway-proxy.md GP1: "put the
// services behind an nginx upstream with proxy_next_upstream error timeout, exactly as the gateways
// are run"). Its upstream is the gateways' one in deploy/nginx/nginx.conf: an instance that refuses a
// connection is left out for fail_timeout (10 s) and the request goes to the next, a POST too
// (nothing was sent); idle kept-alive connections close after 2 s, before an instance's drain ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_BIN } from '../../../deploy/test/nginx-harness';
import { waitUntilHealthy } from './processes';

/** nginx's default fail_timeout, which both upstreams keep. */
export const NGINX_FAIL_TIMEOUT_MS = 10_000;

/**
 * When every nginx worker sends to the instance on `port` again: the last time `errorLog` says nginx
 * took it out ("upstream server temporarily disabled", one-second resolution, local time), plus
 * fail_timeout and three seconds. With one second, a clean-clone run saw nginx still leave out an
 * instance taken out at hh:mm:08 when the other one refused at hh:mm:19.8 ("no live upstreams", a
 * POST answered 502). 0 when nginx never took it out.
 */
export function takenOutUntil(errorLog: string, port: number): number {
  const pattern = new RegExp(
    `^(\\d{4})/(\\d\\d)/(\\d\\d) (\\d\\d):(\\d\\d):(\\d\\d) \\[warn\\] .*upstream server temporarily disabled .*upstream: "http://127\\.0\\.0\\.1:${port}/`,
  );
  const times = errorLog
    .split('\n')
    .map((line) => pattern.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, y, mo, d, h, mi, sec]) => new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(sec)).getTime());
  return times.length === 0 ? 0 : Math.max(...times) + 3000 + NGINX_FAIL_TIMEOUT_MS;
}

/** Connections nginx found refused in `errorLog`: each request it sent on to another server (or answered 502 when none was left). */
export const refusedConnections = (errorLog: string): number => (errorLog.match(/connect\(\) failed \(111: Connection refused\)/g) ?? []).length;

const config = (prefix: string, port: number, instancePorts: readonly number[]) => `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  # Which instance answered each request (the last address when nginx went on to another): how the
  # spec knows nginx sends to a restarted instance again (answeredSince).
  log_format upstream '$msec $upstream_addr $upstream_status';
  access_log ${prefix}/access.log upstream;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/tmp/${t};`).join('\n')}
  upstream service {
${instancePorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_next_upstream error timeout;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    location / { proxy_pass http://service; }
  }
}
`;

export class ServiceBalancer {
  private child?: ChildProcess;
  private readonly prefix = mkdtempSync(path.join(tmpdir(), 'rel-balancer-'));
  private stderr = '';

  constructor(
    readonly service: string,
    readonly port: number,
    instancePorts: readonly number[],
  ) {
    // Started as root, nginx runs its workers as an unprivileged user, which must reach the prefix.
    chmodSync(this.prefix, 0o755);
    mkdirSync(path.join(this.prefix, 'tmp'), { recursive: true });
    writeFileSync(path.join(this.prefix, 'nginx.conf'), config(this.prefix, port, instancePorts));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What nginx wrote to its error log since the first start (restarts included). */
  errorLog(): string {
    return this.stderr;
  }

  /**
   * True once nginx has had a reply below 500 from the instance on `port` at or after `since` (ms):
   * it takes that instance again. The end of fail_timeout alone did not say so: a clean-clone run
   * restarted the other upload instance 2 s after the first one's fail_timeout ended, nginx had not
   * sent it a request yet, and a resume POST got "no live upstreams" (a 502).
   */
  answeredSince(port: number, since: number): boolean {
    const file = path.join(this.prefix, 'access.log');
    if (!existsSync(file)) return false;
    return readFileSync(file, 'utf8')
      .split('\n')
      .some((line) => {
        const [msec, ...rest] = line.split(' ');
        const status = Number(rest.at(-1)?.split(', ').at(-1));
        const answeredBy = rest.slice(0, -1).join(' ').split(', ').at(-1);
        return Number(msec) * 1000 >= since && answeredBy === `127.0.0.1:${port}` && status > 0 && status < 500;
      });
  }

  /** Starts nginx and waits until the service answers through it (`/healthz`). */
  async start(): Promise<void> {
    const child = spawn(NGINX_BIN, ['-p', this.prefix, '-c', path.join(this.prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    child.stderr?.on('data', (c: Buffer) => (this.stderr += c.toString()));
    try {
      await waitUntilHealthy(this.url, 30_000, '/healthz', () => child.exitCode === null && child.signalCode === null);
    } catch (err) {
      throw new Error(`${this.service} balancer on ${this.port}: ${(err as Error).message}; nginx said:\n${this.stderr.slice(-2000)}`, { cause: err });
    }
  }

  /** SIGQUIT: nginx stops listening at once and finishes the requests in progress, then exits. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    });
  }

  /** stop(), and its folder removed. */
  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
