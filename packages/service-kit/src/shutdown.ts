import type { Server } from 'node:http';
import { drainAndClose, type DrainOptions } from './http-server';
import type { Logger } from './logger';

export type Closer = () => Promise<unknown> | unknown;

export interface ShutdownOptions {
  logger: Logger;
  server?: Server;
  /** Run in order after the server stops accepting: drain queues, close pools. */
  closers?: Closer[];
  /** The whole stop (drain included) must end within this time, else the process exits 1. */
  timeoutMs?: number;
  /** SIGTERM only: how long /readyz answers 503 while requests are still served (see httpServerEnv). */
  drainMs?: number;
  /** SIGTERM only: see DrainOptions (the gateways behind nginx). */
  drain?: DrainOptions;
}

/**
 * SIGTERM: drain (readiness 503, `Connection: close`, still serving) for `drainMs`, stop accepting,
 * let in-flight requests finish, close resources, exit 0. SIGINT (Ctrl-C in a terminal) skips the
 * drain: nobody routes around a developer's process. An uncaught error: log it and exit 1 so the
 * supervisor restarts a clean process.
 */
export function installGracefulShutdown(options: ShutdownOptions): (reason: string) => Promise<void> {
  const { logger, server, closers = [], timeoutMs = 10_000, drainMs = 0, drain: drainOptions = {} } = options;
  let stopping = false;
  const shutdown = async (reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    const drain = reason === 'SIGTERM' ? drainMs : 0;
    logger.info({ reason, drainMs: drain }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      if (server) await drainAndClose(server, drain, reason === 'SIGTERM' ? drainOptions : {});
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
