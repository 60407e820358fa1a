import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { createMetrics, createServiceApp, type Logger, type Metrics } from '@site/service-kit';
import { SignInAuditRepository } from './audit/sign-in-audit-repository';
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
  metrics?: Metrics;
}

/** Sign-in for administrators. No state of its own: users in PostgreSQL, lockouts in Redis. */
export function createApp(deps: AuthAppDeps): Express {
  const { dataSource, redis, logger, keys } = deps;
  const metrics = deps.metrics ?? createMetrics('auth-service');
  const attempts = metrics.counter('auth_login_attempts_total', 'Sign-in attempts by outcome', ['outcome']);
  const login = new LoginService({
    users: new UsersRepository(dataSource),
    audit: new SignInAuditRepository(dataSource),
    throttle: new LoginThrottle(redis, deps.redisPrefix, deps.throttle),
    signer: createTokenSigner(keys, deps.tokenTtlSeconds),
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
      app.use(createLoginRouter(login, keys));
    },
  });
}
