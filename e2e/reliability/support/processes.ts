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

export const jwtPublicKey = (): string => readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-public.pem'), 'utf8');

export async function waitUntilHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

export class ServiceProcess {
  private child?: ChildProcess;
  output = '';

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
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (c: Buffer) => {
      this.output = (this.output + c.toString()).slice(-20_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    await waitUntilHealthy(this.url);
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

/** Runs `workers` loops of requests until stopped; counts replies by status (0 = no reply). */
export function startLoad(makeRequest: () => Promise<number>, workers = 4) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const started = Date.now();
      let status = 0;
      try {
        status = await makeRequest();
      } catch {
        status = 0;
      }
      latencies.push(Date.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const failed = total - (statuses.get(200) ?? 0);
      const sorted = [...latencies].sort((a, b) => a - b);
      return { total, failed, byStatus: Object.fromEntries(statuses), p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0 };
    },
  };
}
