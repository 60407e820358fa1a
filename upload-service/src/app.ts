import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { adminAuthOf, createServiceApp, type Logger, type Metrics } from '@site/service-kit';
import type { UploadConfig } from './config';
import { createImagesRepository } from './images/images-repository';
import { createImagesRouter } from './images/images-router';
import { createImagesService, type ImagesService } from './images/images-service';
import { createUploadRateLimiter, type UploadRateLimiter } from './rate-limit/upload-rate-limiter';
import { createResumesInternalRouter } from './resumes/resumes-internal-router';
import { createResumesRepository } from './resumes/resumes-repository';
import { createResumesRouter } from './resumes/resumes-router';
import { createResumesService, type ResumesService } from './resumes/resumes-service';
import type { ObjectStorage } from './storage/object-storage';

export interface AppDeps {
  config: UploadConfig;
  dataSource: DataSource;
  redis: Redis;
  storage: ObjectStorage;
  logger: Logger;
  metrics?: Metrics;
}

export interface UploadServices {
  images: ImagesService;
  resumes: ResumesService;
  rateLimiter: UploadRateLimiter;
}

export function createUploadServices(deps: AppDeps): UploadServices {
  const { config, dataSource, storage, logger } = deps;
  return {
    images: createImagesService({ storage, bucket: config.S3_PUBLIC_BUCKET, images: createImagesRepository(dataSource), logger }),
    resumes: createResumesService({
      storage,
      bucket: config.S3_PRIVATE_BUCKET,
      resumes: createResumesRepository(dataSource),
      logger,
      linkSecret: config.FILE_LINK_SECRET,
      linkTtlSeconds: config.RESUME_LINK_TTL_SECONDS,
      retentionHours: config.RESUME_RETENTION_HOURS,
    }),
    rateLimiter: createUploadRateLimiter({
      redis: deps.redis,
      prefix: config.REDIS_PREFIX,
      limits: { resume: config.RESUME_UPLOADS_PER_HOUR, image: config.IMAGE_UPLOADS_PER_HOUR },
      logger,
    }),
  };
}

/** The upload-service HTTP app (no listen); tests start it on port 0. */
export function createApp(deps: AppDeps & { services?: UploadServices }): Express {
  const { config, logger } = deps;
  const services = deps.services ?? createUploadServices(deps);
  return createServiceApp({
    name: 'upload-service',
    logger,
    internalToken: config.INTERNAL_TOKEN,
    metrics: deps.metrics,
    readiness: {
      postgres: () => deps.dataSource.query('SELECT 1'),
      storage: () => deps.storage.ping(config.S3_PRIVATE_BUCKET),
    },
    routes: (app) => {
      const adminAuth = adminAuthOf(config, deps.redis);
      app.use(createImagesRouter({ images: services.images, adminAuth, rateLimiter: services.rateLimiter }));
      app.use(createResumesRouter({ resumes: services.resumes, adminAuth, rateLimiter: services.rateLimiter }));
      app.use(createResumesInternalRouter(services.resumes));
    },
  });
}
