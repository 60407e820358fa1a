import { bearer } from '@site/service-kit/testing';
import { FakeService, startGateway, type EchoReply, type TestGateway } from './helpers';

describe('several instances of one service', () => {
  let gw: TestGateway;
  const first = new FakeService('content-1');
  const second = new FakeService('content-2');

  beforeAll(async () => {
    await first.start();
    await second.start();
    gw = await startGateway({ CONTENT_URL: `${first.url}, ${second.url}` });
  });
  afterAll(async () => {
    await gw.close();
    await first.stop();
    await second.stop();
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
});
