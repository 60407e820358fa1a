import type { RequestListener, Server } from 'node:http';
import { listen, type HttpServerSettings } from './http-server';
import type { Logger } from './logger';
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
  const server = await listen(app, settings);
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
 * Runs a process's `main`. A start that fails (config errors carry a readable list, an unreachable
 * database, a refused key) prints its reason without a stack and exits 1 for the supervisor.
 */
export function runService(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
