// The whole local system as data: which processes run, on which ports, with which environment.
// `npm start` (scripts/start.mjs) and the browser-test harness (scripts/e2e.mjs) both start it from
// this one table, the e2e run only with other ports, a fresh database and its own Redis prefix.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { newDkimKey } from '../../deploy/generate-dkim-key.mjs';
import { ROOT } from './run.mjs';
import { siteUrlFrom } from './site-url.mjs';

export const LOCAL_DIR = path.join(ROOT, '.local');

/** Ports of `npm start` (the brief's conventions). */
export const DEFAULT_PORTS = Object.freeze({
  gateway: 8080,
  // The gateway's operations listener: every service's health and the gateway's metrics, never on
  // the public port (OPS_PORT).
  gatewayOps: 4007,
  content: 4001,
  auth: 4002,
  forms: 4003,
  upload: 4004,
  worker: 4005,
  // The site (frontend/server: Astro's page handler in frontend/dist/server): the public pages behind the gateway.
  site: 4006,
  s3: 4569,
  smtp: 1025,
  mailWeb: 1080,
});

/** The admin account auth-service seeds for the local run (override with ADMIN_EMAIL/ADMIN_PASSWORD). */
export const LOCAL_ADMIN = Object.freeze({ email: 'admin@northwire.local', password: 'ChangeMe-2026!' });

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/site';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Generates the ES256 key pair auth-service signs admin tokens with, once; later runs reuse it. */
export function ensureJwtKeys(dir = path.join(LOCAL_DIR, 'keys')) {
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(privatePath, privateKey, { mode: 0o600 });
    writeFileSync(publicPath, publicKey);
    console.log(`generated an ES256 key pair in ${path.relative(ROOT, dir)}/`);
  }
  // No key id here: auth-service and the verifiers derive it from the public key (service-kit keyIdOf).
  return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
}

/**
 * The HMAC secrets of newsletter tokens, form tokens, resume links and draft preview links, the
 * worker's DKIM signing key, and the service credential of /internal/*
 * (INTERNAL_TOKEN), generated once per install like the JWT keys (later runs reuse them, so links in
 * mails already sent keep working). A value in the caller's environment wins. The services' built-in
 * defaults are public and refused outside development/test.
 */
export function ensureLocalSecrets(dir = path.join(LOCAL_DIR, 'secrets'), env = process.env) {
  const read = (name, create = () => randomBytes(32).toString('base64url')) => {
    const file = path.join(dir, name);
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(file, create(), { mode: 0o600 });
      console.log(`generated ${path.relative(ROOT, file)}`);
    }
    return readFileSync(file, 'utf8').trim();
  };
  return {
    newsletterSecret: env.NEWSLETTER_SECRET || read('newsletter-secret'),
    fileLinkSecret: env.FILE_LINK_SECRET || read('file-link-secret'),
    internalToken: env.INTERNAL_TOKEN || read('internal-token'),
    previewLinkSecret: env.PREVIEW_LINK_SECRET || read('preview-link-secret'),
    formTokenSecret: env.FORM_TOKEN_SECRET || read('form-token-secret'),
    // The worker's DKIM key; `npm run dkim-record` prints the DNS record of it.
    dkimPrivateKey: env.DKIM_PRIVATE_KEY || read('dkim-private.pem', newDkimKey),
  };
}

export const withDatabase = (url, database) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';

