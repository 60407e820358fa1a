// Private service processes for the reliability suite: extra instances of the BUILT services
// (`<workspace>/dist/main.js`) on spare ports, against the e2e run's database, so a spec can kill and
// restart them without touching the processes every other spec shares.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

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

/** The signing key pair of the system under test: `npm start` and the e2e harness use `.local/keys`. */
export const jwtPublicKey = (): string => readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-public.pem'), 'utf8');
export const jwtPrivateKey = (): string => readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-private.pem'), 'utf8');

/** Polls `<url><path>` until it answers 2xx (`/healthz`: the process is up; `/readyz`: it takes traffic). */
export async function waitUntilHealthy(url: string, timeoutMs = 60_000, path = '/healthz'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}${path} not answering 2xx after ${timeoutMs} ms`);
}

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
    await waitUntilHealthy(this.url);
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

/** One kind of request in a mixed load: `run(n)` sends the n-th one and returns its status. */
export interface LoadOperation {
  name: string;
  expected: number;
  run: (n: number) => Promise<number>;
}

export interface LoadResult {
  total: number;
  failed: number;
  /** Per operation: how many, and the statuses seen (0 = no reply). */
  operations: Record<string, { total: number; failed: number; byStatus: Record<number, number> }>;
  p99Ms: number;
}

/**
 * Runs `workers` loops until stopped; each loop takes the operations in turn (loops start at
 * different ones, so every kind runs all the time). A reply other than the operation's expected
 * status, or none, is a failure.
 */
export function startLoad(operations: readonly LoadOperation[], workers = 4) {
  const counts = new Map<string, Map<number, number>>(operations.map((op) => [op.name, new Map()]));
  const latencies: number[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      const op = operations[i % operations.length]!;
      const started = Date.now();
      let status = 0;
      try {
        status = await op.run((sequence += 1));
      } catch {
        status = 0;
      }
      latencies.push(Date.now() - started);
      const byStatus = counts.get(op.name)!;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    }
  });
  return {
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      const perOperation = Object.fromEntries(
        operations.map((op) => {
          const byStatus = counts.get(op.name)!;
          const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
          return [op.name, { total, failed: total - (byStatus.get(op.expected) ?? 0), byStatus: Object.fromEntries(byStatus) }];
        }),
      );
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        total: Object.values(perOperation).reduce((a, o) => a + o.total, 0),
        failed: Object.values(perOperation).reduce((a, o) => a + o.failed, 0),
        operations: perOperation,
        p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
      };
    },
  };
}
