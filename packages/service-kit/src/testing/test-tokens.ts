import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import type { Redis } from 'ioredis';
import { adminKeySetOf, keyIdOf, type AdminKeySet } from '../admin-keys';
import { createAdminSessions, type AdminAuth } from '../admin-sessions';
import { INTERNAL_TOKEN_HEADER } from '../internal-client';
import { createRedis } from '../redis';
import { testRedisPrefix, TEST_REDIS_URL } from './test-database';

/** A new ES256 key pair as PEM, as auth-service keys are (another signer, a rotated key). */
export const generateTestKeyPair = (): { publicKey: string; privateKey: string } =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** One ES256 key pair per test process, standing in for the auth-service's keys. */
export const testKeys = generateTestKeyPair();

/** The verifiers' key set holding `testKeys` (what `requireStaff` gets in tests). */
export const testAdminKeys: AdminKeySet = adminKeySetOf({ JWT_PUBLIC_KEY: testKeys.publicKey })!;

export interface TestTokenOptions {
  sub?: string;
  email?: string;
  isAdmin?: boolean;
  /** 'owner' by default; null leaves it out (a token from before roles). */
  role?: string | null;
  /** An Owner who must set up an authenticator first. */
  setup?: boolean;
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  privateKey?: string;
  /** The header `kid`: by default `testKeys`' (also when another privateKey signs); null leaves it out. */
  keyId?: string | null;
  /** The session id: TEST_SESSION_ID by default (seedTestAdminSession opens it); null leaves it out. */
  sid?: string | null;
}

/** The session test tokens carry unless told otherwise. */
export const TEST_SESSION_ID = 'test-session';

/**
 * Opens a real admin session in Redis (TEST_REDIS_URL), as the auth-service does at sign-in, for
 * verifiers using `prefix`: by default the one `signTestToken()` tokens carry (subject '1').
 */
export async function seedTestAdminSession(
  prefix: string,
  options: { sid?: string; sub?: string; ttlSeconds?: number } = {},
): Promise<void> {
  const sid = options.sid ?? TEST_SESSION_ID;
  const sub = options.sub ?? '1';
  const ttl = options.ttlSeconds ?? 3600;
  const redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
  try {
    await redis
      .multi()
      .set(`${prefix}:admin-session:${sid}`, sub, 'EX', ttl)
      .sadd(`${prefix}:admin-sessions-of:${sub}`, sid)
      .expire(`${prefix}:admin-sessions-of:${sub}`, ttl)
      .exec();
  } finally {
    await redis.quit();
  }
}

export interface TestAdminAuth extends AdminAuth {
  redis: Redis;
  prefix: string;
  close(): Promise<void>;
}

/**
 * What a service under test verifies admin tokens with: `testAdminKeys` and real Redis sessions
 * under a fresh prefix, with the default test session open.
 */
export async function createTestAdminAuth(label = 'admin'): Promise<TestAdminAuth> {
  const redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
  const prefix = testRedisPrefix(label);
  await seedTestAdminSession(prefix);
  return {
    keys: testAdminKeys,
    sessions: createAdminSessions(redis, prefix),
    redis,
    prefix,
    close: async () => {
      redis.disconnect();
    },
  };
}

/** A really signed admin token, as the auth-service issues them. */
export function signTestToken(options: TestTokenOptions = {}): string {
  return jwt.sign(
    {
      email: options.email ?? 'admin@example.test',
      isAdmin: options.isAdmin ?? true,
      ...(options.role === null ? {} : { role: options.role ?? 'owner' }),
      ...(options.setup ? { setup: true } : {}),
      ...(options.sid === null ? {} : { sid: options.sid ?? TEST_SESSION_ID }),
    },
    options.privateKey ?? testKeys.privateKey,
    {
      algorithm: JWT_ALGORITHM,
      subject: options.sub ?? '1',
      issuer: options.issuer ?? JWT_ISSUER,
      audience: options.audience ?? JWT_AUDIENCE,
      expiresIn: options.expiresIn ?? 3600,
      ...(options.keyId === null ? {} : { keyid: options.keyId ?? keyIdOf(testKeys.publicKey) }),
    },
  );
}

export const bearer = (token = signTestToken()): { Authorization: string } => ({ Authorization: `Bearer ${token}` });

/** The headers a test sends to a service's `/internal/*` (services send them through createInternalClient). */
export const internalAuthHeaders = (token: string): Record<string, string> => ({ [INTERNAL_TOKEN_HEADER]: token });
