import http from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type httpProxy from 'http-proxy';
import { createProxyMiddleware, debugProxyErrorsPlugin } from 'http-proxy-middleware';
import type { Logger } from '@site/service-kit';
import { probe } from '../health/health-router';
import { SERVICE_LABELS, type ServiceName } from '../routing/route-table';
import { KeptBody } from './kept-body';
import { TargetPool } from './target-pool';

export interface UpstreamProxyOptions {
  service: ServiceName;
  /** One URL per instance of the service. */
  targets: readonly string[];
  connectTimeoutMs: number;
  timeoutMs: number;
  /** Bodies up to this size are kept, so a write that never reached an instance can go to another. */
  retryBodyBytes: number;
  /** How often each instance's /readyz is asked when there are several; 0 never asks. */
  readyIntervalMs: number;
  readyTimeoutMs: number;
  logger: Logger;
  /** Called once per failed upstream call (metrics). */
  onUnavailable?: (service: ServiceName, reason: string) => void;
}

export interface UpstreamProxy {
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  agent: http.Agent;
  pool: TargetPool;
  /** Stops the readiness polls and closes the kept-alive connections. */
  close(): void;
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
 * Errors after which a GET/HEAD/OPTIONS may be sent to another instance: the instance refused or
 * was unreachable, or a kept-alive socket was reset before any reply byte (repeating a read is harmless).
 */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNTIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Headers about the client's connection to the gateway (RFC 9110 7.6.1), never passed on: the
 * gateway's own connection to a service is kept alive whatever the client asked. Passing a client's
 * `Connection: close` made a service close right after refusing a body it had not read, and the
 * unread bytes reset the connection before its reply reached the gateway (a 503 instead of its 4xx).
 * `Transfer-Encoding` stays: Node frames the body it forwards by it.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate'];

export function dropHopByHopHeaders(headers: http.IncomingHttpHeaders): void {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'transfer-encoding');
  for (const name of [...HOP_BY_HOP, ...named]) delete headers[name];
}

/**
 * The reply's hop-by-hop headers are the service's (a draining instance says `Connection: close`);
 * the client's connection is the gateway's own. http-proxy copies the service's Connection header,
 * or writes `keep-alive` when there is none, and an explicit header overrides Node's choice: the
 * gateway kept nginx's connection alive through its own drain and then closed it idle, just as nginx
 * sent the next request on it (a POST lost as a 502), and kept a client's `Connection: close`
 * connection open. So the reply says what the gateway's server decided: `close` when it drains (the
 * header its drain set) or the client asked, else `keep-alive`.
 */
function keepOwnConnection(proxyRes: http.IncomingMessage, _req: http.IncomingMessage, res: http.ServerResponse): void {
  dropHopByHopHeaders(proxyRes.headers);
  const own = res.getHeader('connection');
  proxyRes.headers.connection = own !== undefined ? String(own) : res.shouldKeepAlive ? 'keep-alive' : 'close';
}

/**
 * Where one try stands. `connecting` until the TCP handshake completes: a failure then proves that
 * not one byte of the request reached the instance, so even a POST may go to another one.
 * `reused`: a kept-alive socket; a reset there may come after the instance read the request
 * (it crashed mid-request), so only safe methods are repeated. `unknown`: no socket seen.
 */
type SocketState = 'unknown' | 'connecting' | 'connected' | 'reused';

interface Attempt {
  target: string;
  socket: SocketState;
}

interface Exchange {
  tried: Set<string>;
  attempt: Attempt;
  /** The request body as received, for a write that must be sent again (undefined: not kept). */
  body?: KeptBody;
}

