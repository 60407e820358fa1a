import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import {
  adminKeySetOf,
  createAdminSessions,
  createMetrics,
  createServiceApp,
  type Logger,
  type Metrics,
} from '@site/service-kit';
import { SignInAuditRepository } from './audit/sign-in-audit-repository';
import { createDeviceCookies } from './login/device-cookie';
import { createLoginRouter } from './login/login-router';
import { LoginService } from './login/login-service';
import { LoginThrottle, type ThrottleSettings } from './login/login-throttle';
import type { SigningKeys } from './tokens/signing-keys';
import { createTokenSigner } from './tokens/token-signer';
import { UsersRepository } from './users/users-repository';

export interface AuthAppDeps {
  dataSource: DataSource;
  redis: Redis;
  /** Prefix of every Redis key (REDIS_PREFIX). */
  redisPrefix: string;
  logger: Logger;
  keys: SigningKeys;
  tokenTtlSeconds: number;
  throttle: ThrottleSettings;
  /** Lifetime of the device cookie of a browser that signed in (default 30 days). */
  deviceCookieMaxAgeSeconds?: number;
  metrics?: Metrics;
}

const DEFAULT_DEVICE_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/** Sign-in for administrators. No state of its own: users in PostgreSQL, throttles and sessions in Redis. */
export function createApp(deps: AuthAppDeps): Express {
  const { dataSource, redis, logger, keys } = deps;
  const sessions = createAdminSessions(redis, deps.redisPrefix);
  // Logout verifies tokens as every other service does: this service's own keys, the shared sessions.
  const adminKeys = adminKeySetOf({ JWT_PUBLIC_KEY: keys.publicKey, JWT_PREVIOUS_PUBLIC_KEY: keys.previousPublicKey });
  if (!adminKeys) throw new Error('auth-service: no public key to verify its own tokens');
  const metrics = deps.metrics ?? createMetrics('auth-service');
  const attempts = metrics.counter('auth_login_attempts_total', 'Sign-in attempts by outcome', ['outcome']);
  const login = new LoginService({
    users: new UsersRepository(dataSource),
    audit: new SignInAuditRepository(dataSource),
    throttle: new LoginThrottle(redis, deps.redisPrefix, deps.throttle),
    signer: createTokenSigner(keys, deps.tokenTtlSeconds),
    sessions,
    devices: createDeviceCookies(keys, deps.deviceCookieMaxAgeSeconds ?? DEFAULT_DEVICE_COOKIE_SECONDS),
    logger,
    onAttempt: (outcome) => attempts.inc({ outcome }),
  });
  return createServiceApp({
    name: 'auth-service',
    logger,
    metrics,
    jsonLimit: '10kb',
    readiness: {
      postgres: () => dataSource.query('SELECT 1'),
      redis: () => redis.ping(),
    },
    routes: (app) => {
      app.use(createLoginRouter(login, keys, { keys: adminKeys, sessions }));
    },
  });
}
