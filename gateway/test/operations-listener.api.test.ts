import { startGateway, type TestGateway } from './helpers';

// Issue 25's probe: /metrics (99 KB) and /healthz, which asks all four services, were answered to
// anyone on the gateway's public port. They are now on the operations listener (OPS_PORT, private),
// and the public /healthz is the gateway's own liveness.
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

const readyzCalls = () => Object.values(gw.services).reduce((n, service) => n + service.readyzCalls, 0);

describe('the public port', () => {
  it('when /healthz is asked for 20 times, then each answers the gateway\'s own liveness and no service is asked anything', async () => {
    const before = readyzCalls();
    for (let i = 0; i < 20; i += 1) {
      const reply = await fetch(`${gw.url}/healthz`);
      expect({ status: reply.status, cache: reply.headers.get('cache-control'), body: await reply.json() }).toEqual({
        status: 200,
        cache: 'no-store',
        body: { status: 'ok', service: 'gateway' },
      });
    }
    expect(readyzCalls() - before).toBe(0);
  });

  it.each(['/metrics', '/metrics/', '/metrics?format=prometheus', '/metrics/anything'])('when %s is asked for, then it is a JSON 404 with no metrics, and neither the site nor a service sees it', async (path) => {
    const seen = gw.site.received.length + Object.values(gw.services).reduce((n, s) => n + s.received.length, 0);
    const reply = await fetch(`${gw.url}${path}`);
    const body = await reply.text();
    expect(reply.status).toBe(404);
    expect(body).not.toContain('process_cpu_seconds_total');
    expect(body).not.toContain('gateway_');
    expect(gw.site.received.length + Object.values(gw.services).reduce((n, s) => n + s.received.length, 0)).toBe(seen);
  });
});

describe('the operations listener', () => {
  it("when its /healthz is asked for with a request id, then every service's /readyz is asked under that id", async () => {
    for (const service of Object.values(gw.services)) service.readyzRequestIds.length = 0;
    const reply = await fetch(`${gw.opsUrl}/healthz`, { headers: { 'x-request-id': 'req-health-1' } });
    expect(reply.status).toBe(200);

    expect(Object.fromEntries(Object.entries(gw.services).map(([name, service]) => [name, service.readyzRequestIds]))).toEqual({
      content: ['req-health-1'],
      auth: ['req-health-1'],
      forms: ['req-health-1'],
      upload: ['req-health-1'],
    });
  });

  it('when its /healthz is asked for, then it reports every service from their /readyz', async () => {
    const before = readyzCalls();
    const reply = await fetch(`${gw.opsUrl}/healthz`);
    expect({ status: reply.status, body: await reply.json() }).toEqual({
      status: 200,
      body: { status: 'ok', services: { content: 'ok', auth: 'ok', forms: 'ok', upload: 'ok' } },
    });
    expect(readyzCalls() - before).toBe(4);
  });

  it('when its /metrics is scraped, then it answers the gateway\'s Prometheus text, counting the public traffic', async () => {
    await fetch(`${gw.url}/blogs`);
    const reply = await fetch(`${gw.opsUrl}/metrics`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await reply.text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="content"[^}]*\} [1-9]/);
  });

  it('when a page or an API path is asked of it, then it answers 404: it proxies nothing', async () => {
    const seen = gw.services.content.received.length + gw.site.received.length;
    expect((await fetch(`${gw.opsUrl}/blogs`)).status).toBe(404);
    expect((await fetch(`${gw.opsUrl}/about`)).status).toBe(404);
    expect(gw.services.content.received.length + gw.site.received.length).toBe(seen);
  });
});
