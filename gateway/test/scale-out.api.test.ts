import http from 'node:http';
import { bearer } from '@site/service-kit/testing';
import { FakeService, startGateway, startWithTwoContentInstances, type EchoReply, type TestGateway, type TwoInstances } from './helpers';

describe('several instances of one service', () => {
  let setup: TwoInstances;
  let gw: TestGateway;
  let first: FakeService;
  let second: FakeService;

  beforeAll(async () => {
    setup = await startWithTwoContentInstances();
    ({ gw, first, second } = setup);
  });
  afterAll(async () => {
    await setup.close();
  });

  const getBlogs = async () => {
    const reply = await fetch(`${gw.url}/blogs`);
    return {
      status: reply.status,
      service: reply.status === 200 ? ((await reply.json()) as EchoReply).service : undefined,
    };
  };

  test('when a service has two URLs, then requests are spread round-robin over both', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => getBlogs()));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(first.received.length).toBe(5);
    expect(second.received.length).toBe(5);
  });

  test('when one instance stops, then reads are retried on the other, writes avoid it, and nothing fails', async () => {
    await first.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await getBlogs()).status);
    for (let i = 0; i < 6; i += 1)
      statuses.push((await fetch(`${gw.url}/api/caseStudies`, { method: 'POST', headers: bearer() })).status);
    expect(statuses).toEqual(Array(12).fill(200));
    await first.start();
  });

  test('when every instance is down, then the path answers 503; when one returns, it heals', async () => {
    await first.stop();
    await second.stop();
    const down = await fetch(`${gw.url}/blogs`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      message: 'Content service is temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
      requestId: down.headers.get('x-request-id'),
    });
    expect(await (await fetch(`${gw.url}/healthz`)).json()).toEqual({
      status: 'degraded',
      services: { content: 'down', auth: 'ok', forms: 'ok', upload: 'ok' },
    });

    await second.start();
    expect((await getBlogs()).status).toBe(200);
    expect(await (await fetch(`${gw.url}/healthz`)).json()).toEqual({
      status: 'ok',
      services: { content: 'ok', auth: 'ok', forms: 'ok', upload: 'ok' },
    });
  });

  test('when an instance says it is not ready (draining), then new requests avoid it; when ready again, it gets its share', async () => {
    await first.start();
    first.received.length = 0;
    first.ready = false;
    await new Promise((r) => setTimeout(r, 250));
    for (let i = 0; i < 6; i += 1) expect((await postCaseStudy(gw.url, `{"i":${i}}`)).echo?.service).toBe('content-2');
    expect(first.received).toEqual([]);

    first.ready = true;
    await new Promise((r) => setTimeout(r, 250));
    const services = [];
    for (let i = 0; i < 6; i += 1) services.push((await postCaseStudy(gw.url, '{}')).echo?.service);
    expect(services.sort()).toEqual(['content-1', 'content-1', 'content-1', 'content-2', 'content-2', 'content-2']);
  });
});

/** POSTs `body` to a content write path through the gateway; the status and, on 200, the echo. */
async function postCaseStudy(gatewayUrl: string, body: string) {
  const reply = await fetch(`${gatewayUrl}/api/caseStudies`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': 'application/json' },
    body,
  });
  return { status: reply.status, echo: reply.status === 200 ? ((await reply.json()) as EchoReply) : undefined };
}

describe('writes while an instance is away (readiness polls off, so every request finds out itself)', () => {
  let gw: TestGateway;
  const first = new FakeService('content-1');
  const second = new FakeService('content-2');

  // A fresh gateway per test: an instance seen refusing is skipped for 5 s.
  beforeEach(async () => {
    if (!first.running) await first.start();
    if (!second.running) await second.start();
    first.received.length = 0;
    second.received.length = 0;
    first.dropConnectionOn = undefined;
    gw = await startGateway({
      CONTENT_URL: `${first.url},${second.url}`,
      UPSTREAM_READY_INTERVAL_MS: '0',
      UPSTREAM_RETRY_BODY_BYTES: '1024',
    });
  });
  afterEach(() => gw.close());
  afterAll(async () => {
    await first.stop();
    await second.stop();
  });

  test('when an instance refuses connections, then each small POST is sent to the other exactly once with its whole body', async () => {
    await first.stop();
    // Round-robin: one of two consecutive writes is first sent to the stopped instance.
    const bodies = ['{"n":1}', '{"n":2}', JSON.stringify({ text: 'é'.repeat(300) })];
    const replies = [];
    for (const body of bodies) replies.push(await postCaseStudy(gw.url, body));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(second.received.map((r) => [r.method, r.url, r.body])).toEqual(
      bodies.map((body) => ['POST', '/api/caseStudies', body]),
    );
  });

  test('when the body is still arriving as the connection is refused, then the other instance gets all of it', async () => {
    await first.stop();
    const { port } = new URL(gw.url);
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port: Number(port), path: '/api/caseStudies', method: 'POST', headers: { ...bearer(), 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write('{"part":');
        setTimeout(() => req.end('"two"}'), 300);
      });
    expect([await send(), await send()]).toEqual([200, 200]);
    expect(second.received.map((r) => r.body)).toEqual(['{"part":"two"}', '{"part":"two"}']);
  });

  test('when a POST body is over the kept size and its instance refuses, then it answers 503 and no instance gets it', async () => {
    await first.stop();
    const big = JSON.stringify({ text: 'x'.repeat(2000) });
    const replies = [await postCaseStudy(gw.url, big), await postCaseStudy(gw.url, big)];
    expect(replies.map((r) => r.status).sort()).toEqual([200, 503]);
    expect(second.received.length).toBe(1);
  });

  test('when an instance drops the connection after reading a POST, then the POST is not sent again, while a GET is retried', async () => {
    first.dropConnectionOn = () => true;
    const writes = [await postCaseStudy(gw.url, '{"w":1}'), await postCaseStudy(gw.url, '{"w":2}')];
    // The dropped write may have been stored by the instance: it is answered 503, never replayed.
    expect(writes.map((r) => r.status).sort()).toEqual([200, 503]);
    expect([...first.received, ...second.received].map((r) => r.body).sort()).toEqual(['{"w":1}', '{"w":2}']);

    const reads = [await fetch(`${gw.url}/blogs`), await fetch(`${gw.url}/blogs`)];
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
  });
});
