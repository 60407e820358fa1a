import http, { type RequestListener, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * How every process listens and stops (part of commonEnv). The defaults are the production ones:
 * - HOST 127.0.0.1: `npm start` exposes only the gateway's port to the machine, nothing to the
 *   network; containers set HOST=0.0.0.0 (deploy/Dockerfile) to be reachable on their network.
 * - HTTP_HEADERS_TIMEOUT_MS: a client must send all request headers within 15 s (slowloris).
 * - HTTP_REQUEST_TIMEOUT_MS: ... and the whole request, body included, within 60 s (a 3 MB resume
 *   needs 400 kbit/s; nginx buffers bodies in production, so the gateway sees them fast).
 * - HTTP_KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive socket is closed after 65 s, longer than the
 *   gateway's agent (60 s) and nginx's upstream keep-alive (60 s), so the client side closes first.
 * - SHUTDOWN_DRAIN_MS: after SIGTERM, /readyz answers 503 and every reply says `Connection: close`
 *   for this long while the port still accepts, so kept-alive sockets close after a whole reply
 *   (never under a request on its way) and a probe of /readyz sees the instance leave before the
 *   port closes (docs/decisions/gateway-proxy.md GP1).
 */
export const httpServerEnv = {
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  HTTP_HEADERS_TIMEOUT_MS: ms(15_000),
  HTTP_REQUEST_TIMEOUT_MS: ms(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(65_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(3000),
};

export interface HttpServerSettings {
  PORT: number;
  HOST: string;
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
}

interface DrainState {
  draining: boolean;
  /** Replies whose headers are not written yet get `Connection: close` when the drain starts. */
  open: Set<ServerResponse>;
}

const drainStates = new WeakMap<Server, DrainState>();

const isReadinessProbe = (url: string | undefined) => url === '/readyz' || (url ?? '').startsWith('/readyz?');

/**
 * The HTTP server of a process: the app behind a thin layer that knows about draining, with the
 * configured timeouts. Node checks the header and request timeouts every
 * `connectionsCheckingInterval` (30 s by default), so it is set to a fraction of the shorter one:
 * a slow client is cut off (408, then the socket closes) close to the limit, not up to 30 s later.
 */
export function createHttpServer(app: RequestListener, settings: Omit<HttpServerSettings, 'PORT' | 'HOST'>): Server {
  const { HTTP_HEADERS_TIMEOUT_MS: headersTimeout, HTTP_REQUEST_TIMEOUT_MS: requestTimeout } = settings;
  if (headersTimeout > requestTimeout) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  const state: DrainState = { draining: false, open: new Set() };
  const server = http.createServer(
    {
      headersTimeout,
      requestTimeout,
      keepAliveTimeout: settings.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    (req, res) => {
      if (state.draining) {
        res.setHeader('Connection', 'close');
        if (isReadinessProbe(req.url)) {
          res.statusCode = 503;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify({ status: 'draining' }));
          return;
        }
      } else {
        state.open.add(res);
        res.once('close', () => state.open.delete(res));
      }
      app(req, res);
    },
  );
  drainStates.set(server, state);
  return server;
}

/** Starts listening on HOST:PORT and resolves once the port is bound. */
export function listen(app: RequestListener, settings: HttpServerSettings): Promise<Server> {
  const server = createHttpServer(app, settings);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.PORT, settings.HOST, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

export interface DrainOptions {
  /**
   * Close the listening socket when the drain starts instead of when it ends, keeping every open
   * connection (idle ones too) until then. For a process whose client cannot ask /readyz and learns
   * only from failures (nginx in front of the gateways): a refused connection is one nginx safely
   * sends elsewhere, a POST too. Left open, the port takes new connections to the last moment,
   * because every reply of the drain closes its own, and the ones accepted as the port closes are
   * reset with their request unread, which nginx cannot resend for a POST (a 502).
   */
  refuseNewConnections?: boolean;
}

/**
 * From now on /readyz answers 503 and every reply (also those in progress whose headers are not
 * written yet) carries `Connection: close`, so each kept-alive socket is closed by this server right
 * after a complete reply, never while a request may be on its way. The port keeps accepting unless
 * `refuseNewConnections`.
 */
export function startDraining(server: Server, options: DrainOptions = {}): void {
  const state = drainStates.get(server);
  if (!state || state.draining) return;
  state.draining = true;
  for (const res of state.open) if (!res.headersSent) res.setHeader('Connection', 'close');
  state.open.clear();
  // net's close, not http's: http's also closes the idle kept-alive connections at once, on which a
  // client may be sending a request right now.
  if (options.refuseNewConnections && server.listening) net.Server.prototype.close.call(server);
}

/** Stops accepting, lets in-flight requests finish and closes every connection as it becomes idle. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // A reply already streaming when the drain began kept its socket alive; close it once idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    // Its callback gets ERR_SERVER_NOT_RUNNING when the drain already closed the port; either way
    // it runs once every connection has ended.
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The planned stop of a server: drain for `drainMs` (still serving), then close. */
export async function drainAndClose(server: Server, drainMs: number, options: DrainOptions = {}): Promise<void> {
  startDraining(server, options);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await closeServer(server);
}
