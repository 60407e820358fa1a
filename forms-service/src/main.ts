import { Queue } from 'bullmq';
import { adminAuthOf, createLogger, createRedis, createTrafficCounter, initializeDataSource, runService, serve } from '@site/service-kit';
import { MAIL_QUEUE } from '@site/contracts';
import { readConfig } from './config';
import { createFormsDataSource } from './db/data-source';
import { createApp } from './app';
import { createOutboxRelay } from './outbox/outbox-relay';
import { createUploadClient } from './uploads/upload-client';
import { SubmissionsRepository } from './submissions/submissions-repository';
import { TrafficService } from './traffic/traffic-service';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('forms-service', config.LOG_LEVEL);
  const dataSource = await initializeDataSource(createFormsDataSource(config.DATABASE_URL));
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err: Error) => logger.warn({ err: err.message }, 'redis error'));
  const queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: config.REDIS_PREFIX });
  queue.on('error', (err: Error) => logger.warn({ err: err.message }, 'mail queue error'));
  const uploads = createUploadClient({
    baseUrl: config.UPLOAD_URL,
    timeoutMs: config.UPLOAD_TIMEOUT_MS,
    internalToken: config.INTERNAL_TOKEN,
  });
  const relay = createOutboxRelay({
    dataSource,
    queue,
    logger,
    intervalMs: config.RELAY_INTERVAL_MS,
    attempts: config.MAIL_ATTEMPTS,
    backoffMs: config.MAIL_BACKOFF_MS,
    submissions: new SubmissionsRepository(dataSource),
    uploads,
  });
  // The gateway's page-view counters, moved from Redis into forms.traffic_* (shares REDIS_PREFIX with it).
  const traffic = new TrafficService({
    dataSource,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    logger,
    intervalMs: config.TRAFFIC_FLUSH_INTERVAL_MS,
  });
  const app = createApp({
    logger,
    dataSource,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    uploads,
    newsletterSecret: config.NEWSLETTER_SECRET,
    formTokenSecret: config.FORM_TOKEN_SECRET,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    adminAuth: adminAuthOf(config, redis),
    internalToken: config.INTERNAL_TOKEN,
    onQueued: () => relay.kick(),
    traffic,
    // A lead's visit, read from the gateway's counters by the same daily visitor hash (issue 27).
    visits: createTrafficCounter({ redis, prefix: config.REDIS_PREFIX, logger }),
    rateLimits: { perMinute: config.RATE_LIMIT_PER_MINUTE, perHour: config.RATE_LIMIT_PER_HOUR },
  });
  await serve(app, {
    name: 'forms-service',
    logger,
    settings: config,
    redis,
    closers: [() => relay.stop(), () => traffic.stop(), () => queue.close(), () => redis.quit(), () => dataSource.destroy()],
  });
  relay.start();
  traffic.start();
}

runService(main);
