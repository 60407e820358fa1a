// `npm run backup -- <dir>` then `npm run restore -- <dir>` into a FRESH database and a FRESH object
// store. The source is what the real services made: content-, auth-, forms- and upload-service and
// the worker (built dist) migrate a scratch database (every schema: content, auth, forms, uploads,
// mail) and write real rows through their APIs (a blog post, a case study, a sign-in, an uploaded
// image and resume, a contact, a newsletter sign-up and a job application, their mails delivered).
// After the restore, every table of every schema has the same rows (compared value by value), every
// sequence the same value, and every object the same bytes and content type. Runs the real scripts
// as a user would (child processes, environment variables).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client as MinioClient } from 'minio';
import { Client } from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { startSmtpCatcher, waitForValue, type SmtpCatcher } from '@site/testing';
import { REDIS_URL, ROOT, ServiceProcess, localFormToken, freePort, internalToken, jwtPublicKey, serviceEnv, type PrivateSystem, type ServiceName } from './support/processes';
import { MINIMAL_PDF } from '@site/testing/resume-files';

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

/** Every row of every table outside the system schemas, ordered by the whole row: what a restore must reproduce exactly. */
async function dumpRows(url: string): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ s: string; t: string }>(
    url,
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const out: Record<string, unknown[]> = {};
  for (const { s, t } of tables) out[`${s}.${t}`] = await sql(url, `SELECT * FROM "${s}"."${t}" AS r ORDER BY r::text`);
  return out;
}

/** Every sequence and where it stands (a restored database must hand out the next ids, not old ones). */
const sequences = (url: string) => sql(url, 'SELECT schemaname, sequencename, last_value FROM pg_sequences ORDER BY 1, 2');

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
const REDIS_PREFIX = `${process.env.E2E_REDIS_PREFIX ?? 'rel'}:backup`;
/** Sign-in passwords are at most 16 characters (the spec). */
const ADMIN = { email: 'backup-admin@northwire.example', password: 'Backup-Adm-2026' };
let source: Store;
let target: Store;
let backupDir: string;
let smtp: SmtpCatcher;
const services = {} as Record<ServiceName, ServiceProcess>;
let worker: ServiceProcess;

