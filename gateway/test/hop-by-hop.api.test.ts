import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainAndClose, listen, startDraining } from '@site/service-kit';
import { loadGatewayConfig } from '../src/config';
import { startGateway, type TestGateway } from './helpers';

/**
 * Hop-by-hop headers (RFC 9110 7.6.1) describe one connection and are never passed on by a proxy.
 * Passing the client's `Connection: close` made a service close its kept-alive connection right
 * after refusing a request it had not read: the unread body then reset the connection and the
 * service's reply could be lost, so the client got the gateway's 503 instead of the service's 4xx.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
}

/** A service that refuses every request at once, without reading its body (as a parser refusing a content type does). */
async function startRefusingService(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    received.push({ headers: req.headers });
    res.writeHead(415, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Unsupported request encoding', code: 'UNSUPPORTED_ENCODING' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A POST as an HTTP client without a connection pool sends it (`Connection: close`), body in one go. */
function post(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/users/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('hop-by-hop headers at the gateway', () => {
  let service: Awaited<ReturnType<typeof startRefusingService>>;
  let gw: TestGateway;
  beforeAll(async () => {
    service = await startRefusingService();
    gw = await startGateway({ AUTH_URL: service.url, RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => {
    await gw?.close();
    await service?.close();
  });

  test('when a client sends hop-by-hop headers, then the service receives none of them, nor the headers Connection names', async () => {
    service.received.length = 0;
    const reply = await post(gw.url, Buffer.from('{}'), {
      connection: 'close, x-private-hop',
      'x-private-hop': 'for the gateway only',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      'proxy-authorization': 'Basic Zm9vOmJhcg==',
      'proxy-connection': 'keep-alive',
    });
    expect(reply.status).toBe(415);
    expect(service.received).toHaveLength(1);
    const forwarded = service.received[0]!.headers;
    for (const name of ['x-private-hop', 'keep-alive', 'te', 'proxy-authorization', 'proxy-connection']) expect({ name, value: forwarded[name] }).toEqual({ name, value: undefined });
    // The gateway's own connection to the service stays kept alive.
    expect(forwarded.connection).toBe('keep-alive');
    expect(forwarded['content-type']).toBe('application/json');
  });

  test('when a service refuses a large body before reading it, then every client gets the service reply, never the 503', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await post(gw.url, Buffer.alloc(200_000 + i * 997, 'a'))).status);
    expect(statuses).toEqual(Array(40).fill(415));
  });
});

/**
 * A service that keeps its connections alive, as usual; asked with `x-test-closing: 1`, its reply
 * carries hop-by-hop headers of its own (Connection: close, as one draining for a restart sends).
 */
async function startFormsService(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const hop = req.headers['x-test-closing'] === '1' ? { connection: 'close, x-service-hop', 'x-service-hop': 'for the gateway only', 'keep-alive': 'timeout=1' } : {};
      res.writeHead(200, { 'content-type': 'application/json', ...hop });
      res.end('{"msg":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface ConnectionReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Whether the gateway closed the connection within 500 ms of its reply. */
  closedAfterReply: boolean;
}

/** A POST on a kept-alive connection (as nginx's upstream keepalive sends it), and what became of the connection. */
function postKeptAlive(url: string, headers: Record<string, string> = {}): Promise<ConnectionReply> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<ConnectionReply>((resolve, reject) => {
    const req = http.request(`${url}/send-newsletter`, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const socket = res.socket;
      let closed = false;
      socket.once('close', () => (closed = true));
      res.resume();
      res.on('end', () => {
        setTimeout(() => resolve({ status: res.statusCode ?? 0, headers: res.headers, closedAfterReply: closed }), 500);
      });
    });
    req.on('error', reject);
    req.end('{"email":"hop@example.com"}');
  }).finally(() => agent.destroy());
}

describe("the gateway's own connection to its client (nginx)", () => {
  let service: Awaited<ReturnType<typeof startFormsService>>;
  let gw: TestGateway;
  let server: http.Server | undefined;
  let url: string;
  beforeEach(async () => {
    service = await startFormsService();
    gw = await startGateway({ FORMS_URL: service.url, RATE_LIMIT_MAX: '0' });
    // The production server (service-kit's listen, with its drain) in front of the gateway's app.
    const config = loadGatewayConfig({ SITE_SERVER_URL: gw.site.url });
    server = await listen(gw.app, { ...config, PORT: 0, HOST: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    if (server) await drainAndClose(server, 0);
    await gw.close();
    await service.close();
  });

  test("when a service's reply says Connection: close and names its own hop-by-hop headers, then the client gets none of them and its connection to the gateway stays open", async () => {
    const reply = await postKeptAlive(url, { 'x-test-closing': '1' });
    expect({ status: reply.status, connection: reply.headers.connection, keepAlive: reply.headers['keep-alive'], hop: reply.headers['x-service-hop'], closedAfterReply: reply.closedAfterReply }).toEqual({
      status: 200,
      connection: 'keep-alive',
      keepAlive: undefined,
      hop: undefined,
      closedAfterReply: false,
    });
  });

  test('when the gateway is draining for a restart, then a proxied reply says Connection: close and the gateway closes the connection after it, so nginx never sends on a connection the gateway is about to close', async () => {
    startDraining(server!);
    const reply = await postKeptAlive(url);
    expect({ status: reply.status, connection: reply.headers.connection, closedAfterReply: reply.closedAfterReply }).toEqual({
      status: 200,
      connection: 'close',
      closedAfterReply: true,
    });
  });

  test('when a client asks Connection: close, then the proxied reply says close and the gateway closes the connection', async () => {
    const reply = await postKeptAlive(url, { connection: 'close' });
    expect({ status: reply.status, connection: reply.headers.connection, closedAfterReply: reply.closedAfterReply }).toEqual({
      status: 200,
      connection: 'close',
      closedAfterReply: true,
    });
  });
});
