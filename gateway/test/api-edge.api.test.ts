import { SECURITY_HEADERS } from '@site/contracts/edge-rules';
import { createRedis } from '@site/service-kit';
import {
  bearer,
  captureLogger,
  metricValue,
  rawRequest,
  securityHeadersWith,
  signTestToken,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RawReply,
} from '@site/service-kit/testing';
import { startGateway, type EchoReply, type TestGateway } from './helpers';

/**
 * An API call through the gateway, asserted on whole replies: request ids, security headers,
 * forwarded addresses, access log and metrics, refusals (path, token, rate limit) and the 503 when
 * a service is down.
 */

const GATEWAY_SECURITY_HEADERS = securityHeadersWith(SECURITY_HEADERS['Content-Security-Policy']!);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The whole reply a fake service's echo comes back as, through the gateway. */
const proxiedEcho = (requestId: string, echo: EchoReply): RawReply => {
  const body = JSON.stringify(echo);
  return {
    status: 200,
    headers: {
      'x-request-id': requestId,
      ...GATEWAY_SECURITY_HEADERS,
      'content-type': 'application/json',
      date: expect.any(String) as string,
      // The gateway's own connection; the service's Keep-Alive header is not passed on.
      connection: 'keep-alive',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  };
};

/** The whole JSON error reply of the gateway's error handler. */
const errorReply = (
  status: number,
  requestId: string,
  body: { message: string; code: string },
  extraHeaders: Record<string, unknown> = {},
): RawReply => {
  const text = JSON.stringify({ ...body, requestId });
  return {
    status,
    headers: {
      'x-request-id': requestId,
      ...GATEWAY_SECURITY_HEADERS,
      ...extraHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      etag: expect.stringMatching(/^W\/"/) as string,
      date: expect.any(String) as string,
      connection: 'keep-alive',
      'keep-alive': 'timeout=5',
    },
    body: text,
  };
};

/** An echo of a GET as the content service sees it from a direct client. */
const echoOf = (url: string, requestId: string, overrides: Partial<EchoReply> = {}): EchoReply => ({
  service: 'content',
  method: 'GET',
  url,
  requestId,
  forwardedFor: '127.0.0.1',
  authorization: undefined,
  body: '',
  ...overrides,
});

/** A counter's value in the gateway's Prometheus text (0 when not there yet). */
const metric = (gw: TestGateway, name: string, labels: string): Promise<number> => metricValue(gw.opsUrl, name, labels.split(','));

/** Lines are written when the reply has ended; give the event loop a turn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the API edge, with every check passing', () => {
  let gw: TestGateway;
  const log = captureLogger('gateway', 'info');

  beforeAll(async () => {
    gw = await startGateway({}, { logger: log.logger });
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when a plain API call arrives with a safe request id, then the service gets that id and the client gets the service reply with the id and the security headers', async () => {
    const reply = await rawRequest(gw.url, '/blogs?page=2', { headers: { 'x-request-id': 'edge-ok-1' } });
    expect(reply).toEqual(proxiedEcho('edge-ok-1', echoOf('/blogs?page=2', 'edge-ok-1')));
    const host = new URL(gw.url).host;
    expect(gw.services.content.receivedHeaders.at(-1)).toEqual({
      host,
      connection: 'keep-alive',
      'x-request-id': 'edge-ok-1',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-port': new URL(gw.url).port,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': host,
    });
  });

  test('when the request id is unsafe to log, then a new one is minted, passed on and echoed', async () => {
    const reply = await rawRequest(gw.url, '/api/categories', { headers: { 'x-request-id': 'x'.repeat(129) } });
    const minted = String(reply.headers['x-request-id']);
    expect(minted).toMatch(UUID);
    expect(reply).toEqual(proxiedEcho(minted, echoOf('/api/categories', minted)));
  });

  test('when a call is answered, then one access line in the services schema names the request id, method, url, status and client, and the duration metric counts it by route and status', async () => {
    const before = await metric(gw, 'http_request_duration_seconds_count', 'route="content",status="200",method="GET"');
    const countBefore = log.lines().length;
    await rawRequest(gw.url, '/api/caseStudies/abc', { headers: { 'x-request-id': 'edge-log-1' } });
    await settle();
    expect(log.lines().slice(countBefore)).toEqual([
      {
        level: 30,
        time: expect.any(String),
        service: 'gateway',
        name: 'gateway',
        req: { id: 'edge-log-1', method: 'GET', url: '/api/caseStudies/abc', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(await metric(gw, 'http_request_duration_seconds_count', 'route="content",status="200",method="GET"')).toBe(before + 1);
  });

  test('when a path holds an encoded dot segment, then it is refused with a JSON 400 before any service, with id and headers', async () => {
    const counts = Object.values(gw.services).map((s) => s.received.length);
    const reply = await rawRequest(gw.url, '/blog/%2e%2e/internal/x', { headers: { 'x-request-id': 'edge-unsafe-1' } });
    expect(reply).toEqual(
      errorReply(400, 'edge-unsafe-1', { message: 'The request path is not valid', code: 'VALIDATION_FAILED' }),
    );
    expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
  });

  test('when /internal is called, then it is a JSON 404 and no service sees it', async () => {
    const counts = Object.values(gw.services).map((s) => s.received.length);
    const reply = await rawRequest(gw.url, '/internal/resumes/x.pdf', { headers: { 'x-request-id': 'edge-internal-1' } });
    expect(reply).toEqual(
      errorReply(404, 'edge-internal-1', { message: 'No route for GET /internal/resumes/x.pdf', code: 'NOT_FOUND' }),
    );
    expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(counts);
  });

  test('when a client connects directly and claims forwarded addresses, then the service sees only its real address', async () => {
    const reply = await rawRequest(gw.url, '/blogs', {
      headers: {
        'x-request-id': 'edge-xff-1',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(reply).toEqual(proxiedEcho('edge-xff-1', echoOf('/blogs', 'edge-xff-1')));
    expect(gw.services.content.receivedHeaders.at(-1)).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(gw.url).host,
    });
  });
});

describe('the API edge behind a trusted proxy', () => {
  let gw: TestGateway;
  const log = captureLogger('gateway', 'info');
  const prefix = testRedisPrefix('gateway-trusted-proxy');

  beforeAll(async () => {
    gw = await startGateway(
      { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '50', RATE_LIMIT_WINDOW_SECONDS: '3600', REDIS_PREFIX: prefix },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when the trusted proxy forwards a client address, then the service, the access log and the rate limit all use it, and made-up hops are dropped', async () => {
    const countBefore = log.lines().length;
    const reply = await rawRequest(gw.url, '/blogs', {
      headers: { 'x-request-id': 'edge-trusted-1', 'x-forwarded-for': '6.6.6.6, 203.0.113.5', 'x-forwarded-proto': 'https' },
    });
    expect(reply).toEqual(
      proxiedEcho('edge-trusted-1', echoOf('/blogs', 'edge-trusted-1', { forwardedFor: '203.0.113.5, 127.0.0.1' })),
    );
    expect(gw.services.content.receivedHeaders.at(-1)).toMatchObject({ 'x-forwarded-proto': 'https' });
    await settle();
    expect(log.lines().slice(countBefore)).toEqual([
      expect.objectContaining({ req: { id: 'edge-trusted-1', method: 'GET', url: '/blogs', remoteAddress: '203.0.113.5' } }),
    ]);
    const redis = createRedis(TEST_REDIS_URL);
    await new Promise((resolve) => redis.once('ready', resolve));
    try {
      // Counted for the client's address, not the proxy's.
      const keys = await redis.keys(`${prefix}:rl:gateway:all:*`);
      expect(keys).toEqual([expect.stringMatching(/:203\.0\.113\.5$/)]);
      expect(Number(await redis.get(keys[0]!))).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});

describe('the API edge refusing calls', () => {
  let gw: TestGateway;
  const log = captureLogger('gateway', 'info');

  beforeAll(async () => {
    gw = await startGateway({ RATE_LIMIT_MAX: '100', RATE_LIMIT_WINDOW_SECONDS: '3600' }, { logger: log.logger });
  });
  afterAll(async () => {
    await gw.close();
  });

  test('when an admin call has no token, a bad one, an expired one or a non-admin one, then each is a JSON 401/403, counted, and never reaches the service', async () => {
    const before = gw.services.content.received.length;
    const rejectedBefore = await metric(gw, 'gateway_admin_token_rejected_total', 'service="content"');
    const post = (id: string, headers: Record<string, string>) =>
      rawRequest(gw.url, '/blog', { method: 'POST', headers: { 'x-request-id': id, ...headers } });

    expect(await post('edge-admin-1', {})).toEqual(
      errorReply(401, 'edge-admin-1', { message: 'Sign in as an administrator to do this', code: 'UNAUTHORIZED' }),
    );
    expect(await post('edge-admin-2', { authorization: 'Bearer a.b.c' })).toEqual(
      errorReply(401, 'edge-admin-2', { message: 'Sign in as an administrator to do this', code: 'INVALID_TOKEN' }),
    );
    expect(await post('edge-admin-3', bearer(signTestToken({ expiresIn: -10 })))).toEqual(
      errorReply(401, 'edge-admin-3', { message: 'Your session has expired. Please sign in again.', code: 'TOKEN_EXPIRED' }),
    );
    expect(await post('edge-admin-4', bearer(signTestToken({ isAdmin: false })))).toEqual(
      errorReply(403, 'edge-admin-4', { message: 'Administrators only', code: 'FORBIDDEN' }),
    );
    expect(gw.services.content.received.length).toBe(before);
    expect(await metric(gw, 'gateway_admin_token_rejected_total', 'service="content"')).toBe(rejectedBefore + 4);
  });

  test('when a refused call is answered by the error handler, then it is logged once as a warning and counted once under its service', async () => {
    const countBefore = log.lines().length;
    const metricBefore = await metric(gw, 'http_request_duration_seconds_count', 'route="content",status="401",method="POST"');
    await rawRequest(gw.url, '/blog', { method: 'POST', headers: { 'x-request-id': 'edge-refused-log' } });
    await settle();
    expect(log.lines().slice(countBefore)).toEqual([
      {
        level: 40,
        time: expect.any(String),
        service: 'gateway',
        name: 'gateway',
        req: { id: 'edge-refused-log', method: 'POST', url: '/blog', remoteAddress: '127.0.0.1' },
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
    expect(await metric(gw, 'http_request_duration_seconds_count', 'route="content",status="401",method="POST"')).toBe(metricBefore + 1);
  });

  test('when an admin call carries a valid token, then it reaches the service with the token', async () => {
    const token = bearer();
    const reply = await rawRequest(gw.url, '/blog/7', { method: 'DELETE', headers: { 'x-request-id': 'edge-admin-ok', ...token } });
    expect(reply).toEqual(
      proxiedEcho('edge-admin-ok', echoOf('/blog/7', 'edge-admin-ok', { method: 'DELETE', authorization: token.Authorization })),
    );
  });

  test('when an address goes over the limit, then the gateway answers a JSON 429 with Retry-After, counted, and the service is spared', async () => {
    const fresh = await startGateway({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '3600' });
    try {
      expect((await rawRequest(fresh.url, '/blogs')).status).toBe(200);
      expect((await rawRequest(fresh.url, '/blogs')).status).toBe(200);
      const before = fresh.services.content.received.length;
      const refused = await rawRequest(fresh.url, '/api/categories', { headers: { 'x-request-id': 'edge-429' } });
      expect(refused).toEqual(
        errorReply(
          429,
          'edge-429',
          { message: 'Too many requests. Please wait a minute and try again.', code: 'RATE_LIMITED' },
          { 'retry-after': expect.stringMatching(/^\d+$/) },
        ),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(fresh.services.content.received.length).toBe(before);
      expect(await metric(fresh, 'gateway_rate_limited_total', 'rule="all"')).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('the API edge and a service that is down', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.close());

  test('when the service refuses connections, then the call answers the JSON 503 with Retry-After and no-store, counted by service; when it is back, the next call reaches it', async () => {
    const before = await metric(gw, 'gateway_upstream_unavailable_total', 'service="content"');
    await gw.services.content.stop();
    try {
      const reply = await rawRequest(gw.url, '/blogs', { headers: { 'x-request-id': 'edge-503' } });
      const body = JSON.stringify({ message: 'Content service is temporarily unavailable', code: 'SERVICE_UNAVAILABLE', requestId: 'edge-503' });
      expect(reply).toEqual({
        status: 503,
        headers: {
          'x-request-id': 'edge-503',
          ...GATEWAY_SECURITY_HEADERS,
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '5',
          date: expect.any(String),
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      });
      expect(await metric(gw, 'gateway_upstream_unavailable_total', 'service="content"')).toBe(before + 1);
    } finally {
      await gw.services.content.start();
    }
    const healed = await rawRequest(gw.url, '/blogs', { headers: { 'x-request-id': 'edge-healed' } });
    expect(healed).toEqual(proxiedEcho('edge-healed', echoOf('/blogs', 'edge-healed')));
  });
});
