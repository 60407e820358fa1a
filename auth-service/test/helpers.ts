import 'reflect-metadata';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { createLogger, createRedis, initializeDataSource } from '@site/service-kit';
import {
  startTestApp,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RunningTestApp,
  type TestDatabase,
} from '@site/service-kit/testing';
import { createMigratedDatabase } from '@site/testing/databases';
import { createApp } from '../src/app';
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
  maxAccountFailures: 5,
  maxIpFailures: 20,
  windowSeconds: 900,
  lockoutSeconds: 600,
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
): Promise<TestAuthService> {
  const db = await createAuthDatabase(label);
  const redisPrefix = testRedisPrefix(label);
  const instance = await startInstance({ databaseUrl: db.url, redisPrefix, throttle });
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
/** A new administrator with a unique email (tests never share accounts). */
export async function anAdmin(
  dataSource: DataSource,
  overrides: { email?: string; password?: string; name?: string; isAdmin?: boolean } = {},
) {
  counter += 1;
  const email = overrides.email ?? `admin${counter}.${process.pid}@northwire.example`;
  const password = overrides.password ?? 'Sup3r-Secret!x';
  const user = await new UsersRepository(dataSource).create({
    email,
    name: overrides.name ?? `Admin ${counter}`,
    passwordHash: await hashPassword(password),
    isAdmin: overrides.isAdmin ?? true,
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
  }> = await dataSource.query(
    `SELECT outcome, reason, ip, user_agent, user_id FROM auth.sign_in_audit WHERE email = $1 ORDER BY id`,
    [email.toLowerCase()],
  );
  return rows;
}
