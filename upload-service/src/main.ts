import { createLogger, createRedis, initializeDataSource, runService, serve } from '@site/service-kit';
import { createApp, createUploadServices } from './app';
import { readConfig } from './config';
import { assertQpdfAvailable } from './resumes/pdf-inspection';
import { createUploadsDataSource } from './db/data-source';
import { startResumeSweeper } from './resumes/resume-sweeper';
import { createObjectStorage } from './storage/object-storage';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger('upload-service', config.LOG_LEVEL);
  // Every PDF resume is read by qpdf (resumes/pdf-inspection.ts): without it none could be accepted.
  logger.info({ qpdf: await assertQpdfAvailable() }, 'PDF resumes are read with qpdf');
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
  const stopSweeper = startResumeSweeper({ resumes: services.resumes, intervalMs: config.RESUME_SWEEP_INTERVAL_MS, logger });
  await serve(createApp({ ...deps, services }), {
    name: 'upload-service',
    logger,
    settings: config,
    redis,
    closers: [stopSweeper, () => redis.quit(), () => dataSource.destroy()],
  });
}

runService(main);
