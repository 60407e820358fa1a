import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@site/contracts';
import { createInternalClient } from '@site/service-kit';
import type { ServiceName } from '../routing/route-table';

export type ServiceState = 'ok' | 'down';

export interface GatewayHealth {
  status: 'ok' | 'degraded';
  services: Record<ServiceName, ServiceState>;
}

/** A service's /readyz: 'ok' on 2xx within the timeout. */
async function probe(url: string, timeoutMs: number, requestId: string | undefined): Promise<ServiceState> {
  try {
    const reply = await createInternalClient({ baseUrl: url, timeoutMs }).request('/readyz', { requestId });
    return reply.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

/** Asks every service's /readyz in parallel, each with a short timeout, under the asker's request id. */
export async function checkServices(
  upstreams: Record<ServiceName, string>,
  timeoutMs: number,
  requestId?: string,
): Promise<GatewayHealth> {
  const names = Object.keys(upstreams) as ServiceName[];
  const states = await Promise.all(names.map((name) => probe(upstreams[name], timeoutMs, requestId)));
  const services = Object.fromEntries(names.map((name, i) => [name, states[i]])) as Record<
    ServiceName,
    ServiceState
  >;
  return { status: states.every((s) => s === 'ok') ? 'ok' : 'degraded', services };
}

/**
 * GET /healthz answers 200 even when a service is down: the gateway itself is alive and keeps the
 * other paths working, so a supervisor must not restart it; the body says which service is down.
 */
export function healthHandler(
  upstreams: Record<ServiceName, string>,
  timeoutMs: number,
): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const asked = req.get(REQUEST_ID_HEADER);
    res.json(await checkServices(upstreams, timeoutMs, asked && REQUEST_ID_PATTERN.test(asked) ? asked : undefined));
  };
}
