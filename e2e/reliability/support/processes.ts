// Private service processes for the reliability suite: extra instances of the BUILT services
// (`<workspace>/dist/main.js`) on spare ports, against the e2e run's database, so a spec can kill and
// restart them without touching the processes every other spec shares.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@site/testing';

// Moved to @site/testing; re-exported so the specs' imports stay as they were.
export { freePort, ROOT, ServiceProcess, waitUntilHealthy } from '@site/testing';

/** The signing key pair of the system under test: `npm start` and the e2e harness use `.local/keys`. */
export const jwtPublicKey = (): string => readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-public.pem'), 'utf8');
export const jwtPrivateKey = (): string => readFileSync(path.join(ROOT, '.local', 'keys', 'jwt-private.pem'), 'utf8');
/** The service credential of /internal/* the harness generated (scripts/lib/system.mjs ensureLocalSecrets). */
export const internalToken = (): string => readFileSync(path.join(ROOT, '.local', 'secrets', 'internal-token'), 'utf8').trim();
/**
 * The forms' anti-spam token key of the run (FORM_TOKEN_SECRET), shared by every forms-service it
 * starts: the environment's, else the one the harness generated (as scripts/lib/system.mjs picks it).
 */
export const formTokenSecret = (): string =>
  process.env.FORM_TOKEN_SECRET || readFileSync(path.join(ROOT, '.local', 'secrets', 'form-token-secret'), 'utf8').trim();

export type ServiceName = 'content' | 'auth' | 'forms' | 'upload';

/** Where a private set of services keeps its data, and the admin auth-service seeds. */
export interface PrivateSystem {
  databaseUrl: string;
  redisPrefix: string;
  s3Endpoint: string;
  admin: { email: string; password: string };
  /** forms-service checks job-form resumes here (a private upload-service). */
  uploadUrl?: string;
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * SITE_SERVER_URL (required) for a private gateway of a spec that asks it for no page: nothing
 * listens on the discard port, so a stray page request is a quick 503, never another run's pages.
 */
export const NO_SITE_SERVER = 'http://127.0.0.1:9';

/**
 * The environment of a private instance of a service (`<service>-service`): the system's database,
 * Redis prefix and object store, the harness's key pair, and limits out of a test's way (per-address
 * form and resume limits; the resume sweep off).
 */
export function serviceEnv(service: ServiceName, system: PrivateSystem): Record<string, string> {
  const shared = { DATABASE_URL: system.databaseUrl, REDIS_URL, REDIS_PREFIX: system.redisPrefix, JWT_PUBLIC_KEY: jwtPublicKey(), INTERNAL_TOKEN: internalToken() };
  switch (service) {
    case 'auth':
      // No mail worker runs in a private system: no mailed code for a new device, no authenticator
      // required of its Owner (docs/decisions/auth-gateway.md, LOGIN_VERIFICATION).
      return { ...shared, JWT_PRIVATE_KEY: jwtPrivateKey(), ADMIN_EMAIL: system.admin.email, ADMIN_PASSWORD: system.admin.password, LOGIN_VERIFICATION: 'off' };
    case 'forms':
      return {
        ...shared,
        FORM_TOKEN_SECRET: formTokenSecret(),
        RATE_LIMIT_PER_MINUTE: '1000000',
        RATE_LIMIT_PER_HOUR: '1000000',
        ...(system.uploadUrl ? { UPLOAD_URL: system.uploadUrl } : {}),
      };
    case 'upload':
      return { ...shared, S3_ENDPOINT: system.s3Endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', RESUME_UPLOADS_PER_HOUR: '1000000', RESUME_SWEEP_INTERVAL_MS: '0' };
    default:
      return shared;
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
  /** Per operation: how many, the statuses seen (0 = no reply), and the slowest reply of each status in ms. */
  operations: Record<string, { total: number; failed: number; byStatus: Record<number, number>; slowestMs: Record<number, number> }>;
  p99Ms: number;
}

/**
 * Runs `workers` loops until stopped; each loop takes the operations in turn (loops start at
 * different ones, so every kind runs all the time). A reply other than the operation's expected
 * status, or none, is a failure.
 */
export function startLoad(operations: readonly LoadOperation[], workers = 4) {
  const counts = new Map<string, Map<number, number>>(operations.map((op) => [op.name, new Map()]));
  const slowest = new Map<string, Map<number, number>>(operations.map((op) => [op.name, new Map()]));
  const latencies: number[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let i = worker; running; i += 1) {
      const op = operations[i % operations.length]!;
      const started = Date.now();
      let status: number;
      try {
        status = await op.run((sequence += 1));
      } catch {
        status = 0;
      }
      const ms = Date.now() - started;
      latencies.push(ms);
      const byStatus = counts.get(op.name)!;
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const slow = slowest.get(op.name)!;
      slow.set(status, Math.max(slow.get(status) ?? 0, ms));
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
          return [
            op.name,
            { total, failed: total - (byStatus.get(op.expected) ?? 0), byStatus: Object.fromEntries(byStatus), slowestMs: Object.fromEntries(slowest.get(op.name)!) },
          ];
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

let minted = 0;

/**
 * A fresh valid anti-spam token per call for the forms of the system under test and the private
 * forms-service processes (they all read .local/secrets/form-token-secret), signed as forms-service
 * signs them (`v1.<issued ms>.<HMAC-SHA256>`, docs/decisions/forms.md F16) and issued a minute ago:
 * posts with it are mailed, not held. One per post, as each visitor's page view earns its own: a
 * token carries at most FORM_TOKEN_MAX_SUBMISSIONS mailed submissions (F24), so a load that shared
 * one would be held. Each call's issue time is a millisecond earlier than the last, so no two match.
 */
export const localFormToken = async (): Promise<string> => {
  minted += 1;
  const body = `v1.${Date.now() - 60_000 - minted}`;
  return `${body}.${createHmac('sha256', formTokenSecret()).update(body).digest('base64url')}`;
};
