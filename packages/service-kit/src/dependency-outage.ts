/**
 * Whether an error means that a data store (PostgreSQL, Redis) cannot be reached just now, so the
 * request may succeed if the client tries again: the error handler answers those 503 with
 * Retry-After instead of 500 (issue 22, D7). A store that answered and refused (a constraint, a
 * syntax error, a bad value) is not an outage.
 */

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01-03
 * (admin shutdown, crash shutdown, cannot connect now: starting or recovering), 53300 (too many
 * connections).
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/**
 * Messages of the drivers when the connection is gone without a code: node-postgres ("Connection
 * terminated unexpectedly", "timeout exceeded when trying to connect"), ioredis with no offline queue
 * or out of retries, TypeORM's pool.
 */
const OUTAGE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Client has encountered a connection error/i,
  /^Connection is closed\.?$/i,
  /Stream isn't writeable and enableOfflineQueue options is false/i,
  /^Reached the max retries per request limit/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

function isOutage(err: unknown, depth: number): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  const e = err as ErrorLike;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || POSTGRES_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // TypeORM wraps the driver's error; Node wraps a refused connection to a name with several
  // addresses in an AggregateError; anything may carry a cause.
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((next) => isOutage(next, depth + 1));
}

export function isDependencyOutage(err: unknown): boolean {
  return isOutage(err, 0);
}

/** Seconds a client is asked to wait before trying again after an outage reply. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
