import type { Server } from 'node:http';
import type { Logger } from './logger';

export type Closer = () => Promise<unknown> | unknown;

export interface ShutdownOptions {
  logger: Logger;
  server?: Server;
  /** Run in order after the server stops accepting: drain queues, close pools. */
  closers?: Closer[];
  timeoutMs?: number;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close resources, exit 0.
 * An uncaught error: log it and exit 1 so the supervisor restarts a clean process.
 */
export function installGracefulShutdown(options: ShutdownOptions): (reason: string) => Promise<void> {
  const { logger, server, closers = [], timeoutMs = 10_000 } = options;
  let stopping = false;
  const shutdown = async (reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      if (server) await closeServer(server);
      for (const close of closers) await close();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'unhandled rejection');
    process.exit(1);
  });
  return shutdown;
}

/** Starts listening and resolves once the port is bound. */
export function listen(app: { listen: (port: number, host: string, cb: () => void) => Server }, port: number, host = '0.0.0.0'): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.requestTimeout = 30_000;
  });
}
