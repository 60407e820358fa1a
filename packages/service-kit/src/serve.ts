import type { RequestListener, Server } from 'node:http';
import type { Redis } from 'ioredis';
import { listen, type HttpServerSettings } from './http-server';
import type { Logger } from './logger';
import { REDIS_START_WAIT_MS, redisReady } from './redis';
import { installGracefulShutdown, type Closer } from './shutdown';

export interface ServeOptions {
  /** The process name the "listening" line states. */
  name: string;
  logger: Logger;
  settings: HttpServerSettings & { SHUTDOWN_TIMEOUT_MS: number; SHUTDOWN_DRAIN_MS: number };
  /** Run in order once the server has stopped (queues, pools, connections). */
  closers: Closer[];
  /** More fields of the "listening" line (e.g. the upstreams a gateway uses). */
  fields?: Record<string, unknown>;
  /** The process's Redis connection: it listens once that is ready (or REDIS_START_WAIT_MS passed). */
  redis?: Redis;
  /** Overrides REDIS_START_WAIT_MS (tests). */
  redisStartWaitMs?: number;
}

/**
 * The end of every process's start: listen on the configured port, say so, and stop gracefully on
 * SIGTERM/SIGINT (drain, stop accepting, finish in-flight requests, then the closers).
 * Every process refuses new connections as its drain starts (DrainOptions.refuseNewConnections):
 * nothing polls /readyz any more (nginx upstreams, compose DNS), and a refused connection is one
 * nginx sends to another instance, a POST too, where one accepted as the port closes is a 502.
 */
export async function serve(app: RequestListener, options: ServeOptions): Promise<Server> {
  const { name, logger, settings, closers, fields } = options;
  const server = await listenWhenReady(app, options);
  logger.info({ port: settings.PORT, ...fields }, `${name} listening`);
  installGracefulShutdown({
    logger,
    server,
    closers,
    drain: { refuseNewConnections: true },
    timeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    drainMs: settings.SHUTDOWN_DRAIN_MS,
  });
  return server;
}

/**
 * Listens once the process's Redis connection is ready, or REDIS_START_WAIT_MS passed: a restarted
 * instance gets requests the moment it listens (nginx upstreams, compose DNS), and a command sent
 * before Redis is ready fails at once (no offline queue), a 503 for a request that had no reason to fail.
 */
export async function listenWhenReady(
  app: RequestListener,
  options: Pick<ServeOptions, 'name' | 'logger' | 'redis' | 'redisStartWaitMs'> & { settings: HttpServerSettings },
): Promise<Server> {
  const { name, logger, settings, redis } = options;
  if (redis && !(await redisReady(redis, options.redisStartWaitMs ?? REDIS_START_WAIT_MS))) {
    logger.warn({ redisStatus: redis.status }, `${name}: Redis is not ready; listening anyway, its calls answer 503 until it is`);
  }
  return listen(app, settings);
}

/**
 * Runs a process's `main`. A start that fails (config errors carry a readable list, an unreachable
 * database, a refused key) prints its reason without a stack and exits 1 for the supervisor.
 */
export function runService(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
