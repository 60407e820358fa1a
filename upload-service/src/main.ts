import { createLogger, createRedis, initializeDataSource, installGracefulShutdown, listen } from '@site/service-kit';
import { createApp, createUploadServices } from './app';
import { readConfig } from './config';
import { createUploadsDataSource } from './db/data-source';
import { startResumeSweeper } from './resumes/resume-sweeper';
import { createObjectStorage } from './storage/object-storage';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('upload-service', config.LOG_LEVEL);
  const dataSource = await initializeDataSource(createUploadsDataSource(config.DATABASE_URL));
  const storage = createObjectStorage({
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
  });
  await storage.ensureBucket(config.S3_PUBLIC_BUCKET);
  await storage.ensureBucket(config.S3_PRIVATE_BUCKET);
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (err) => logger.warn({ err }, 'redis error'));

  const deps = { config, dataSource, redis, storage, logger };
  const services = createUploadServices(deps);
  const server = await listen(createApp({ ...deps, services }), config);
  const stopSweeper = startResumeSweeper({ resumes: services.resumes, intervalMs: config.RESUME_SWEEP_INTERVAL_MS, logger });
  logger.info({ port: config.PORT }, 'upload-service listening');

  installGracefulShutdown({
    logger,
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    closers: [stopSweeper, () => redis.quit(), () => dataSource.destroy()],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
