import 'reflect-metadata';
import { adminAuthOf, createLogger, createRedis, initializeDataSource, runService, serve } from '@site/service-kit';
import { createApp } from './app';
import { loadContentConfig } from './config';
import { createContentDataSource } from './db/data-source';

async function main(): Promise<void> {
  const config = loadContentConfig();
  const logger = createLogger('content-service', config.LOG_LEVEL);
  if (!config.JWT_PUBLIC_KEY) logger.warn('JWT_PUBLIC_KEY is not set: admin writes will answer 503');
  // Migrations (schema and seed content) run here, under an advisory lock, so starting twice is harmless.
  const dataSource = await initializeDataSource(createContentDataSource(config.DATABASE_URL, config.DB_POOL_SIZE));
  // Only for the admin sessions: a write whose session ended (logout, password reset) is refused.
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err: Error) => logger.debug({ err: err.message }, 'redis connection error'));
  const app = createApp({
    dataSource,
    logger,
    adminAuth: adminAuthOf(config, redis),
    preview: { secret: config.PREVIEW_LINK_SECRET, ttlMs: config.PREVIEW_LINK_TTL_HOURS * 3_600_000 },
  });
  await serve(app, { name: 'content-service', logger, settings: config, redis, closers: [() => redis.quit(), () => dataSource.destroy()] });
}

runService(main);
