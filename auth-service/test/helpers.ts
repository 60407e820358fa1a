import 'reflect-metadata';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { createLogger, createRedis, initializeDataSource, LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import {
  startTestApp,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RunningTestApp,
  type TestDatabase,
} from '@site/service-kit/testing';
import type { StaffRole } from '@site/contracts';
import { createMigratedDatabase } from '@site/testing/databases';
import { createApp, type StaffSettings } from '../src/app';
import { createAuthDataSource } from '../src/db/data-source';
import type { ThrottleSettings } from '../src/login/login-throttle';
import { resolveSigningKeys, type SigningKeys } from '../src/tokens/signing-keys';
import { hashPassword } from '../src/users/password-policy';
import { UsersRepository } from '../src/users/users-repository';

// Each file migrates a fresh database and hashes with argon2 on a shared machine; 5 s is too tight.
jest.setTimeout(30_000);

/** A fresh database with the auth schema: a copy of the run's migrated template. */
export const createAuthDatabase = (label: string) =>
  createMigratedDatabase(label, 'auth', async (url) => {
    await (await initializeDataSource(createAuthDataSource(url, 2))).destroy();
  });

export const DEFAULT_THROTTLE: ThrottleSettings = {
  maxPairFailures: 5,
  maxIpFailures: 20,
  windowSeconds: 900,
  lockoutSeconds: 600,
  maxAccountFailures: 10,
  accountWindowSeconds: 3600,
  accountGuardSeconds: 3600,
  codeMailsPerAccount: 5,
  maxCodeFailures: 10,
};

/** One key pair per test file, as the auth-service would be given. */
export const keys: SigningKeys = resolveSigningKeys({ production: false });

export interface AuthInstance {
  url: string;
  app: RunningTestApp;
  dataSource: DataSource;
  redis: Redis;
  stop(): Promise<void>;
}

export async function startInstance(options: {
  databaseUrl: string;
  redisPrefix: string;
  throttle?: Partial<ThrottleSettings>;
  redisUrl?: string;
  tokenTtlSeconds?: number;
  /**
   * The password layer's tests run with LOGIN_VERIFICATION off (no mailed code, no Owner set-up);
   * the second step's tests (second-factor.api.test.ts, ...) turn it on.
   */
  staff?: Partial<StaffSettings>;
}): Promise<AuthInstance> {
  const dataSource = await initializeDataSource(createAuthDataSource(options.databaseUrl, 3));
  const redis = createRedis(options.redisUrl ?? TEST_REDIS_URL);
  redis.on('error', () => undefined);
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
  const app = await startTestApp(
    createApp({
      dataSource,
      redis,
      redisPrefix: options.redisPrefix,
      logger: createLogger('auth-service', 'silent'),
      keys,
      tokenTtlSeconds: options.tokenTtlSeconds ?? 8 * 3600,
      throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
      staff: { verification: false, ...options.staff },
      internalToken: LOCAL_INTERNAL_TOKEN,
    }),
  );
  return {
    url: app.url,
    app,
    dataSource,
    redis,
    stop: async () => {
      await app.close();
      redis.disconnect();
      await dataSource.destroy();
    },
  };
}

export interface TestAuthService extends AuthInstance {
  db: TestDatabase;
  redisPrefix: string;
  close(): Promise<void>;
}

/** A fresh database and Redis prefix for the test file, with one instance on them. */
export async function startAuthService(
  label: string,
  throttle?: Partial<ThrottleSettings>,
  staff?: Partial<StaffSettings>,
): Promise<TestAuthService> {
  const db = await createAuthDatabase(label);
  const redisPrefix = testRedisPrefix(label);
  const instance = await startInstance({ databaseUrl: db.url, redisPrefix, throttle, ...(staff ? { staff } : {}) });
  return {
    ...instance,
    db,
    redisPrefix,
    close: async () => {
      await instance.stop();
      await db.drop();
    },
  };
}

let counter = 0;
/** A new member of staff (an Owner unless told) with a unique email (tests never share accounts). */
export async function anAdmin(
  dataSource: DataSource,
  overrides: { email?: string; password?: string; name?: string; role?: StaffRole } = {},
) {
  counter += 1;
  const email = overrides.email ?? `admin${counter}.${process.pid}@northwire.example`;
  const password = overrides.password ?? 'Sup3r-Secret!x';
  const user = await new UsersRepository(dataSource).create({
    email,
    name: overrides.name ?? `Admin ${counter}`,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'owner',
  });
  return { ...user, password };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** POST to an admin call of the auth-service with a bearer token (logout, logout-all). */
export async function postWithToken(url: string, path: string, token: string): Promise<{ status: number; body: unknown }> {
  const reply = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const text = await reply.text();
  return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : '' };
}

/** The `name=value` of the device cookie a sign-in reply set (what the browser sends back). */
export const deviceCookieOf = (reply: Reply): string => {
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('nw_login_device='));
  if (!cookie) throw new Error('no device cookie in the reply');
  return cookie.split(';')[0]!;
};

export async function postLogin(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const reply = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: reply.status,
    body: (await reply.json()) as Record<string, unknown>,
    headers: reply.headers,
  };
}

/** Sign-in audit rows for one email, oldest first. */
export async function auditOf(dataSource: DataSource, email: string) {
  const rows: Array<{
    outcome: string;
    reason: string | null;
    ip: string | null;
    user_agent: string | null;
    user_id: string | null;
    new_device: boolean | null;
  }> = await dataSource.query(
    `SELECT outcome, reason, ip, user_agent, user_id, new_device FROM auth.sign_in_audit WHERE email = $1 ORDER BY id`,
    [email.toLowerCase()],
  );
  return rows;
}

/** The staff mails auth-service stored for an address (its outbox, oldest first): what the worker will send. */
export async function mailsTo(dataSource: DataSource, email: string): Promise<Array<Record<string, string> & { kind: string }>> {
  const rows: Array<{ payload: Record<string, string> & { kind: string } }> = await dataSource.query(
    `SELECT payload FROM auth.outbox WHERE lower(payload->>'to') = lower($1) ORDER BY id`,
    [email],
  );
  return rows.map((r) => r.payload);
}

/** The code of the latest sign-in code mail to an address. */
export async function lastMailedCode(dataSource: DataSource, email: string): Promise<string> {
  const code = (await mailsTo(dataSource, email)).filter((m) => m.kind === 'staff-sign-in-code').at(-1)?.code;
  if (!code) throw new Error(`no sign-in code was mailed to ${email}`);
  return code;
}

export async function postJson(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const reply = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await reply.text();
  return { status: reply.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, headers: reply.headers };
}

/** A staff call with a bearer token (any method), JSON in and out. */
export async function callWithToken(url: string, method: string, path: string, token: string, body?: unknown): Promise<Reply> {
  const reply = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await reply.text();
  return { status: reply.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, headers: reply.headers };
}
