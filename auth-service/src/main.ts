import 'reflect-metadata';
import { Queue } from 'bullmq';
import { MAIL_QUEUE } from '@site/contracts';
import {
  adminKeySetOf,
  createLogger,
  createOutboxRelay,
  createRedis,
  initializeDataSource,
  runService,
  serve,
} from '@site/service-kit';
import { createApp } from './app';
import { loadAuthConfig } from './config';
import { createAuthDataSource } from './db/data-source';
import { staffSettingsOf, throttleSettingsOf } from './settings';
import { resolveSigningKeys } from './tokens/signing-keys';
import { ensureAdmin } from './users/admin-bootstrap';

async function main(): Promise<void> {
  const config = loadAuthConfig();
  const logger = createLogger('auth-service', config.LOG_LEVEL);
  const production = config.NODE_ENV === 'production';
  const keys = resolveSigningKeys(
    {
      privateKey: config.JWT_PRIVATE_KEY,
      previousPublicKey: config.JWT_PREVIOUS_PUBLIC_KEY,
      production,
    },
    logger,
  );
  // The verifiers share these two keys: a signing key in neither means every token is refused.
  const verifying = adminKeySetOf(config);
  if (verifying && !verifying.has(keys.keyId)) {
    logger.warn(
      { keyId: keys.keyId },
      'JWT_PRIVATE_KEY matches neither JWT_PUBLIC_KEY nor JWT_PREVIOUS_PUBLIC_KEY: the other services will refuse these tokens',
    );
  }
  // Migrations run under an advisory lock, and the admin bootstrap under another: starting twice is harmless.
  const dataSource = await initializeDataSource(
    createAuthDataSource(config.DATABASE_URL, config.DB_POOL_SIZE),
  );
  await ensureAdmin(
    dataSource,
    { email: config.ADMIN_EMAIL, name: config.ADMIN_NAME, password: config.ADMIN_PASSWORD, production },
    logger,
  );

  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err: Error) => logger.debug({ err: err.message }, 'redis connection error'));
  // Staff mails take the one mail path: auth.outbox -> the BullMQ mail queue -> the worker.
  const queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
  queue.on('error', (err: Error) => logger.warn({ err: err.message }, 'mail queue error'));
  const relay = createOutboxRelay({
    dataSource,
    queue,
    logger,
    table: 'auth.outbox',
    intervalMs: config.RELAY_INTERVAL_MS,
    attempts: config.MAIL_ATTEMPTS,
    backoffMs: config.MAIL_BACKOFF_MS,
  });
  const app = createApp({
    dataSource,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    logger,
    keys,
    tokenTtlSeconds: config.JWT_TTL_SECONDS,
    throttle: throttleSettingsOf(config),
    deviceCookieMaxAgeSeconds: config.LOGIN_DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    staff: staffSettingsOf(config),
    internalToken: config.INTERNAL_TOKEN,
    onMailQueued: () => relay.kick(),
  });
  await serve(app, {
    name: 'auth-service',
    logger,
    settings: config,
    redis,
    fields: { keyId: keys.keyId },
    closers: [() => relay.stop(), () => queue.close(), () => redis.quit(), () => dataSource.destroy()],
  });
  relay.start();
}

runService(main);
