// `npm run backup -- <dir>`: one consistent copy of the system's data in a folder:
//   <dir>/database.dump   pg_dump custom format of DATABASE_URL (every schema: content, auth, forms,
//                         uploads, mail; restore with `npm run restore -- <dir>`)
//   <dir>/buckets/<bucket>/<key>  every object of each bucket (S3_BUCKETS, default the two buckets
//                         upload-service uses), byte for byte
//   <dir>/manifest.json   what was copied: row counts per table, each object's size, sha256, type
// Reads DATABASE_URL, S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION, S3_BUCKETS.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { bucketsFromEnv, countRows, objectPath, s3FromEnv, databaseUrlFromEnv, redactUrl } from './lib/data-copy.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run backup -- <dir>   (DATABASE_URL, S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKETS from the environment)');
  process.exit(2);
}
const target = path.resolve(dir);
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`backup: ${target} is not empty; give a new folder so no older backup is mixed in`);
  process.exit(2);
}
mkdirSync(target, { recursive: true });

const databaseUrl = databaseUrlFromEnv();
const started = Date.now();

// 1. PostgreSQL: custom format (compressed, restorable table by table), without owners or grants so
// it restores into any role.
const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(target, 'database.dump')}`, `--dbname=${databaseUrl}`], { stdio: ['ignore', 'inherit', 'inherit'] });
if (dump.status !== 0) {
  console.error(`backup: pg_dump of ${redactUrl(databaseUrl)} failed (exit ${dump.status ?? dump.signal})`);
  process.exit(1);
}
const tables = await countRows(databaseUrl);

// 2. Object store: every object of every bucket, streamed to a file, hashed on the way.
const s3 = s3FromEnv();
const buckets = {};
for (const bucket of bucketsFromEnv()) {
  buckets[bucket] = [];
  if (!(await s3.bucketExists(bucket))) {
    console.warn(`backup: bucket ${bucket} does not exist; recorded as empty`);
    continue;
  }
  const keys = [];
  for await (const item of s3.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
  for (const key of keys.sort()) {
    const file = objectPath(target, bucket, key);
    mkdirSync(path.dirname(file), { recursive: true });
    const stat = await s3.statObject(bucket, key);
    const stream = await s3.getObject(bucket, key);
    const hash = createHash('sha256');
    const chunks = [];
    for await (const chunk of stream) {
      hash.update(chunk);
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    writeFileSync(file, bytes);
    buckets[bucket].push({ key, size: bytes.length, sha256: hash.digest('hex'), contentType: stat.metaData?.['content-type'] ?? 'application/octet-stream' });
  }
}

const manifest = { createdAt: new Date().toISOString(), database: { file: 'database.dump', tables }, buckets };
writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const objects = Object.values(buckets).reduce((n, list) => n + list.length, 0);
const rows = Object.values(tables).reduce((n, c) => n + c, 0);
console.log(`backup: ${rows} rows in ${Object.keys(tables).length} tables, ${objects} objects in ${Object.keys(buckets).length} buckets -> ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
