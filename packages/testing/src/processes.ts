// Processes for tests: the BUILT services (`<workspace>/dist/main.js`) started on spare ports and
// awaited until they answer, so a test can kill and restart them like a real deployment would.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from './wait-for';

/** The repository root (this file is packages/testing/src/processes.ts). */
export const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `<url><path>` until it answers 2xx (`/healthz`: the process is up; `/readyz`: it takes
 * traffic); gives up at once when `isAlive` says the process is gone.
 */
export async function waitUntilHealthy(url: string, timeoutMs = 60_000, path = '/healthz', isAlive: () => boolean = () => true): Promise<void> {
  let exited = false;
  await waitFor(
    async () => {
      if (!isAlive()) exited = true;
      if (exited) return true;
      const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return res.ok;
    },
    { timeout: timeoutMs, interval: 200, what: `${url}${path} answering 2xx` },
  );
  if (exited) throw new Error(`${url}: the process exited before ${path} answered`);
}

/**
 * What says a process is up: `/healthz` (the process alone), except for the gateway, whose `/healthz`
 * asks every service and can take seconds on a busy machine; its `/readyz` is its own.
 */
const UP_PATH: Record<string, string> = { gateway: '/readyz' };

export class ServiceProcess {
  private child?: ChildProcess;
  output = '';
  /** Every complete line written since the first start, restarts included (JSON logs: see jsonLines). */
  readonly lines: string[] = [];
  private partial = '';

  constructor(
    readonly workspace: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(ROOT, this.workspace, 'dist', 'main.js')], {
      cwd: ROOT,
      // A short drain (SIGTERM: /readyz 503 while still serving) keeps restarts in the suite quick.
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '1000', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.partial = '';
    const keep = (c: Buffer) => {
      const text = c.toString();
      this.output = (this.output + text).slice(-20_000);
      const parts = (this.partial + text).split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const child = this.child;
    try {
      await waitUntilHealthy(this.url, 60_000, UP_PATH[this.workspace] ?? '/healthz', () => child.exitCode === null && child.signalCode === null);
    } catch (err) {
      throw new Error(`${this.workspace} on ${this.port}: ${(err as Error).message}; its last output:\n${this.output.slice(-2000)}`, { cause: err });
    }
  }

  /** The JSON log lines so far, parsed (other output is left out). */
  jsonLines(): Array<Record<string, unknown>> {
    return this.lines.flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  }

  /** Sends SIGKILL now, without waiting for the exit (the kernel stops the process at once; stop() waits). */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM (graceful: in-flight requests finish) or SIGKILL (a crash); resolves once it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
