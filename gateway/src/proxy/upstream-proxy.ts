import http from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type httpProxy from 'http-proxy';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  proxyEventsPlugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import type { Logger } from '@site/service-kit';
import { SERVICE_LABELS, type ServiceName } from '../routing/route-table';
import { TargetPool } from './target-pool';

export interface UpstreamProxyOptions {
  service: ServiceName;
  /** One URL per instance of the service. */
  targets: readonly string[];
  connectTimeoutMs: number;
  timeoutMs: number;
  logger: Logger;
  /** Called once per failed upstream call (metrics). */
  onUnavailable?: (service: ServiceName, reason: string) => void;
}

export interface UpstreamProxy {
  handle: RequestHandler;
  agent: http.Agent;
  pool: TargetPool;
}

/** The JSON a browser gets when a service cannot be reached, in the services' own error shape. */
export function unavailableBody(service: ServiceName, requestId: string) {
  return {
    message: `${SERVICE_LABELS[service]} is temporarily unavailable`,
    code: 'SERVICE_UNAVAILABLE',
    requestId,
  };
}

/** Errors that mean the instance did not take the request (safe to try another for a bodiless call). */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNTIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
]);
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Attempt {
  target: string;
  tried: Set<string>;
}

/**
 * A streaming proxy to one service: bodies are piped, never parsed here; connections are kept alive.
 * Instances are used round-robin; an instance that refuses or does not accept within the connect
 * timeout is skipped for a few seconds, and a GET/HEAD/OPTIONS is tried once more on another
 * instance (rolling restarts). When no instance can take it, or none answers in time, the request
 * gets a JSON 503; the next request simply tries again, so the path heals when the service is back.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const { service, connectTimeoutMs, timeoutMs, logger } = options;
  const pool = new TargetPool(options.targets);
  // Idle sockets are dropped before the services' 65 s keep-alive, so a reused socket is never half-closed.
  const agent = new http.Agent({
    keepAlive: true,
    keepAliveMsecs: 1000,
    maxSockets: 256,
    maxFreeSockets: 64,
    timeout: 60_000,
  });
  const attempts = new WeakMap<http.IncomingMessage, Attempt>();
  let proxyServer: httpProxy | undefined;

  const sendUnavailable = (
    req: http.IncomingMessage,
    res: http.ServerResponse | Socket,
    code: string,
    target: string | undefined,
  ) => {
    options.onUnavailable?.(service, code);
    if (!('writeHead' in res)) {
      res.destroy();
      return;
    }
    // Set by the requestId middleware before any proxying.
    const requestId = String(req.headers['x-request-id'] ?? '');
    logger.warn(
      { requestId, upstream: service, target, code, method: req.method, url: req.url },
      'upstream unavailable',
    );
    if (res.headersSent) {
      // The service failed mid-reply: nothing valid can be sent any more.
      res.destroy();
      return;
    }
    res.statusCode = 503;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', '5');
    res.end(JSON.stringify(unavailableBody(service, requestId)));
  };

  const handle = createProxyMiddleware({
    target: pool.targets[0],
    router: (req) => {
      const target = pool.pick() ?? pool.targets[0]!;
      attempts.set(req, { target, tried: new Set([target]) });
      return target;
    },
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: timeoutMs,
    // Our own error reply replaces the default text/plain 502/504.
    ejectPlugins: true,
    plugins: [
      debugProxyErrorsPlugin,
      proxyEventsPlugin,
      (server) => {
        proxyServer = server as unknown as httpProxy;
      },
    ],
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
        const attempt = attempts.get(req);
        const connectFailure = CONNECT_ERRORS.has(code);
        if (attempt && connectFailure && code !== 'ECONNRESET') pool.markDown(attempt.target);
        const responded = !('writeHead' in res) || res.headersSent;
        if (
          attempt &&
          proxyServer &&
          connectFailure &&
          !responded &&
          RETRYABLE_METHODS.has(req.method ?? '')
        ) {
          const next = pool.pick(attempt.tried);
          if (next) {
            attempt.tried.add(next);
            attempt.target = next;
            // The body (none) was already consumed; X-Forwarded-* were already added to req.headers.
            proxyServer.web(req, res as http.ServerResponse, {
              target: next,
              agent,
              xfwd: false,
              changeOrigin: false,
              proxyTimeout: timeoutMs,
              buffer: Readable.from([]),
            });
            return;
          }
        }
        sendUnavailable(req, res, code, attempt?.target);
      },
    },
  });

  return { handle, agent, pool };
}
