// Shared by scripts/backup.mjs and scripts/restore.mjs: the settings they read and small helpers.
import path from 'node:path';
import { Client as MinioClient } from 'minio';

export const DEFAULT_BUCKETS = ['site-media', 'site-resumes'];

export const databaseUrlFromEnv = (env = process.env) => env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/site';

export const bucketsFromEnv = (env = process.env) =>
  (env.S3_BUCKETS ? env.S3_BUCKETS.split(',') : DEFAULT_BUCKETS).map((b) => b.trim()).filter(Boolean);

export function s3FromEnv(env = process.env) {
  const endpoint = new URL(env.S3_ENDPOINT || 'http://127.0.0.1:4569');
  return new MinioClient({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
    useSSL: endpoint.protocol === 'https:',
    accessKey: env.S3_ACCESS_KEY || 'S3RVER',
    secretKey: env.S3_SECRET_KEY || 'S3RVER',
    region: env.S3_REGION || 'us-east-1',
    pathStyle: true,
  });
}

/** Where an object lives in the backup folder; a key that would escape its bucket folder is refused. */
export function objectPath(root, bucket, key) {
  const base = path.resolve(root, 'buckets', bucket);
  const file = path.resolve(base, key);
  if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`object key ${JSON.stringify(key)} in ${bucket} escapes the backup folder`);
  return file;
}

export const redactUrl = (url) => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
};

/** Row count of every table outside the system schemas, as `schema.table`. */
export async function countRows(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const counts = {};
    for (const { s, t } of rows) {
      const q = (name) => `"${name.replace(/"/g, '""')}"`;
      const result = await client.query(`SELECT count(*)::int AS n FROM ${q(s)}.${q(t)}`);
      counts[`${s}.${t}`] = result.rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}
