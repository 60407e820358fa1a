import { rateLimitReplyOf, testRedisPrefix, theOneRateLimitReply } from '@site/service-kit/testing';
import { startGateway, type TestGateway } from './helpers';

describe('rate limits', () => {
  let gw: TestGateway;

  beforeAll(async () => {
    gw = await startGateway({
      RATE_LIMIT_MAX: '8',
      LOGIN_RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_SECONDS: '3600',
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when one address signs in more often than the login limit, then it gets a 429 with Retry-After and the service is spared', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await fetch(`${gw.url}/api/users/login`, { method: 'POST' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(gw.services.auth.received).toHaveLength(3);

    const refused = await fetch(`${gw.url}/api/users/login`, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
      requestId: refused.headers.get('x-request-id'),
    });
  });

  test('when one address goes over the overall limit, then every API path answers 429 until the window ends', async () => {
    // 5 login calls above already counted towards the overall limit of 8.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await fetch(`${gw.url}/blogs`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(`${gw.url}/api/categories`);
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
      requestId: refused.headers.get('x-request-id'),
    });
  });

  test('when the limit is reached, then /healthz still answers', async () => {
    expect((await fetch(`${gw.url}/healthz`)).status).toBe(200);
  });
});

describe("the gateway's 429 is the one 429", () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '3600' });
  });
  afterAll(async () => {
    await gw.close();
  });

  test("when a form post goes over the limit, then the gateway answers the kit's 429 (Retry-After, code, message, request id) with the form's msg 'fail', as forms-service's own limit does", async () => {
    const post = () => fetch(`${gw.url}/send-newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await post()).status).toBe(200);
    const refused = await post();

    expect(rateLimitReplyOf({ status: refused.status, headers: refused.headers, body: await refused.json() })).toEqual(
      theOneRateLimitReply({
        msg: 'fail',
        message: 'Too many requests. Please wait a minute and try again.',
        requestId: refused.headers.get('x-request-id'),
      }),
    );
    expect(gw.services.forms.received).toHaveLength(1);
  });
});

describe('rate limits while Redis is down', () => {
  test('when Redis cannot be reached, then requests are let through (fail open)', async () => {
    const gw = await startGateway({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_MAX: '1',
      LOGIN_RATE_LIMIT_MAX: '1',
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await fetch(`${gw.url}/api/users/login`, { method: 'POST' })).status);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await gw.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  const statusesOf = (replies: Response[]) => replies.map((r) => r.status);
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  test('when 150 requests arrive at once through one instance with a limit of 100, then exactly 100 pass and the service sees 100', async () => {
    const gw = await startGateway({ RATE_LIMIT_MAX: '100', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    try {
      const statuses = statusesOf(
        await Promise.all(Array.from({ length: 150 }, () => fetch(`${gw.url}/blogs`))),
      );
      expect({ passed: count(statuses, 200), refused: count(statuses, 429) }).toEqual({
        passed: 100,
        refused: 50,
      });
      expect(gw.services.content.received).toHaveLength(100);
    } finally {
      await gw.close();
    }
  });

  test('when one address alternates over two instances sharing Redis, then exactly the limit passes in total', async () => {
    const prefix = testRedisPrefix('gateway-shared');
    const settings = { RATE_LIMIT_MAX: '100', REDIS_PREFIX: prefix, RATE_LIMIT_WINDOW_SECONDS: '3600' };
    const [one, two] = await Promise.all([startGateway(settings), startGateway(settings)]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 140; i += 1)
        statuses.push((await fetch(`${(i % 2 ? two : one).url}/blogs`)).status);
      expect({ passed: count(statuses, 200), refused: count(statuses, 429) }).toEqual({ passed: 100, refused: 40 });
      expect(one.services.content.received.length + two.services.content.received.length).toBe(100);
      // Once refused, an address stays refused on both instances for the rest of the window.
      const after = statusesOf(await Promise.all([one, two, one, two].map((g) => fetch(`${g.url}/blogs`))));
      expect(after).toEqual([429, 429, 429, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
