import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainAndClose, listen } from '@site/service-kit';
import { slowClient } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { startGateway, type TestGateway } from './helpers';

describe('slow clients at the gateway', () => {
  let gw: TestGateway;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    gw = await startGateway();
    // The production server with the configured timeouts (short ones here), in front of the same app.
    const config = loadGatewayConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', SITE_SERVER_URL: gw.site.url });
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
