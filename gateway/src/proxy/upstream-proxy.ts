import http from 'node:http';
import type { Socket } from 'node:net';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import type { Logger } from '@site/service-kit';
import { SERVICE_LABELS, type ServiceName } from '../routing/route-table';

export interface UpstreamProxyOptions {
  service: ServiceName;
  target: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  logger: Logger;
  /** Called once per failed upstream call (metrics). */
  onUnavailable?: (service: ServiceName, reason: string) => void;
}

export interface UpstreamProxy {
  handle: RequestHandler;
  agent: http.Agent;
}

/** The JSON a browser gets when a service cannot be reached, in the services' own error shape. */
export function unavailableBody(service: ServiceName, requestId: string) {
  return {
    message: `${SERVICE_LABELS[service]} is temporarily unavailable`,
    code: 'SERVICE_UNAVAILABLE',
    requestId,
  };
}

/**
 * A streaming proxy to one service: bodies are piped, never parsed here; connections are kept alive;
 * a service that refuses, does not accept within the connect timeout, or does not answer in time
 * turns into a JSON 503 for this request only, and the next request simply tries again (healing).
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const { service, target, connectTimeoutMs, timeoutMs, logger } = options;
  // Idle sockets are dropped before the services' 65 s keep-alive, so a reused socket is never half-closed.
  const agent = new http.Agent({
    keepAlive: true,
    keepAliveMsecs: 1000,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: 60_000,
  });

  const handle = createProxyMiddleware({
    target,
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: timeoutMs,
    // Our own error reply replaces the default text/plain 502/504.
    ejectPlugins: true,
    plugins: [debugProxyErrorsPlugin, proxyEventsPlugin],
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.on('socket', (socket: Socket) => {
          if (!socket.connecting) return; // a kept-alive socket is already connected
          const timer = setTimeout(() => {
            proxyReq.destroy(
              Object.assign(new Error(`connect timeout after ${connectTimeoutMs} ms`), {
                code: 'ECONNTIMEOUT',
              }),
            );
          }, connectTimeoutMs);
          timer.unref();
          socket.once('connect', () => clearTimeout(timer));
          socket.once('close', () => clearTimeout(timer));
        });
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code ?? err.message;
        options.onUnavailable?.(service, code);
        if (!('writeHead' in res)) {
          (res as Socket).destroy();
          return;
        }
        const response = res as http.ServerResponse;
        // Set by the requestId middleware before any proxying.
        const requestId = String(req.headers['x-request-id'] ?? '');
        logger.warn(
          { requestId, service, target, code, method: req.method, url: req.url },
          'upstream unavailable',
        );
        if (response.headersSent) {
          // The service failed mid-reply: nothing valid can be sent any more.
          response.destroy();
          return;
        }
        response.statusCode = 503;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.setHeader('Retry-After', '5');
        response.end(JSON.stringify(unavailableBody(service, requestId)));
      },
    },
  });

  return { handle, agent };
}