/**
 * A streaming proxy to one service: bodies are piped, never parsed here; connections are kept alive.
 * Instances are used round-robin (target-pool.ts); with several, each one's /readyz is asked every
 * `readyIntervalMs`, so an instance that drains for a restart (503) gets no new requests before it
 * closes its port. A request that fails is tried once more on each other instance when that is safe:
 * - any method when the connection to the instance was never established (refused, connect timeout,
 *   unreachable): the instance cannot have seen it. A body is sent again from the copy kept while it
 *   streamed, up to `retryBodyBytes`; larger bodies (resumes, images) are not kept and not retried;
 * - GET/HEAD/OPTIONS also when a kept-alive socket failed before any reply byte.
 * Anything else, or no instance left, answers a JSON 503; the next request simply tries again, so
 * the path heals when the service is back. docs/decisions/reliability.md R6 has the reasoning.
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
  const exchanges = new WeakMap<http.IncomingMessage, Exchange>();
  let proxyServer: httpProxy | undefined;

  // http-proxy-middleware only builds the http-proxy server with its crash guards; each try is
  // started here with its own target, body stream and error callback.
  createProxyMiddleware({
    target: pool.targets[0],
    ejectPlugins: true,
    plugins: [
      debugProxyErrorsPlugin,
      (server) => {
        proxyServer = server as unknown as httpProxy;
        proxyServer.on('proxyReq', (proxyReq: http.ClientRequest, req: http.IncomingMessage) => {
          const attempt = exchanges.get(req)?.attempt;
          if (attempt) watchSocket(proxyReq, attempt);
        });
        proxyServer.on('proxyRes', keepOwnConnection);
      },
    ],
  });
  if (!proxyServer) throw new Error('http-proxy-middleware did not create a proxy server');
  const server = proxyServer;

  /** Records whether the try's socket ever connected, and bounds the time to connect. */
  const watchSocket = (proxyReq: http.ClientRequest, attempt: Attempt) => {
    const socket = proxyReq.socket;
    if (!socket) return;
    if (!socket.connecting) {
      attempt.socket = 'reused';
      return;
    }
    attempt.socket = 'connecting';
    const timer = setTimeout(() => {
      proxyReq.destroy(
        Object.assign(new Error(`connect timeout after ${connectTimeoutMs} ms`), { code: 'ECONNTIMEOUT' }),
      );
    }, connectTimeoutMs);
    timer.unref();
    socket.once('connect', () => {
      attempt.socket = 'connected';
      clearTimeout(timer);
    });
    socket.once('close', () => clearTimeout(timer));
  };

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

  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    exchange: Exchange,
    target: string,
    body?: Readable,
  ) => {
    const first = exchange.tried.size === 0;
    exchange.tried.add(target);
    exchange.attempt = { target, socket: 'unknown' };
    server.web(
      req,
      res,
      {
        target,
        agent,
        // X-Forwarded-* are added to req.headers on the first try; a retry sends them as they are.
        xfwd: first,
        changeOrigin: false,
        proxyTimeout: timeoutMs,
        // First try: the request itself is piped. A retry: what was kept of it (nothing for reads).
        buffer: body,
      },
      (err: Error) => {
        retryOrFail(err, req, res, exchange).catch((unexpected: unknown) => {
          logger.error({ err: unexpected, upstream: service, url: req.url }, 'proxy retry failed');
          res.destroy();
        });
      },
    );
  };

  const retryOrFail = async (
    err: Error,
    req: http.IncomingMessage,
    res: http.ServerResponse | Socket,
    exchange: Exchange,
  ): Promise<void> => {
    const code = (err as NodeJS.ErrnoException).code ?? err.message;
    const { attempt } = exchange;
    const neverConnected = attempt.socket === 'connecting';
    if (neverConnected) pool.markDown(attempt.target);
    const responded = !('writeHead' in res) || res.headersSent;
    const safeMethod = SAFE_METHODS.has(req.method ?? '');
    const safe = neverConnected || (safeMethod && CONNECT_ERRORS.has(code));
    const next = safe && !responded && !req.socket.destroyed ? pool.pick(exchange.tried) : undefined;
    if (!next || !('writeHead' in res)) {
      sendUnavailable(req, res, code, attempt.target);
      return;
    }
    if (safeMethod) {
      send(req, res, exchange, next, Readable.from([]));
      return;
    }
    // A write: only with its whole body, once the client has sent all of it.
    const body = exchange.body ? await exchange.body.whole() : undefined;
    if (!body || res.headersSent || res.destroyed) {
      sendUnavailable(req, res, code, attempt.target);
      return;
    }
    logger.info({ upstream: service, from: attempt.target, to: next, code, method: req.method, url: req.url }, 'write sent to another instance');
    send(req, res, exchange, next, Readable.from([body]));
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The gateway's server already answered `Expect: 100-continue` itself; without the header the
    // service sends no interim reply and http-proxy reports every upstream socket (proxyReq event).
    delete req.headers.expect;
    dropHopByHopHeaders(req.headers);
    const exchange: Exchange = { tried: new Set(), attempt: { target: '', socket: 'unknown' } };
    if (!SAFE_METHODS.has(req.method ?? '')) exchange.body = KeptBody.keep(req, options.retryBodyBytes);
    exchanges.set(req, exchange);
    send(req, res, exchange, pool.pick() ?? pool.targets[0]!);
  };

  // Readiness polls: only with a choice of instances (one instance is used whatever it says).
  const polling = new Set<string>();
  const pollAll = () => {
    for (const target of pool.targets) {
      if (polling.has(target)) continue;
      polling.add(target);
      void probe(target, options.readyTimeoutMs).then((state) => {
        polling.delete(target);
        pool.setReady(target, state === 'ok');
      });
    }
  };
  const poller =
    pool.targets.length > 1 && options.readyIntervalMs > 0 ? setInterval(pollAll, options.readyIntervalMs) : undefined;
  poller?.unref();

  return {
    handle,
    agent,
    pool,
    close: () => {
      if (poller) clearInterval(poller);
      agent.destroy();
    },
  };
}
