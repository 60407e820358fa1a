// A scratch database per spec on the run's PostgreSQL server, so private service processes migrate
// and write their own rows without touching the database the browser specs share.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const SERVER_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrl = (name: string): string => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
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

export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `t_rel_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await query('postgres', `CREATE DATABASE "${name}"`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await query('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
