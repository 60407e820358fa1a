import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createServiceApp, drainAndClose, listen } from '@site/service-kit';
import { bearer, slowClient } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { startGateway, type TestGateway } from './helpers';

const logger = createLogger('content-test', 'silent');
const serverSettings = { HOST: '127.0.0.1', HTTP_HEADERS_TIMEOUT_MS: 15_000, HTTP_REQUEST_TIMEOUT_MS: 60_000, HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000 };

/** A real service-kit instance (the production server and drain) that records the writes it stores. */
class Instance {
  server?: Server;
  port = 0;
  constructor(
    readonly name: string,
    private readonly stored: string[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const app = createServiceApp({
      name: this.name,
      logger,
      routes: (a) => {
        a.get('/blogs', (_req, res) => {
          res.json({ from: this.name });
        });
        a.post('/api/caseStudies', (req, res) => {
          this.stored.push(String((req.body as { id: string }).id));
          res.status(201).json({ from: this.name });
        });
      },
    });
    this.server = await listen(app, { ...serverSettings, PORT: this.port });
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** SIGTERM's path: drain, close. */
  stop(drainMs: number): Promise<void> {
    return this.server ? drainAndClose(this.server, drainMs) : Promise.resolve();
  }
}

describe('a rolling restart of real service instances behind the gateway', () => {
  const stored: string[] = [];
  const a = new Instance('content-a', stored);
  const b = new Instance('content-b', stored);
  let gw: TestGateway;

  beforeAll(async () => {
    await a.start();
    await b.start();
    gw = await startGateway({ CONTENT_URL: `${a.url},${b.url}`, UPSTREAM_READY_INTERVAL_MS: '100', RATE_LIMIT_MAX: '0' });
  });
  afterAll(async () => {
    await gw.close();
    await a.stop(0);
    await b.stop(0);
  });

  test('when each instance drains and restarts in turn under reads and writes, then no request fails and every write is stored once', async () => {
    const statuses = new Map<string, number>();
    const accepted: string[] = [];
    let running = true;
    let sequence = 0;
    const loops = Array.from({ length: 4 }, async (_, worker) => {
      while (running) {
        const id = `${worker}-${(sequence += 1)}`;
        const write = sequence % 2 === 0;
        const reply = write
          ? await fetch(`${gw.url}/api/caseStudies`, { method: 'POST', headers: { ...bearer(), 'content-type': 'application/json' }, body: JSON.stringify({ id }) })
          : await fetch(`${gw.url}/blogs`);
        await reply.arrayBuffer();
        const key = `${write ? 'POST' : 'GET'} ${reply.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (write && reply.status === 201) accepted.push(id);
      }
    });
    for (const instance of [a, b]) {
      await new Promise((r) => setTimeout(r, 300));
      await instance.stop(400);
      await instance.start(); // same port
      await new Promise((r) => setTimeout(r, 300));
    }
    running = false;
    await Promise.all(loops);

    const counts = Object.fromEntries(statuses);
    expect(Object.keys(counts).sort()).toEqual(['GET 200', 'POST 201']);
    expect(counts['POST 201']).toBeGreaterThan(20);
    expect([...stored].sort()).toEqual([...accepted].sort());
    expect(new Set(stored).size).toBe(stored.length);
  });
});

describe('slow clients at the gateway', () => {
  let gw: TestGateway;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    gw = await startGateway();
    // The production server with the configured timeouts (short ones here), in front of the same app.
    const config = loadGatewayConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
    server = await listen(gw.app, { ...config, PORT: 0, HOST: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await drainAndClose(server, 0);
    await gw.close();
  });

  test('when a client drips its headers one byte a second, then it gets a 408 within the header timeout while others are served', async () => {
    const dripping = slowClient(url, { head: 'GET /blogs HTTP/1.1\r\nHost: x\r\n', drip: 'X-Slow: aaaaaaaa\r\n', intervalMs: 1000, maxMs: 5000 });
    await new Promise((r) => setTimeout(r, 200));
    expect((await fetch(`${url}/blogs`)).status).toBe(200);
    const result = await dripping;
    expect(result.reply).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    expect(result.closedAfterMs).toBeLessThan(1000 + 250 + 500);
  });

  test('when a client sends a form body slower than the request timeout allows, then it is cut off within it and the service never gets the whole body', async () => {
    const before = gw.services.forms.received.length;
    const dripping = slowClient(url, {
      head: 'POST /send-newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n',
      drip: '{"email":"slow@loris.example"}',
      intervalMs: 200,
      maxMs: 8000,
    });
    await new Promise((r) => setTimeout(r, 200));
    const normal = await fetch(`${url}/send-newsletter`, { method: 'POST', body: '{}' });
    expect(normal.status).toBe(200);
    const result = await dripping;
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(result.closedAfterMs).toBeLessThan(2000 + 250 + 500);
    expect(result.reply).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
    // Only the normal client's body arrived.
    expect(gw.services.forms.received.slice(before).map((r) => r.body)).toEqual(['{}']);
  });
});