async function withMaintenanceClient(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL does not answer at ${redact(url)}: ${err.message}. Start it or set DATABASE_URL.`, { cause: err });
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database named in the URL when it is missing; an existing one is left as it is. */
export async function ensureDatabase(url) {
  const name = databaseName(url);
  return withMaintenanceClient(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    } catch (err) {
      // Two starts racing: the other one created it first.
      if (err.code !== '42P04') throw err;
      return false;
    }
    console.log(`created database ${name}`);
    return true;
  });
}

export async function dropDatabase(url) {
  const name = databaseName(url);
  await withMaintenanceClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Redis answers PING? (A plain socket, so the scripts need no Redis client.) */
export function pingRedis(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => {
      // Password-protected Redis answers NOAUTH, which still proves it is there.
      socket.write('PING\r\n');
    });
    socket.on('data', (buf) => done(/^(\+PONG|-NOAUTH)/.test(buf.toString())));
  });
}

/** Is something already listening on this port? */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export const redact = (url) => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
};

/**
 * Resolves the settings of one run from the environment (DATABASE_URL, REDIS_URL, REDIS_PREFIX,
 * S3_ENDPOINT, SMTP_URL, ADMIN_EMAIL, ADMIN_PASSWORD override) and the given ports.
 */
export function resolveSettings({ ports = DEFAULT_PORTS, env = process.env, overrides = {} } = {}) {
  const s3Embedded = !env.S3_ENDPOINT;
  const smtpEmbedded = !env.SMTP_URL;
  return {
    ports,
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    redisUrl: env.REDIS_URL || DEFAULT_REDIS_URL,
    redisPrefix: env.REDIS_PREFIX || 'site',
    s3Embedded,
    s3Dir: path.join(LOCAL_DIR, 's3'),
    s3: s3Embedded
      ? { endpoint: `http://127.0.0.1:${ports.s3}`, accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' }
      : { endpoint: env.S3_ENDPOINT, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY, region: env.S3_REGION || 'us-east-1' },
    smtpEmbedded,
    smtpUrl: env.SMTP_URL || `smtp://127.0.0.1:${ports.smtp}`,
    mailWebUrl: smtpEmbedded ? `http://127.0.0.1:${ports.mailWeb}` : undefined,
    admin: { email: env.ADMIN_EMAIL || LOCAL_ADMIN.email, password: env.ADMIN_PASSWORD || LOCAL_ADMIN.password },
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: env.LOG_LEVEL || 'info',
    ...overrides,
  };
}

// `exec`: the shell concurrently spawns becomes the node process, so signals and exit codes are node's.
const node = (entry) => `exec node ${entry}`;

/** A service's built entry point: `<workspace>/dist/main.js` unless it names its own. */
export const entryOf = (service) => service.entry ?? path.join(service.workspace, 'dist', 'main.js');

/**
 * The services of the system: name (also the concurrently prefix), workspace folder, port key, and
 * the built entry point when it is not dist/main.js.
 */
export const SERVICES = Object.freeze([
  { name: 'gateway', workspace: 'gateway', port: 'gateway', color: 'cyan' },
  { name: 'content', workspace: 'content-service', port: 'content', color: 'green' },
  { name: 'auth', workspace: 'auth-service', port: 'auth', color: 'yellow' },
  { name: 'forms', workspace: 'forms-service', port: 'forms', color: 'magenta' },
  { name: 'upload', workspace: 'upload-service', port: 'upload', color: 'blue' },
  { name: 'worker', workspace: 'worker', port: 'worker', color: 'white' },
  { name: 'site', workspace: 'frontend', port: 'site', color: 'blueBright' },
]);

/** Services whose built entry point is missing (not built, or not written yet). */
export const missingBuilds = () => SERVICES.filter((s) => !existsSync(path.join(ROOT, entryOf(s))));

/**
 * The concurrently command list for one run. `keys` is ensureJwtKeys()'s result with
 * ensureLocalSecrets()'s (see prepare in launch.mjs).
 * Every process gets the shared keys of the brief; each its own PORT.
 */
