import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import type { Worker } from 'bullmq';
import { createServiceApp, type Logger, type Metrics } from '@site/service-kit';

/** Health, readiness and metrics of the worker (it serves nothing else). */
export function createApp(deps: {
  logger: Logger;
  dataSource: DataSource;
  worker: Worker;
  metrics: Metrics;
}): Express {
  return createServiceApp({
    name: 'worker',
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: {
      postgres: () => deps.dataSource.query('SELECT 1'),
      redis: async () => {
        // BullMQ's own connection (its Redis backend's client): a 'ready' client answers, otherwise readiness fails.
        const client = (await deps.worker.backend.client) as unknown as { ping: () => Promise<string> };
        await client.ping();
      },
    },
    routes: () => undefined,
  });
}
