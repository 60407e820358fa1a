import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  counter(name: string, help: string, labelNames?: string[]): Counter<string>;
  gauge(name: string, help: string, labelNames?: string[]): Gauge<string>;
}

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    counter: (name, help, labelNames = []) => new Counter({ name, help, labelNames, registers: [registry] }),
    gauge: (name, help, labelNames = []) => new Gauge({ name, help, labelNames, registers: [registry] }),
  };
}

/**
 * Times a request from now until its reply is sent, labelled by `routeOf()` (read when it ends: a
 * route pattern, never the raw path, to bound cardinality).
 */
export function timeRequest(metrics: Metrics, req: IncomingMessage, res: ServerResponse, routeOf: () => string): void {
  const end = metrics.httpDuration.startTimer();
  res.on('finish', () => {
    end({ method: req.method, route: routeOf(), status: String(res.statusCode) });
  });
}

/** The Express route pattern that answered, e.g. `/blog/:id`; `unmatched` when none did. */
export function matchedRoute(req: Request): string {
  const route = (req.route as { path?: string } | undefined)?.path;
  return route ? `${req.baseUrl}${route}` : 'unmatched';
}

