import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createServiceApp, drainAndClose, listen, type HttpServerSettings } from '../src';
import { waitFor } from '@site/testing/wait-for';
import { slowClient } from '../src/testing';

const logger = createLogger('kit-test', 'silent');

interface Reply {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request over the given agent (keep-alive or not), with the reply's Connection header. */
function request(url: string, agent: http.Agent, method = 'GET', body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const settings = (overrides: Partial<HttpServerSettings> = {}): HttpServerSettings => ({
  PORT: 0,
  HOST: '127.0.0.1',
  HTTP_HEADERS_TIMEOUT_MS: 15_000,
  HTTP_REQUEST_TIMEOUT_MS: 60_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
  ...overrides,
});

/** A service app with /ok, and /slow that answers only when the test releases it (`arrived`: it has a request). */
function appWithSlowRoute() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const app = createServiceApp({
    name: 'kit-test',
    logger,
    routes: (a) => {
      a.get('/ok', (_req, res) => {
        res.json({ ok: true });
      });
      a.post('/echo', (req, res) => {
        res.json(req.body);
      });
      a.get('/slow', async (_req, res) => {
        arrive();
        await released;
        res.json({ slow: true });
      });
    },
  });
  return { app, release, arrived };
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('listen and drainAndClose', () => {
  it('when the drain starts, then /readyz answers 503, requests are still served with Connection: close, and the port closes after the window', async () => {
    const { app, release, arrived } = appWithSlowRoute();
    const server = await listen(app, settings());
    const url = urlOf(server);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const fresh = new http.Agent({ keepAlive: false });
    try {
      expect(await request(`${url}/ok`, keepAlive)).toEqual({ status: 200, connection: 'keep-alive', body: '{"ok":true}' });
      const inFlight = request(`${url}/slow`, fresh);
      await arrived;

      const started = Date.now();
      const drained = drainAndClose(server, 600);

      // The kept-alive socket still carries a request; the reply retires it.
      expect(await request(`${url}/readyz`, keepAlive)).toEqual({ status: 503, connection: 'close', body: '{"status":"draining"}' });
      // New connections are still accepted during the window, and served.
      expect(await request(`${url}/echo`, fresh, 'POST', '{"n":1}')).toEqual({ status: 200, connection: 'close', body: '{"n":1}' });
      expect(server.listening).toBe(true);
      // A reply that was in progress when the drain began also closes its socket.
      release();
      expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"slow":true}' });

      await drained;
      expect(Date.now() - started).toBeGreaterThanOrEqual(590);
      expect(server.listening).toBe(false);
      await expect(request(`${url}/ok`, fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      release();
      keepAlive.destroy();
      if (server.listening) await drainAndClose(server, 0);
    }
  });

  it('when the drain refuses new connections (a gateway behind nginx), then a new connection is refused at once while a kept-alive one is still served with Connection: close, and an idle one stays open until the drain ends', async () => {
    const { app } = appWithSlowRoute();
    const server = await listen(app, settings());
    const url = urlOf(server);
    const served = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const fresh = new http.Agent({ keepAlive: false });
    try {
      expect(await request(`${url}/ok`, served)).toEqual({ status: 200, connection: 'keep-alive', body: '{"ok":true}' });
      expect(await request(`${url}/ok`, idle)).toEqual({ status: 200, connection: 'keep-alive', body: '{"ok":true}' });
      const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
      let idleClosedAt = 0;
      idleSocket.once('close', () => (idleClosedAt = Date.now()));

      const started = Date.now();
      const drained = drainAndClose(server, 600, { refuseNewConnections: true });

      expect(server.listening).toBe(false);
      await expect(request(`${url}/ok`, fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // A request on a connection opened before the drain is answered, and the reply retires it.
      expect(await request(`${url}/echo`, served, 'POST', '{"n":2}')).toEqual({ status: 200, connection: 'close', body: '{"n":2}' });
      // The idle connection must stay open while the window runs: this waits for time to pass.
      await new Promise((r) => setTimeout(r, 300));
      expect(idleClosedAt).toBe(0);

      await drained;
      expect(Date.now() - started).toBeGreaterThanOrEqual(590);
      await waitFor(() => idleClosedAt > 0, { what: 'the idle connection closed' });
      expect(idleClosedAt - started).toBeGreaterThanOrEqual(590);
    } finally {
      served.destroy();
      idle.destroy();
    }
  });

  it('when a request is in flight as the port closes, then it is answered before the server stops', async () => {
    const { app, release, arrived } = appWithSlowRoute();
    const server = await listen(app, settings());
    const url = urlOf(server);
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = request(`${url}/slow`, agent);
    await arrived;
    let stopped = false;
    const drained = drainAndClose(server, 0).then(() => {
      stopped = true;
    });
    // The server must not stop while the request is unanswered: this waits for time to pass.
    await new Promise((r) => setTimeout(r, 200));
    expect(stopped).toBe(false);
    release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: '{"slow":true}' });
    await drained;
    expect(stopped).toBe(true);
    agent.destroy();
  });

  it('when the header timeout is longer than the request timeout, then the server refuses to start', () => {
    const { app } = appWithSlowRoute();
    expect(() => listen(app, settings({ HTTP_HEADERS_TIMEOUT_MS: 2000, HTTP_REQUEST_TIMEOUT_MS: 1000 }))).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  });
});

describe('slow clients', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = await listen(appWithSlowRoute().app, settings({ HTTP_HEADERS_TIMEOUT_MS: 1000, HTTP_REQUEST_TIMEOUT_MS: 2000 }));
    url = urlOf(server);
  });
  afterAll(() => drainAndClose(server, 0));
  /** Waits until the server holds the slow client's connection. */
  const slowClientConnected = () =>
    waitFor(() => new Promise<boolean>((resolve) => server.getConnections((_err, count) => resolve(count > 0))), { what: 'the slow client connected' });

  it('when a client drips its headers one byte at a time, then it is cut off within the header timeout while a normal client is served', async () => {
    const dripping = slowClient(url, { head: 'GET /ok HTTP/1.1\r\nHost: x\r\n', drip: 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n', intervalMs: 200, maxMs: 5000 });
    await slowClientConnected();
    const normal = await fetch(`${url}/ok`);
    expect(normal.status).toBe(200);
    const result = await dripping;
    expect(result.closedAfterMs).not.toBeNull();
    // The limit plus Node's check interval (a quarter of it) plus scheduling slack.
    expect(result.closedAfterMs).toBeLessThan(1000 + 250 + 500);
    expect(result.reply).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  });

  it('when a client sends its body slower than the request timeout allows, then it is cut off within it while a normal client is served', async () => {
    const dripping = slowClient(url, {
      head: 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n',
      drip: `{"n":"${'a'.repeat(32)}"}`,
      intervalMs: 100,
      maxMs: 6000,
    });
    await slowClientConnected();
    const normal = await fetch(`${url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"n":2}' });
    expect(await normal.json()).toEqual({ n: 2 });
    const result = await dripping;
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(result.closedAfterMs).toBeLessThan(2000 + 250 + 500);
    expect(result.reply).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
  });
});
