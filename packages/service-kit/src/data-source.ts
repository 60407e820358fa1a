import 'reflect-metadata';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDataSourceOptions {
  url: string;
  /** The PostgreSQL schema this service owns; no other service reads it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/**
 * node-postgres waits for a connection forever by default: with PostgreSQL's host gone silent (a
 * partition, a dead peer behind a firewall) every request would hang until the client gave up. 5 s
 * bounds that wait; the error is an outage (dependency-outage.ts), so the reply is 503 with Retry-After.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      application_name: options.schema,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    },
  });
}

/** A stable 32-bit key per schema for pg_advisory_lock. */
function lockKey(schema: string): number {
  let hash = 0;
  for (const ch of schema) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Connects, creates the service's schema and runs pending migrations. Instances starting together
 * take an advisory lock, so only one migrates and the others wait and find nothing to do.
 */
export async function initializeDataSource(dataSource: DataSource): Promise<DataSource> {
  if (!dataSource.isInitialized) await dataSource.initialize();
  const schema = (dataSource.options as { schema?: string }).schema ?? 'public';
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey(schema)]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      await dataSource.runMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lockKey(schema)]);
    }
  } finally {
    await runner.release();
  }
  return dataSource;
}
