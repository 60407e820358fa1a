import http from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@site/service-kit';

export interface UpstreamProxyOptions {
  /** What the 503 body names, e.g. "Content service". */
  label: string;
  /** The upstream's one URL (a compose service name or an nginx upstream spreads it over replicas). */
  target: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  logger: Logger;
  /** Called once per failed upstream call (metrics). */
  onUnavailable?: () => void;
}

export interface UpstreamProxy {
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** The JSON a client gets when an upstream cannot be reached, in the services' own error shape. */
const unavailableBody = (label: string, requestId: string) => ({
  message: `${label} is temporarily unavailable`,
  code: 'SERVICE_UNAVAILABLE',
  requestId,
});

/**
 * Headers about the client's connection to the gateway (RFC 9110 7.6.1), never passed on: the
 * gateway's own connection to a service is kept alive whatever the client asked. Passing a client's
 * `Connection: close` made a service close right after refusing a body it had not read, and the
 * unread bytes reset the connection before its reply reached the gateway (a 503 instead of its 4xx).
 * `Transfer-Encoding` stays: Node frames the body it forwards by it.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate'];

function dropHopByHopHeaders(headers: http.IncomingHttpHeaders): void {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && name !== 'transfer-encoding');
  for (const name of [...HOP_BY_HOP, ...named]) delete headers[name];
}

/**
 * The reply's hop-by-hop headers are the upstream's (a draining instance says `Connection: close`);
 * the client's connection is the gateway's own. The proxy copies the upstream's Connection header,
 * or writes `keep-alive` when there is none, and an explicit header overrides Node's choice: the
 * gateway kept nginx's connection alive through its own drain and then closed it idle, just as nginx
 * sent the next request on it (a POST lost as a 502). So the reply says what the gateway's server
 * decided: `close` when it drains (the header its drain set) or the client asked, else `keep-alive`.
 */
function keepOwnConnection(proxyRes: http.IncomingMessage, _req: http.IncomingMessage, res: http.ServerResponse): void {
  dropHopByHopHeaders(proxyRes.headers);
  const own = res.getHeader('connection');
  proxyRes.headers.connection = own !== undefined ? String(own) : res.shouldKeepAlive ? 'keep-alive' : 'close';
}

/**
 * Bounds the time to connect: an upstream that does not accept the connection within
 * `connectTimeoutMs` is reported unavailable long before the reply timeout. The proxy emits
 * `proxyReq` once the request has its socket.
 */
function limitConnectTime(proxyReq: http.ClientRequest, connectTimeoutMs: number): void {
  const socket = proxyReq.socket;
  if (!socket?.connecting) return;
  const timer = setTimeout(() => {
    proxyReq.destroy(Object.assign(new Error(`connect timeout after ${connectTimeoutMs} ms`), { code: 'ECONNTIMEOUT' }));
  }, connectTimeoutMs);
  timer.unref();
  socket.once('connect', () => clearTimeout(timer));
  socket.once('close', () => clearTimeout(timer));
}

/**
 * A streaming proxy to one upstream (http-proxy-middleware, public options and events only): bodies
 * are piped, never parsed here; connections are kept alive. A call that fails (refused, no
 * connection in time, no reply in time) answers a JSON 503 for that call only; the next call tries
 * again, so the path heals when the upstream is back. Nothing is retried here: spreading calls over
 * replicas and skipping a dead one is the platform's (docs/decisions/gateway-proxy.md).
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): UpstreamProxy {
  const { label, connectTimeoutMs, logger } = options;
  // Idle sockets are dropped before the services' 65 s keep-alive, so a reused socket is never half-closed.
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });

  const fail = (err: Error, req: http.IncomingMessage, res: http.ServerResponse | Socket) => {
    options.onUnavailable?.();
    const requestId = String(req.headers['x-request-id'] ?? '');
    const code = (err as NodeJS.ErrnoException).code ?? err.message;
    logger.warn({ requestId, upstream: label, code, method: req.method, url: req.url }, 'upstream unavailable');
    // A socket (no reply object) or a reply already under way: nothing valid can be sent any more.
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    res.statusCode = 503;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', '5');
    res.end(JSON.stringify(unavailableBody(label, requestId)));
  };

  const proxy = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target: options.target,
    agent,
    changeOrigin: false,
    // X-Forwarded-For is the trusted hops' (client-address.ts), to which the proxy adds this peer.
    xfwd: true,
    proxyTimeout: options.timeoutMs,
    on: {
      proxyReq: (proxyReq) => limitConnectTime(proxyReq, connectTimeoutMs),
      proxyRes: keepOwnConnection,
      error: fail,
    },
  });

  return {
    handle: (req, res) => {
      // The gateway's server already answered `Expect: 100-continue` itself; without the header the
      // upstream sends no interim reply and the proxy reports every upstream socket (proxyReq).
      delete req.headers.expect;
      dropHopByHopHeaders(req.headers);
      void proxy(req, res);
    },
    close: () => agent.destroy(),
  };
}
