// `npm run restore -- <dir>`: puts a backup made by `npm run backup` into DATABASE_URL and the S3
// endpoint of the environment (S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION).
// - The database is created when missing. It must be empty (a fresh database): restoring over live
//   data is refused unless RESTORE_CLEAN=1, which drops and recreates the backed-up objects first.
// - Buckets are created when missing; each object is written with its content type, then read back
//   and compared by sha256. S3_BUCKET_MAP renames buckets: `site-media=new-media,site-resumes=new-resumes`.
// - At the end the row counts of every table are compared with the manifest; any difference fails.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { countRows, databaseUrlFromEnv, objectPath, redactUrl, s3FromEnv } from './lib/data-copy.mjs';
import { ensureDatabase } from './lib/system.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run restore -- <dir>   (into DATABASE_URL and S3_ENDPOINT; S3_BUCKET_MAP=old=new,... renames buckets)');
  process.exit(2);
}
const source = path.resolve(dir);
const manifestFile = path.join(source, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`restore: ${manifestFile} not found; is ${source} a folder written by npm run backup?`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const databaseUrl = databaseUrlFromEnv();
const bucketMap = Object.fromEntries(
  (process.env.S3_BUCKET_MAP ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((s) => s.trim())),
);
const started = Date.now();

// 1. PostgreSQL.
await ensureDatabase(databaseUrl);
const existing = await countRows(databaseUrl);
const clean = process.env.RESTORE_CLEAN === '1';
if (Object.keys(existing).length > 0 && !clean) {
  console.error(`restore: ${redactUrl(databaseUrl)} already has tables (${Object.keys(existing).slice(0, 5).join(', ')}...). Restore into a fresh database, or set RESTORE_CLEAN=1 to replace them.`);
  process.exit(1);
}
const args = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`];
if (clean) args.push('--clean', '--if-exists');
const restore = spawnSync('pg_restore', [...args, path.join(source, manifest.database.file)], { stdio: ['ignore', 'inherit', 'inherit'] });
if (restore.status !== 0) {
  console.error(`restore: pg_restore into ${redactUrl(databaseUrl)} failed (exit ${restore.status ?? restore.signal})`);
  process.exit(1);
}
const restoredRows = await countRows(databaseUrl);
const rowDiffs = Object.entries(manifest.database.tables).filter(([table, n]) => restoredRows[table] !== n);

// 2. Object store.
const s3 = s3FromEnv();
let objects = 0;
const objectDiffs = [];
for (const [bucket, list] of Object.entries(manifest.buckets)) {
  const into = bucketMap[bucket] ?? bucket;
  if (!(await s3.bucketExists(into))) await s3.makeBucket(into, process.env.S3_REGION || 'us-east-1');
  for (const object of list) {
    const bytes = readFileSync(objectPath(source, bucket, object.key));
    if (createHash('sha256').update(bytes).digest('hex') !== object.sha256) {
      objectDiffs.push(`${bucket}/${object.key}: the backup file does not match its manifest hash`);
      continue;
    }
    await s3.putObject(into, object.key, bytes, bytes.length, { 'Content-Type': object.contentType });
    const back = createHash('sha256');
    for await (const chunk of await s3.getObject(into, object.key)) back.update(chunk);
    if (back.digest('hex') !== object.sha256) objectDiffs.push(`${into}/${object.key}: read back differs`);
    objects += 1;
  }
}

if (rowDiffs.length || objectDiffs.length) {
  for (const [table, n] of rowDiffs) console.error(`restore: ${table} has ${restoredRows[table]} rows, the backup had ${n}`);
  for (const line of objectDiffs) console.error(`restore: ${line}`);
  process.exit(1);
}
const rows = Object.values(restoredRows).reduce((n, c) => n + c, 0);
console.log(`restore: ${rows} rows in ${Object.keys(restoredRows).length} tables, ${objects} objects verified -> ${redactUrl(databaseUrl)}, ${process.env.S3_ENDPOINT || 'http://127.0.0.1:4569'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
