import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { AppError } from '@site/service-kit';

/** Objects stay under one part: s3rver (local runs and tests) only accepts single-part uploads. */
const PART_SIZE = 64 * 1024 * 1024;

export interface StorageOptions {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface StoredObject {
  size: number;
  etag: string;
  contentType: string;
  lastModified: Date;
}

/** The S3-compatible store (MinIO, S3, s3rver) behind a few verbs the services need. */
export interface ObjectStorage {
  ensureBucket(bucket: string): Promise<void>;
  put(bucket: string, key: string, body: Buffer, contentType: string): Promise<void>;
  /** Metadata, or null when the object does not exist. */
  stat(bucket: string, key: string): Promise<StoredObject | null>;
  read(bucket: string, key: string): Promise<Readable>;
  remove(bucket: string, key: string): Promise<void>;
  /** Readiness: the bucket answers. */
  ping(bucket: string): Promise<void>;
}

const isMissing = (err: unknown): boolean =>
  err instanceof S3Error && (err.code === 'NotFound' || err.code === 'NoSuchKey' || err.code === 'NoSuchBucket');

/** The store not answering is not the caller's fault and may pass: 503, so the client may try again. */
const unavailable = (err: unknown): AppError =>
  err instanceof AppError ? err : new AppError({ status: 503, code: 'STORAGE_UNAVAILABLE', message: 'File storage is unavailable, please try again', cause: err });

async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    throw unavailable(err);
  }
}

export function createObjectStorage(options: StorageOptions): ObjectStorage {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    // Path-style works with MinIO, s3rver and S3 alike; virtual hosts need DNS per bucket.
    pathStyle: true,
    partSize: PART_SIZE,
  });

  return {
    async ensureBucket(bucket) {
      if (await client.bucketExists(bucket)) return;
      try {
        await client.makeBucket(bucket, options.region);
      } catch (err) {
        // Another instance created it between our check and our call.
        if (err instanceof S3Error && (err.code === 'BucketAlreadyOwnedByYou' || err.code === 'BucketAlreadyExists')) return;
        throw err;
      }
    },
    async put(bucket, key, body, contentType) {
      await guarded(() => client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType }));
    },
    async stat(bucket, key) {
      try {
        const stat = await client.statObject(bucket, key);
        const meta = stat.metaData as Record<string, string | undefined>;
        return {
          size: stat.size,
          etag: stat.etag,
          contentType: meta['content-type'] ?? 'application/octet-stream',
          lastModified: stat.lastModified,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    read: (bucket, key) => guarded(() => client.getObject(bucket, key)),
    async remove(bucket, key) {
      await guarded(() => client.removeObject(bucket, key));
    },
    async ping(bucket) {
      if (!(await client.bucketExists(bucket))) throw new Error(`bucket ${bucket} is missing`);
    },
  };
}
