// `npm run backup -- <dir>` then `npm run restore -- <dir>` into a FRESH database and a FRESH object
// store: every table has the same rows (compared value by value) and every object the same bytes and
// content type. Runs the real scripts as a user would (child processes, environment variables).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client as MinioClient } from 'minio';
import { Client } from 'pg';
import S3rver from 's3rver';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withDatabase = (name: string) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

async function sql<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Store {
  server: S3rver;
  client: MinioClient;
  endpoint: string;
  dir: string;
}
async function startStore(): Promise<Store> {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  const client = new MinioClient({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', pathStyle: true });
  return { server, client, endpoint: `http://127.0.0.1:${port}`, dir };
}

async function readAll(client: MinioClient, bucket: string): Promise<Record<string, { bytes: string; type: string }>> {
  const out: Record<string, { bytes: string; type: string }> = {};
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
  for (const key of keys) {
    const chunks: Buffer[] = [];
    for await (const chunk of await client.getObject(bucket, key)) chunks.push(chunk as Buffer);
    const stat = await client.statObject(bucket, key);
    out[key] = { bytes: Buffer.concat(chunks).toString('base64'), type: String(stat.metaData['content-type']) };
  }
  return out;
}

/** Every row of every table, ordered, as text: what a restore must reproduce exactly. */
async function dumpRows(url: string): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ s: string; t: string }>(url, `SELECT table_schema AS s, table_name AS t FROM information_schema.tables WHERE table_type='BASE TABLE' AND table_schema IN ('content','forms','uploads') ORDER BY 1,2`);
  const out: Record<string, unknown[]> = {};
  for (const { s, t } of tables) out[`${s}.${t}`] = await sql(url, `SELECT * FROM "${s}"."${t}" ORDER BY 1`);
  return out;
}

/** Runs a script as a child process (asynchronously: the s3rvers live in this process and must keep answering). */
const run = (script: string, dir: string, env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script), dir], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
const sourceDb = `t_backup_src_${suffix}`;
const targetDb = `t_backup_dst_${suffix}`;
let source: Store;
let target: Store;
let backupDir: string;

beforeAll(async () => {
  await sql(withDatabase('postgres'), `CREATE DATABASE "${sourceDb}"`);
  source = await startStore();
  target = await startStore();
  backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'backup-')), 'snapshot');
});
afterAll(async () => {
  for (const db of [sourceDb, targetDb]) await sql(withDatabase('postgres'), `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  for (const store of [source, target]) {
    await store?.server.close();
    if (store) rmSync(store.dir, { recursive: true, force: true });
  }
  if (backupDir) rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('when a database and two buckets are backed up and restored into a fresh database and fresh buckets, then every row and every object byte is the same', async () => {
    const src = withDatabase(sourceDb);
    // Data shaped like the services': several schemas, serial ids, jsonb, unicode, bytea, timestamps.
    await sql(src, `CREATE SCHEMA content; CREATE SCHEMA forms; CREATE SCHEMA uploads;
      CREATE TABLE content.blogs (blog_id serial PRIMARY KEY, title text NOT NULL, blogs_content jsonb NOT NULL, published_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE forms.submissions (id uuid PRIMARY KEY, payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE uploads.resumes (key text PRIMARY KEY, size int NOT NULL, sha bytea NOT NULL)`);
    for (let i = 0; i < 50; i += 1) {
      await sql(src, 'INSERT INTO content.blogs (title, blogs_content) VALUES ($1, $2)', [`Fibre ${i} — café ✓`, JSON.stringify([{ heading: `h${i}`, paragraph: '<p>x</p>' }])]);
      await sql(src, 'INSERT INTO forms.submissions (id, payload) VALUES (gen_random_uuid(), $1)', [JSON.stringify({ name: `Jane ${i}`, message: 'line1\nline2' })]);
    }
    await sql(src, 'INSERT INTO uploads.resumes VALUES ($1, $2, $3)', ['a.pdf', 3, randomBytes(32)]);
    await source.client.makeBucket('site-media', 'us-east-1');
    await source.client.makeBucket('site-resumes', 'us-east-1');
    const image = randomBytes(200_000);
    await source.client.putObject('site-media', 'images/0f1e/1600.jpg', image, image.length, { 'Content-Type': 'image/jpeg' });
    await source.client.putObject('site-media', 'images/0f1e/480.webp', Buffer.from('RIFF....WEBP'), 12, { 'Content-Type': 'image/webp' });
    await source.client.putObject('site-resumes', '3b8e.pdf', Buffer.from('%PDF-1.7 resume'), 15, { 'Content-Type': 'application/pdf' });

    const backup = await run('backup.mjs', backupDir, { DATABASE_URL: src, S3_ENDPOINT: source.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: '' });
    expect(backup.stdout).toMatch(/backup: 101 rows in 3 tables, 3 objects in 2 buckets/);

    const restore = await run('restore.mjs', backupDir, { DATABASE_URL: withDatabase(targetDb), S3_ENDPOINT: target.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
    expect(restore.stdout).toMatch(/restore: 101 rows in 3 tables, 3 objects verified/);

    expect(await dumpRows(withDatabase(targetDb))).toEqual(await dumpRows(src));
    // Sequences come back too: the next post gets the next id, not a duplicate.
    expect(await sql(withDatabase(targetDb), `INSERT INTO content.blogs (title, blogs_content) VALUES ('new', '[]') RETURNING blog_id`)).toEqual([{ blog_id: 51 }]);
    for (const bucket of ['site-media', 'site-resumes']) expect(await readAll(target.client, bucket)).toEqual(await readAll(source.client, bucket));
  });

  it('when the target database already has tables, then restore refuses and changes nothing', async () => {
    const again = await run('restore.mjs', backupDir, { DATABASE_URL: withDatabase(targetDb), S3_ENDPOINT: target.endpoint });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has tables/);
    expect(await sql(withDatabase(targetDb), 'SELECT count(*)::int AS n FROM content.blogs')).toEqual([{ n: 51 }]);
  });

  it('when backup is given a folder that is not empty, then it refuses rather than mixing backups', async () => {
    const reply = await run('backup.mjs', backupDir, { DATABASE_URL: withDatabase(sourceDb), S3_ENDPOINT: source.endpoint });
    expect(reply.status).toBe(2);
    expect(reply.stderr).toMatch(/is not empty/);
  });
});
