import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { createLogger, createRedis, createServiceApp, listenWhenReady, type HttpServerSettings } from '../src';
import { TEST_REDIS_URL } from '../src/testing';
import { startTcpProxy, type TcpProxy } from '@site/testing/tcp-proxy';
import { waitFor } from '@site/testing/wait-for';

// A restarted instance gets requests the moment it listens. Its Redis connection has no offline
// queue, so a process that listened before Redis was ready answered its first requests 503 (a sign-in
// through a rolling restart under load). These prove it listens only once Redis answers.

const logger = createLogger('kit-test', 'silent');
const settings: HttpServerSettings = {
  PORT: 0,
  HOST: '127.0.0.1',
  HTTP_HEADERS_TIMEOUT_MS: 15_000,
  HTTP_REQUEST_TIMEOUT_MS: 60_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
};

/** A service whose one route needs Redis: GET /ping answers Redis's reply. */
const appUsing = (redis: Redis) =>
  createServiceApp({
    name: 'kit-test',
    logger,
    routes: (a) => {
      a.get('/ping', async (_req, res) => {
        res.json({ redis: await redis.ping() });
      });
    },
  });

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function reply(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('listenWhenReady', () => {
  let proxy: TcpProxy;
  let redis: Redis;
  let server: Server | undefined;
  /** The start under test: its server is closed after each test, also one that listened after a failed assertion. */
  let starting: Promise<Server> | undefined;
  let reconnects = 0;

  beforeEach(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    // Redis out of reach as the process starts: connections refused.
    await proxy.cut();
    reconnects = 0;
    redis = createRedis(proxy.through(TEST_REDIS_URL));
    redis.on('error', () => undefined);
    redis.on('reconnecting', () => (reconnects += 1));
  });

  afterEach(async () => {
    redis.disconnect();
    await proxy.close();
    const started = server ?? (await starting);
    await new Promise((resolve) => (started ? started.close(resolve) : resolve(undefined)));
    server = undefined;
    starting = undefined;
  });

  it('when Redis answers only after the start began, then the process listens only once Redis is ready, and its first request succeeds', async () => {
    let listening = false;
    starting = listenWhenReady(appUsing(redis), { name: 'kit-test', logger, settings, redis }).then((s) => {
      listening = true;
      return s;
    });
    // Two refused connects: long after an unconditional listen (port 0, a few ms) would have resolved.
    await waitFor(() => reconnects >= 2, { timeout: 10_000, interval: 20 });
    expect({ listening, redis: redis.status }).toEqual({ listening: false, redis: 'reconnecting' });

    await proxy.restore();
    server = await starting;
    expect(redis.status).toBe('ready');
    expect(await reply(`${urlOf(server)}/ping`)).toEqual({ status: 200, body: { redis: 'PONG' } });
  });

  it('when Redis stays away past the wait, then the process listens anyway: it is up, and what needs Redis answers 503 until Redis is back', async () => {
    server = await listenWhenReady(appUsing(redis), { name: 'kit-test', logger, settings, redis, redisStartWaitMs: 300 });
    expect(redis.status).not.toBe('ready');
    expect(await reply(`${urlOf(server)}/healthz`)).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) });
    const unavailable = await reply(`${urlOf(server)}/ping`);
    expect(unavailable).toEqual({
      status: 503,
      body: { message: expect.any(String), code: 'UNAVAILABLE', requestId: expect.any(String) },
    });

    await proxy.restore();
    await waitFor(() => redis.status === 'ready', { timeout: 10_000, interval: 20 });
    expect(await reply(`${urlOf(server)}/ping`)).toEqual({ status: 200, body: { redis: 'PONG' } });
  });
});
