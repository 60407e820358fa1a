import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { Client } from 'minio';
import S3rver from 's3rver';
import type { DataSource } from 'typeorm';
import { createLogger, createRedis, initializeDataSource, LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import { internalAuthHeaders, seedTestAdminSession, startTestApp, testKeys, testRedisPrefix, TEST_REDIS_URL, type RunningTestApp } from '@site/service-kit/testing';
import { createMigratedDatabase } from '@site/testing/databases';
import { createApp, createUploadServices, type UploadServices } from '../src/app';
import { readConfig, type UploadConfig } from '../src/config';
import { createUploadsDataSource } from '../src/db/data-source';
import { createObjectStorage, type ObjectStorage } from '../src/storage/object-storage';

export const TEST_FILE_LINK_SECRET = 'test-file-link-secret-0123456789abcdef';

/** The service credential forms-service and the worker send on `/internal/*` (the test default). */
export const INTERNAL = internalAuthHeaders(LOCAL_INTERNAL_TOKEN);

export interface UploadTestContext {
  url: string;
  app: Express;
  config: UploadConfig;
  services: UploadServices;
  storage: ObjectStorage;
  dataSource: DataSource;
  redis: Redis;
  /** Every object key in a bucket, read straight from the store. */
  listKeys(bucket: string): Promise<string[]>;
  /** Rows of an uploads table, read straight from PostgreSQL. */
  count(table: 'images' | 'resumes'): Promise<number>;
  /** Stops the S3 endpoint, as when MinIO goes away. */
  stopStorage(): Promise<void>;
  close(): Promise<void>;
}

export interface ContextOptions {
  env?: Record<string, string>;
  /** A Redis URL to use instead of the real one (e.g. one nothing listens on). */
  redisUrl?: string;
}

/**
 * The whole upload-service as in production: its migrations on a fresh database, real Redis, and an
 * s3rver S3 endpoint on a temporary directory (buckets created by the service, as at boot).
 */
export async function startUploadService(options: ContextOptions = {}): Promise<UploadTestContext> {
  const directory = await mkdtemp(join(tmpdir(), 'uploads-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await s3.run();
  // A copy of the run's migrated uploads schema.
  const db = await createMigratedDatabase('uploads', 'uploads', async (url) => {
    await (await initializeDataSource(createUploadsDataSource(url))).destroy();
  });
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    REDIS_URL: options.redisUrl ?? TEST_REDIS_URL,
    REDIS_PREFIX: testRedisPrefix('uploads'),
    JWT_PUBLIC_KEY: testKeys.publicKey,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    FILE_LINK_SECRET: TEST_FILE_LINK_SECRET,
    RESUME_SWEEP_INTERVAL_MS: '0',
    ...options.env,
  });
  const dataSource = await initializeDataSource(createUploadsDataSource(config.DATABASE_URL));
  const storage = createObjectStorage({ endpoint: config.S3_ENDPOINT, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, region: config.S3_REGION });
  await storage.ensureBucket(config.S3_PUBLIC_BUCKET);
  await storage.ensureBucket(config.S3_PRIVATE_BUCKET);
  const redis = createRedis(config.REDIS_URL, options.redisUrl ? { retryStrategy: () => null } : {});
  redis.on('error', () => undefined);
  const logger = createLogger('upload-service', 'silent');
  // The session `signTestToken()` tokens carry, as the auth-service opens one at sign-in.
  if (!options.redisUrl) await seedTestAdminSession(config.REDIS_PREFIX);
  const deps = { config, dataSource, redis, storage, logger };
  const services = createUploadServices(deps);
  const app = createApp({ ...deps, services });
  const running: RunningTestApp = await startTestApp(app);
  let s3Stopped = false;
  const s3Client = new Client({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY, pathStyle: true });

  return {
    url: running.url,
    app,
    config,
    services,
    storage,
    dataSource,
    redis,
    listKeys: async (bucket) => {
      const keys: string[] = [];
      for await (const item of s3Client.listObjectsV2(bucket, '', true)) {
        const name = (item as { name?: string }).name;
        if (name) keys.push(name);
      }
      return keys.sort();
    },
    count: async (table) => {
      const rows = (await dataSource.query(`SELECT count(*)::int AS n FROM "uploads"."${table}"`)) as { n: number }[];
      return rows[0]?.n ?? 0;
    },
    stopStorage: async () => {
      if (!s3Stopped) await s3.close();
      s3Stopped = true;
    },
    close: async () => {
      await running.close();
      redis.disconnect();
      await dataSource.destroy();
      await db.drop();
      if (!s3Stopped) await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let nextAddress = 1;
/** A distinct client address per test (the app trusts loopback proxies), so rate-limit counters never collide. */
export const aClientAddress = (): string => `203.0.113.${nextAddress++}`;