beforeAll(async () => {
  await sql(withDatabase('postgres'), `CREATE DATABASE "${sourceDb}"`);
  source = await startStore();
  target = await startStore();
  backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'backup-')), 'snapshot');
  smtp = await startSmtpCatcher();
  // The real services on the source database and store: each migrates its own schema at boot.
  const uploadPort = await freePort();
  const system: PrivateSystem = { databaseUrl: withDatabase(sourceDb), redisPrefix: REDIS_PREFIX, s3Endpoint: source.endpoint, admin: ADMIN, uploadUrl: `http://127.0.0.1:${uploadPort}` };
  for (const service of ['content', 'auth', 'forms', 'upload'] as const) {
    services[service] = new ServiceProcess(`${service}-service`, service === 'upload' ? uploadPort : await freePort(), { ...serviceEnv(service, system), RELAY_INTERVAL_MS: '200' });
  }
  await Promise.all(Object.values(services).map((s) => s.start()));
  worker = new ServiceProcess('worker', await freePort(), {
    DATABASE_URL: system.databaseUrl,
    REDIS_URL,
    REDIS_PREFIX,
    FORMS_URL: services.forms.url,
    UPLOAD_URL: services.upload.url,
    SMTP_URL: smtp.url,
    JWT_PUBLIC_KEY: jwtPublicKey(),
    // The services' credential: the worker reports deliveries and reads resumes on their /internal/*.
    INTERNAL_TOKEN: internalToken(),
  });
  await worker.start();
});
afterAll(async () => {
  await Promise.all([worker?.stop(), ...Object.values(services).map((s) => s.stop())]);
  await smtp?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  for (const db of [sourceDb, targetDb]) await sql(withDatabase('postgres'), `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
  for (const store of [source, target]) {
    await store?.server.close();
    if (store) rmSync(store.dir, { recursive: true, force: true });
  }
  if (backupDir) rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

/** A JSON call to a private service; throws unless it answers `status`. */
async function api<T>(service: ServiceName, method: string, p: string, status: number, body?: unknown, token?: string): Promise<T> {
  const reply = await fetch(`${services[service].url}${p}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await reply.text();
  if (reply.status !== status) throw new Error(`${method} ${p} answered ${reply.status}, not ${status}: ${text.slice(0, 300)}`);
  return (reply.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text) as T;
}

async function upload(p: string, field: string, bytes: Buffer, type: string, name: string, token?: string): Promise<string> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const reply = await fetch(`${services.upload.url}${p}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await reply.text();
  if (reply.status !== 200) throw new Error(`POST ${p} answered ${reply.status}: ${text.slice(0, 300)}`);
  return text;
}

/** Real rows in every schema, made through the services' own APIs, and the mails delivered. */
async function fillThroughTheServices(): Promise<void> {
  const { token } = await api<{ token: string }>('auth', 'POST', '/api/users/login', 200, ADMIN);
  const { data: categories } = await api<{ data: Array<{ category_id: number }> }>('content', 'GET', '/api/categories', 200);
  const [category] = categories;
  await api('content', 'POST', '/blog', 201, { title: 'Fibre backups — café ✓', category: category!.category_id, blogs_content: [{ heading: 'Why', paragraph: '<p>Line one\nline two</p>' }] }, token);
  await api('content', 'POST', '/api/caseStudies', 201, { heroHeading: 'Restored', clientName: 'Backup Client' }, token);
  const image = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#1d4f91' } }).png().toBuffer();
  await upload('/api/upload', 'image', image, 'image/png', 'banner.png', token);
  const resume = await upload('/api/upload/resume', 'cv', MINIMAL_PDF, 'application/pdf', 'cv.pdf');
  const formToken = await localFormToken();
  await api('forms', 'POST', '/send-contact-form-main', 200, { email: 'jane@client.example', name: 'Jane Backup', message: 'Please keep this', phoneNum: '4165550100', formType: 'Contact page Form', formToken });
  await api('forms', 'POST', '/send-newsletter', 200, { email: 'reader@backup.example', formType: 'Newsletter', formToken });
  await api('forms', 'POST', '/job-opportunity-form', 200, { fname: 'Sam', lname: 'Backup', email: 'sam@applicant.example', phoneNum: '5035550100', city: 'Portland', state: 'Oregon', jobInterested: 'Smart Hands', resume, formType: 'job Form', formToken });
  // Two mails for the enquiry, one each for the application and the confirmation; every delivery recorded.
  const sent = async () => (await sql<{ n: number }>(withDatabase(sourceDb), `SELECT count(*)::int AS n FROM mail.deliveries WHERE state = 'sent'`))[0]!.n;
  const delivered = await waitForValue(async () => ({ mails: smtp.mails.length, sent: await sent() }), (d) => d.mails >= 4 && d.sent >= 4, { timeout: 60_000, interval: 200 });
  expect(delivered).toEqual({ mails: 4, sent: 4 });
}

describe('backup and restore', () => {
  it('when a database migrated and filled by the real services and its two buckets are backed up and restored into a fresh database and fresh buckets, then every row of every schema, every sequence and every object byte is the same', async () => {
    await fillThroughTheServices();
    // A quiet source: nothing writes between the backup and the comparison.
    await Promise.all([worker.stop(), ...Object.values(services).map((s) => s.stop())]);
    const src = withDatabase(sourceDb);
    const rows = await dumpRows(src);
    // Every schema the services own is there, with real rows (not only its migrations table).
    const filled = [...new Set(Object.entries(rows).filter(([table, r]) => r.length > 0 && !table.endsWith('.migrations')).map(([table]) => table.split('.')[0]))].sort();
    expect(filled).toEqual(['auth', 'content', 'forms', 'mail', 'uploads']);
    const rowCount = Object.values(rows).reduce((n, r) => n + r.length, 0);
    const objects = { media: await readAll(source.client, 'site-media'), resumes: await readAll(source.client, 'site-resumes') };
    const objectCount = Object.keys(objects.media).length + Object.keys(objects.resumes).length;
    expect({ media: Object.keys(objects.media).length > 0, resumes: Object.keys(objects.resumes).length }).toEqual({ media: true, resumes: 1 });

    const backup = await run('backup.mjs', backupDir, { DATABASE_URL: src, S3_ENDPOINT: source.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: '' });
    expect(backup.stdout).toContain(`backup: ${rowCount} rows in ${Object.keys(rows).length} tables, ${objectCount} objects in 2 buckets`);

    const restore = await run('restore.mjs', backupDir, { DATABASE_URL: withDatabase(targetDb), S3_ENDPOINT: target.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' });
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
    expect(restore.stdout).toContain(`restore: ${rowCount} rows in ${Object.keys(rows).length} tables, ${objectCount} objects verified`);

    expect(await dumpRows(withDatabase(targetDb))).toEqual(rows);
    expect(await sequences(withDatabase(targetDb))).toEqual(await sequences(src));
    expect({ media: await readAll(target.client, 'site-media'), resumes: await readAll(target.client, 'site-resumes') }).toEqual(objects);
  });

  it('when the target database already has tables, then restore refuses and changes nothing', async () => {
    // A backup of the services' database, restored onto that same database (it has tables).
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'backup-again-')), 'snapshot');
    try {
      const store = { S3_ENDPOINT: source.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
      expect((await run('backup.mjs', dir, { DATABASE_URL: withDatabase(sourceDb), ...store })).status).toBe(0);
      const before = await dumpRows(withDatabase(sourceDb));
      const again = await run('restore.mjs', dir, { DATABASE_URL: withDatabase(sourceDb), ...store });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/already has tables/);
      expect(await dumpRows(withDatabase(sourceDb))).toEqual(before);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('when backup is given a folder that is not empty, then it refuses rather than mixing backups', async () => {
    const used = mkdtempSync(path.join(tmpdir(), 'backup-used-'));
    writeFileSync(path.join(used, 'manifest.json'), '{}');
    try {
      const reply = await run('backup.mjs', used, { DATABASE_URL: withDatabase(sourceDb), S3_ENDPOINT: source.endpoint });
      expect(reply.status).toBe(2);
      expect(reply.stderr).toMatch(/is not empty/);
      expect(readdirSync(used)).toEqual(['manifest.json']);
    } finally {
      rmSync(used, { recursive: true, force: true });
    }
  });
});
