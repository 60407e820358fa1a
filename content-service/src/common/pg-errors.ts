import { QueryFailedError } from 'typeorm';

/** The PostgreSQL error code of a failed query (23505 unique, 23503 foreign key), if any. */
export function pgErrorCode(err: unknown): string | undefined {
  if (!(err instanceof QueryFailedError)) return undefined;
  const code = (err.driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
