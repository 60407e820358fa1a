// The compose stack the container suite runs (scripts/containers.mjs builds it and brings it up; the
// specs use it): docker-compose.yml as it ships, under its own project name and port, with an env file
// of fresh secrets (a PostgreSQL password with / @ : % in it, which a URL could not carry).
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The project name of the suite's stack: its containers, volumes and network carry it. */
export const PROJECT = process.env.CONTAINERS_PROJECT ?? 'northwire-ct';
export const ENV_FILE = path.join(ROOT, '.local', 'containers', 'compose.env');

/** The suite's env file as KEY=value pairs (written by scripts/containers.mjs). */
export function stackEnv(): Record<string, string> {
  if (!existsSync(ENV_FILE)) throw new Error(`${ENV_FILE} is missing: run the suite through scripts/containers.mjs`);
  const pairs = readFileSync(ENV_FILE, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1).replace(/^'(.*)'$/, '$1')] as const;
    });
  return Object.fromEntries(pairs);
}

export const HTTP_PORT = (): number => Number(stackEnv().HTTP_PORT);
/** nginx, the stack's only published port. */
export const BASE = (): string => `http://127.0.0.1:${HTTP_PORT()}`;

const composeArgs = (args: string[]) => ['compose', '--project-directory', ROOT, '-f', path.join(ROOT, 'docker-compose.yml'), '-p', PROJECT, '--env-file', ENV_FILE, ...args];

/** `docker compose <args>` for the suite's stack; resolves with its output, rejects with it on failure. */
export async function compose(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync('docker', composeArgs(args), { cwd: ROOT, maxBuffer: 64 << 20 });
    return `${stdout}${stderr}`;
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`docker compose ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}`, { cause: err });
  }
}

/** `docker <args>`; resolves with standard output. */
export async function docker(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('docker', args, { maxBuffer: 64 << 20 });
  return stdout;
}

/** The running containers of one compose service, by id. */
export async function containersOf(service: string): Promise<string[]> {
  return (await compose('ps', '-q', service)).split('\n').filter(Boolean);
}

/** The stack's default network (where its services reach each other by name). */
export const NETWORK = `${PROJECT}_default`;

/** One SQL statement in the stack's PostgreSQL, rows as `|`-separated lines. */
export async function psql(sql: string): Promise<string[]> {
  const out = await compose('exec', '-T', 'postgres', 'psql', '-U', 'site', '-d', 'site', '-Atc', sql);
  return out.split('\n').filter(Boolean);
}

/** A GET on the mail catcher's API inside the stack (Mailpit's /api/v1, not published). */
export async function mailpit<T>(urlPath: string, exec: string[] = composeArgs(['exec', '-T', 'mailpit'])): Promise<T> {
  const { stdout } = await execFileAsync('docker', [...exec, 'wget', '-qO-', `http://localhost:8025${urlPath}`], { maxBuffer: 64 << 20 });
  return JSON.parse(stdout) as T;
}

/** The health of every container of the stack, by service: `healthy`, `starting`, `unhealthy` or none. */
export async function healthByContainer(): Promise<Array<{ service: string; state: string; health: string }>> {
  const out = await compose('ps', '--format', 'json');
  // compose v2.2x prints one JSON object per line; older ones a JSON array.
  const rows = (out.trim().startsWith('[') ? JSON.parse(out) : out.trim().split('\n').map((l) => JSON.parse(l))) as Array<{ Service: string; State: string; Health: string }>;
  return rows.map((r) => ({ service: r.Service, state: r.State, health: r.Health }));
}

/** Synchronous docker call for teardown paths. */
export const dockerSync = (...args: string[]): string => execFileSync('docker', args, { encoding: 'utf8' });
