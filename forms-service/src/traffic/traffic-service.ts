import type { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { createTrafficFlusher, type Logger, type TrafficFlusher, type TrafficFlushResult } from '@site/service-kit';
import { TrafficRepository } from './traffic-repository';

export interface TrafficServiceOptions {
  dataSource: DataSource;
  redis: Redis;
  /** REDIS_PREFIX, the gateway's too: its counters are read from there. */
  redisPrefix: string;
  logger: Logger;
  /** TRAFFIC_FLUSH_INTERVAL_MS: how often start() flushes. */
  intervalMs: number;
  /** The clock (tests replay days). */
  now?: () => number;
}

/**
 * Moves the gateway's page-view counters from Redis into forms' daily aggregates
 * (docs/decisions/traffic.md): every interval once started, and on demand (the traffic report
 * flushes first, so its figures are current). Any number of instances may run it.
 */
export class TrafficService {
  private readonly flusher: TrafficFlusher;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;

  constructor(private readonly options: TrafficServiceOptions) {
    this.flusher = createTrafficFlusher({
      redis: options.redis,
      prefix: options.redisPrefix,
      logger: options.logger,
      store: new TrafficRepository(options.dataSource),
      now: options.now,
    });
  }

  /** Flushes now; never throws (a Redis or PostgreSQL outage is logged and the counters wait). */
  flush(): Promise<TrafficFlushResult> {
    const run = this.flusher.flush();
    this.current = run;
    return run;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a flush in progress (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}
