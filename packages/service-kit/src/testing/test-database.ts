import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server tests use; DATABASE_URL overrides (its database name is only used to connect). */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file; drop() removes it. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `t_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: withDatabase(TEST_DATABASE_URL, name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A Redis key prefix unique to this test run, so parallel files never see each other's keys. */
export const testRedisPrefix = (label = 'test'): string => `t:${label}:${process.pid}:${randomBytes(4).toString('hex')}`;
