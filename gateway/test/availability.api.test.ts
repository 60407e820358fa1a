import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, type EchoReply, type TestGateway } from './helpers';

describe('a service that is down', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when the forms service stops, then only its paths answer a JSON 503 quickly; when it returns, they heal', async () => {
    // Warm a kept-alive connection first, so the test also proves a stale pooled socket does not hang.
    expect((await fetch(`${gw.url}/send-newsletter`, { method: 'POST' })).status).toBe(200);
    await gw.services.forms.stop();

    const started = Date.now();
    const down = await fetch(`${gw.url}/send-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.example"}',
    });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await down.json()).toEqual({
      message: 'Forms service is temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
      requestId: down.headers.get('x-request-id'),
    });

    const other = await fetch(`${gw.url}/blogs`);
    expect(other.status).toBe(200);
    expect(((await other.json()) as EchoReply).service).toBe('content');

    const health = await fetch(`${gw.opsUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      services: { content: 'ok', auth: 'ok', forms: 'down', upload: 'ok' },
    });

    await gw.services.forms.start(); // same port again
    const healed = await fetch(`${gw.url}/send-newsletter`, { method: 'POST' });
    expect(healed.status).toBe(200);
    expect(((await healed.json()) as EchoReply).service).toBe('forms');
    expect(await (await fetch(`${gw.opsUrl}/healthz`)).json()).toEqual({
      status: 'ok',
      services: { content: 'ok', auth: 'ok', forms: 'ok', upload: 'ok' },
    });
  });

  test('when the metrics are read after an outage, then they count the 503s by service', async () => {
    const metrics = await (await fetch(`${gw.opsUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /gateway_upstream_unavailable_total\{service="forms",service="gateway"\} 1|gateway_upstream_unavailable_total\{[^}]*service="forms"[^}]*\} 1/,
    );
    expect(metrics).toContain('http_request_duration_seconds_count{');
  });
});

describe('a service that does not answer in time', () => {
  let hanging: http.Server;
  let gw: TestGateway;

  beforeAll(async () => {
    // Accepts the request and never answers.
    hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', () => resolve()));
    const port = (hanging.address() as AddressInfo).port;
    gw = await startGateway({
      UPLOAD_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_TIMEOUT_MS: '400',
      HEALTH_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await gw.close();
    hanging.closeAllConnections();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  });

  test('when the upload service hangs, then its path answers 503 after the timeout and the operations /healthz reports it down', async () => {
    const started = Date.now();
    const reply = await fetch(`${gw.url}/media/images/x/480.jpg`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({
      message: 'Upload service is temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
      requestId: reply.headers.get('x-request-id'),
    });
    expect(await (await fetch(`${gw.opsUrl}/healthz`)).json()).toEqual({
      status: 'degraded',
      services: { content: 'ok', auth: 'ok', forms: 'ok', upload: 'down' },
    });
  });
});
