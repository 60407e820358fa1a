import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { createLogger, createRedis, type Logger } from '@site/service-kit';
import {
  startTestApp,
  seedTestAdminSession,
  testKeys,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RunningTestApp,
} from '@site/service-kit/testing';
import { createApp, type Gateway } from '../src/app';
import { loadGatewayConfig } from '../src/config';
import type { ServiceName } from '../src/routing/route-table';

/** What a fake service saw of a proxied request. */
export interface EchoReply {
  service: string;
  method: string;
  url: string;
  requestId: string | undefined;
  forwardedFor: string | undefined;
  authorization: string | undefined;
  body: string;
}

/**
 * A tiny real HTTP service standing in for one of ours (or the site renderer): answers /readyz,
 * echoes every other request, counts what it received, and can be stopped and started again on the
 * same port.
 */
export class FakeService {
  readonly received: EchoReply[] = [];
  /** The headers of each request in `received`, as the service got them. */
  readonly receivedHeaders: http.IncomingHttpHeaders[] = [];
  /** How many times its /readyz was asked (the gateway's health check). */
  readyzCalls = 0;
  /** The X-Request-Id each /readyz call carried. */
  readonly readyzRequestIds: string[] = [];
  private server?: http.Server;
  port = 0;

  /** Answers some requests itself (e.g. the site's 404 page); others are echoed. */
  respond?: (method: string, url: string) => { status: number; body: string; headers: Record<string, string> } | undefined;

  constructor(readonly name: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/readyz') {
          this.readyzCalls += 1;
          this.readyzRequestIds.push(String(req.headers['x-request-id'] ?? ''));
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ status: 'ok', service: this.name }));
          return;
        }
        const custom = this.respond?.(req.method ?? '', req.url ?? '');
        if (custom) {
          res.statusCode = custom.status;
          for (const [name, value] of Object.entries(custom.headers)) res.setHeader(name, value);
          res.end(custom.body);
          return;
        }
        const reply: EchoReply = {
          service: this.name,
          method: req.method ?? '',
          url: req.url ?? '',
          requestId: req.headers['x-request-id'] as string | undefined,
          forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
          authorization: req.headers.authorization,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.received.push(reply);
        this.receivedHeaders.push(req.headers);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(reply));
      });
    });
    // As the real services (HTTP_KEEP_ALIVE_TIMEOUT_MS 65 s): longer than the gateway agent keeps an
    // idle socket (60 s), so the gateway never reuses a socket the service is closing. Node's default
    // of 5 s let a POST after a pause meet a reset and a 503 (nothing retries it any more).
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}

export interface TestGateway {
  app: Gateway;
  running: RunningTestApp;
  url: string;
  /** The operations listener (every service's health, metrics), on a port of its own as in main.ts. */
  opsUrl: string;
  services: Record<ServiceName, FakeService>;
  /** The stand-in site renderer (SITE_SERVER_URL): it gets every page path. */
  site: FakeService;
  redis: Redis;
  redisPrefix: string;
  close(): Promise<void>;
}

/** Four fake services, a fake site renderer and a real gateway in front of them; env overrides the gateway's config. */
export async function startGateway(env: Record<string, string> = {}, options: { logger?: Logger; now?: () => number } = {}): Promise<TestGateway> {
  const services: Record<ServiceName, FakeService> = {
    content: new FakeService('content'),
    auth: new FakeService('auth'),
    forms: new FakeService('forms'),
    upload: new FakeService('upload'),
  };
  const site = new FakeService('site');
  await Promise.all([...Object.values(services), site].map((s) => s.start()));
  const stopAll = () => Promise.all([...Object.values(services), site].map((s) => s.stop()));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    CONTENT_URL: services.content.url,
    AUTH_URL: services.auth.url,
    FORMS_URL: services.forms.url,
    UPLOAD_URL: services.upload.url,
    JWT_PUBLIC_KEY: testKeys.publicKey,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: testRedisPrefix('gateway'),
    SITE_SERVER_URL: site.url,
    ...env,
  });
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', () => undefined);
  // Counting starts once Redis is connected (before that the limiter fails open, as in production).
  // The fallback timer is cleared, so a finished test file leaves nothing that keeps jest running.
  let giveUp: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => {
      giveUp = setTimeout(resolve, 1500);
    }),
  ]);
  clearTimeout(giveUp);
  // The session `signTestToken()` tokens carry, as the auth-service opens one at sign-in.
  await seedTestAdminSession(config.REDIS_PREFIX);
  let app: Gateway;
  try {
    app = createApp({ config, logger: options.logger ?? createLogger('gateway', process.env.GW_LOG ?? 'silent'), redis, now: options.now });
  } catch (err) {
    // A gateway that refuses to start (a test expects it) leaves nothing running behind.
    redis.disconnect();
    await stopAll();
    throw err;
  }
  const running = await startTestApp(app);
  const ops = await startTestApp(app.ops);
  return {
    app,
    running,
    url: running.url,
    opsUrl: ops.url,
    services,
    site,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    close: async () => {
      await running.close();
      await ops.close();
      app.closeUpstreams();
      redis.disconnect();
      await stopAll();
    },
  };
}

/** A GET whose path is sent exactly as written (no URL normalisation). */
export function rawGet(
  url: string,
): Promise<{ status: number; body: string; requestId: string | undefined }> {
  const { hostname, port } = new URL(url);
  const rawPath = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port: Number(port), path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          requestId: res.headers['x-request-id'] as string | undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