export function processTable(settings, keys) {
  const { ports, s3 } = settings;
  const url = (p) => `http://127.0.0.1:${p}`;
  const shared = {
    // Every process listens on loopback only: nobody on the network reaches a service around the
    // gateway (and its X-Forwarded-For handling). Set here so an inherited HOST cannot widen it.
    HOST: '127.0.0.1',
    NODE_ENV: settings.nodeEnv,
    LOG_LEVEL: settings.logLevel,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    REDIS_PREFIX: settings.redisPrefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    // The service credential of /internal/* (forms-service, upload-service and their callers).
    INTERNAL_TOKEN: keys.internalToken,
    CONTENT_URL: url(ports.content),
    AUTH_URL: url(ports.auth),
    FORMS_URL: url(ports.forms),
    UPLOAD_URL: url(ports.upload),
    WORKER_URL: url(ports.worker),
    // The embedded s3rver's settings; an external S3 keeps the S3_* keys of the caller's environment.
    // upload-service creates its buckets (S3_PUBLIC_BUCKET, S3_PRIVATE_BUCKET) at boot.
    ...(settings.s3Embedded ? { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_REGION: s3.region } : {}),
    SMTP_URL: settings.smtpUrl,
    // Absolute links in mails (newsletter confirmation, resume links) point at the gateway.
    PUBLIC_BASE_URL: settings.publicBaseUrl ?? `http://localhost:${ports.gateway}`,
  };
  const perService = {
    // Every request that is not an API route or a canonical-path redirect goes to the site.
    gateway: { SITE_SERVER_URL: url(ports.site), OPS_PORT: String(ports.gatewayOps), ...(settings.gatewayTrustProxy ? { TRUST_PROXY: settings.gatewayTrustProxy } : {}) },
    // content-service for the pages rendered on request, forms-service for the newsletter pages;
    // SITE_URL for sitemap, robots and RSS links.
    site: { CONTENT_SERVICE_URL: url(ports.content), FORMS_SERVICE_URL: url(ports.forms), UPLOAD_SERVICE_URL: url(ports.upload), SITE_URL: siteUrlFrom(process.env) },
    auth: { JWT_PRIVATE_KEY: keys.privateKey, ADMIN_EMAIL: settings.admin.email, ADMIN_PASSWORD: settings.admin.password },
    content: { PREVIEW_LINK_SECRET: keys.previewLinkSecret },
    forms: { NEWSLETTER_SECRET: keys.newsletterSecret, FORM_TOKEN_SECRET: keys.formTokenSecret },
    upload: { FILE_LINK_SECRET: keys.fileLinkSecret },
    worker: { DKIM_PRIVATE_KEY: keys.dkimPrivateKey },
  };

  const commands = [];
  if (settings.s3Embedded) {
    commands.push({
      name: 's3',
      prefixColor: 'gray',
      cwd: ROOT,
      command: `exec node ${path.join('node_modules', 's3rver', 'bin', 's3rver.js')} --directory ${settings.s3Dir} --address 127.0.0.1 --port ${ports.s3} --silent`,
    });
  }
  if (settings.smtpEmbedded) {
    commands.push({
      name: 'mail',
      prefixColor: 'gray',
      cwd: ROOT,
      command: `exec node ${path.join('node_modules', 'maildev', 'bin', 'maildev')} --ip 127.0.0.1 --smtp ${ports.smtp} --web ${ports.mailWeb} --silent`,
    });
  }
  for (const service of SERVICES) {
    commands.push({
      name: service.name,
      prefixColor: service.color,
      cwd: ROOT,
      command: node(entryOf(service)),
      env: { ...shared, ...perService[service.name], PORT: String(ports[service.port]) },
    });
  }
  return commands;
}

/** The body of the gateway's operations /healthz (OPS_PORT) says every service answered its /readyz. */
export function allServicesHealthy(body) {
  try {
    const health = JSON.parse(body);
    return health.status === 'ok' && Object.values(health.services ?? {}).every((state) => state === 'ok');
  } catch {
    return false;
  }
}

/** Polls a URL until it answers 2xx (and `accept(body)` holds) or the time runs out. */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 500, accept = () => true, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`gave up waiting for ${url}: the system stopped`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      if (res.ok && accept(body)) return body;
      last = `${res.status} ${body.slice(0, 300)}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (last: ${last})`);
}
