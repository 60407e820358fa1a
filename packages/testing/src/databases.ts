// Databases for tests on one PostgreSQL server: a fresh one per test file or spec, and a migrated
// template per workspace and jest run, so a run migrates each schema once and every file starts
// from a copy (CREATE DATABASE ... TEMPLATE copies files; running the migrations again does not).
import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * The server tests use: the e2e run's E2E_DATABASE_URL, or the jest tests' DATABASE_URL, or the
 * local default. Only its host and credentials count; the database name is replaced.
 */
export const TEST_SERVER_URL = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `server` with its database name replaced by `database`. */
export const databaseUrl = (database: string, server = TEST_SERVER_URL): string => {
  const u = new URL(server);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Runs statements on one connection to `database` and closes it. */
export async function query<T extends Record<string, unknown>>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const scratchName = (prefix: string, label: string): string =>
  `${prefix}_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${randomBytes(3).toString('hex')}`;

async function createDatabase(name: string, template?: string): Promise<ScratchDatabase> {
  await query('postgres', `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await query('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A fresh, empty database; drop() removes it. */
export const createScratchDatabase = (label: string): Promise<ScratchDatabase> => createDatabase(scratchName('t_rel', label));

/**
 * The prefix of the run's template databases: scripts/jest-global-setup.js names the run
 * (TEST_RUN_ID) and scripts/jest-global-teardown.js drops every `tpl_<run id>_*` database.
 */
const templatePrefix = (id: string): string => `tpl_${id}_`;

/** pg_advisory_lock's key for a name: the first 8 bytes of its SHA-1, as a signed bigint. */
const lockKey = (name: string): string => createHash('sha1').update(name).digest().readBigInt64BE(0).toString();

/**
 * A fresh database holding `workspace`'s migrated schema. The first call of the jest run creates
 * the workspace's template and runs `migrate` on it (the other test files wait on an advisory
 * lock); every call copies the template, so a test file never migrates. `migrate` must close its
 * connections: PostgreSQL copies a template only while nobody is connected to it. Without a run id
 * (jest started without the global setup) nothing would drop a template: the file migrates its own.
 */
export async function createMigratedDatabase(label: string, workspace: string, migrate: (url: string) => Promise<void>): Promise<ScratchDatabase> {
  const run = process.env.TEST_RUN_ID;
  if (!run) {
    const own = await createDatabase(scratchName('t', label));
    await migrate(own.url);
    return own;
  }
  const template = `${templatePrefix(run)}${workspace.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
  const admin = new Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey(template)]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount === 0) {
      const building = await createDatabase(`${template}_building`);
      try {
        await migrate(building.url);
        await admin.query(`ALTER DATABASE "${building.name}" RENAME TO "${template}"`);
      } catch (err) {
        await building.drop();
        throw err;
      }
    }
    // Copies are made under the lock too: CREATE DATABASE refuses a template someone is copying.
    return await createDatabase(scratchName('t', label), template);
  } finally {
    await admin.end();
  }
}
