import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { freePort, isPageViewMirror, startCheckedNginx, type RunningNginx } from './nginx-harness';
import { waitFor } from '@site/testing/wait-for';
import { rateLimitReplyOf, theOneRateLimitReply } from '@site/service-kit/testing';

/** The flooding address and a bystander: loopback addresses other than 127.0.0.1 (which nginx exempts). */
const FLOODER = '127.0.0.2';
const BYSTANDER = '127.0.0.3';
/** A flooder with fresh buckets (a write bucket takes seconds to drain after the flood tests). */
const TRICKLER = '127.0.0.4';

interface Hit {
  method: string;
  url: string;
  address: string;
}

/**
 * A stand-in gateway that records who reached it (X-Real-IP, set by nginx) and holds every request
 * under /api/hold/ until release(): requests that stay in progress, as slow uploads do.
 */
async function startHoldingGateway() {
  const hits: Hit[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    // Page requests' copies for the traffic counts are not requests of their own.
    if (isPageViewMirror(req)) {
      req.resume();
      res.writeHead(204).end();
      return;
    }
    hits.push({ method: req.method ?? '', url: req.url ?? '', address: String(req.headers['x-real-ip']) });
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      if ((req.url ?? '').startsWith('/api/hold/')) held.push(res);
      else res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    held,
    release: () => {
      for (const res of held.splice(0)) res.end(JSON.stringify({ released: true }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let gateway: Awaited<ReturnType<typeof startHoldingGateway>>;
let nginx: RunningNginx;

/** One request on its own connection from `from`. */
const send = (from: string, method: string, path: string): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: nginx.port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{}');
  });

/** `count` requests, `size` at a time: under the 32 in progress, so only the rate limits speak. */
async function inBatches(count: number, size: number, make: (i: number) => Promise<Reply>): Promise<Reply[]> {
  const replies: Reply[] = [];
  for (let start = 0; start < count; start += size)
    replies.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)),
      )),
    );
  return replies;
}

/** The most a rate of `perSecond` with `burst` lets through in `ms`: the burst, the first, and the refill. */
const allowance = (perSecond: number, burst: number, ms: number) =>
  burst + 1 + Math.ceil((perSecond * ms) / 1000);

const statuses = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>(
    (count, r) => ({ ...count, [r.status]: (count[r.status] ?? 0) + 1 }),
    {},
  );
/** Long enough for every rate bucket to refill: the next test starts with a clean slate (time passing is the point). */
const refill = () => new Promise((r) => setTimeout(r, 1100));

beforeAll(async () => {
  gateway = await startHoldingGateway();
  const port = await freePort();
  nginx = await startCheckedNginx(gateway.port, port);
});

afterAll(async () => {
  gateway?.release();
  await nginx?.stop();
  await gateway?.close();
});

beforeEach(async () => {
  gateway.release();
  gateway.hits.length = 0;
  await refill();
});

describe('nginx per-address limits', () => {
  it('when one address floods the API with reads, then past its burst it gets 429 with the security headers, and another address is served', async () => {
    const started = Date.now();
    const flood = await inBatches(120, 16, (i) => send(FLOODER, 'GET', `/api/categories?n=${i}`));
    const elapsed = Date.now() - started;
    const counts = statuses(flood);
    // 10/s with a burst of 40: the first 41, plus what refills while the flood lasts.
    expect(counts[200]).toBeGreaterThanOrEqual(40);
    expect(counts[200]).toBeLessThanOrEqual(allowance(10, 40, elapsed));
    expect(counts[429]).toBe(120 - (counts[200] ?? 0));
    const refused = flood.find((r) => r.status === 429);
    expect(refused?.headers['x-frame-options']).toBe('DENY');
    expect(refused?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // The one 429 of the API (service-kit's tooManyRequests), as the gateway and the services answer it.
    expect(rateLimitReplyOf(refused!)).toEqual(
      theOneRateLimitReply({ message: 'Too many requests. Please wait a minute and try again.', requestId: String(refused?.headers['x-request-id']) }),
    );

    expect((await send(BYSTANDER, 'GET', '/api/categories?n=bystander')).status).toBe(200);
    expect(gateway.hits.filter((h) => h.address === FLOODER)).toHaveLength(counts[200] ?? 0);
  });

  it('when one address floods a form with posts, then only its burst reaches the gateway, and another address can still post', async () => {
    const started = Date.now();
    const flood = await inBatches(40, 16, () => send(FLOODER, 'POST', '/send-contact-form-main'));
    const elapsed = Date.now() - started;
    const counts = statuses(flood);
    // 1/s with a burst of 10: writes are the strictest.
    expect(counts[200]).toBeGreaterThanOrEqual(10);
    expect(counts[200]).toBeLessThanOrEqual(allowance(1, 10, elapsed));
    expect(counts[429]).toBe(40 - (counts[200] ?? 0));
    expect(gateway.hits.filter((h) => h.address === FLOODER && h.method === 'POST')).toHaveLength(
      counts[200] ?? 0,
    );

    expect((await send(BYSTANDER, 'POST', '/send-contact-form-main')).status).toBe(200);
    // Reads have their own budget: the flooder's page and list reads still pass.
    expect((await send(FLOODER, 'GET', '/api/categories?n=after-posts')).status).toBe(200);
    expect((await send(FLOODER, 'GET', '/')).status).toBe(200);
  });

  it('when one address floods the pages, then past its burst it gets 429, and another address is served', async () => {
    const started = Date.now();
    const flood = await inBatches(200, 16, () => send(FLOODER, 'GET', '/'));
    const elapsed = Date.now() - started;
    const counts = statuses(flood);
    // 20/s with a burst of 100.
    expect(counts[200]).toBeGreaterThanOrEqual(100);
    expect(counts[200]).toBeLessThanOrEqual(allowance(20, 100, elapsed));
    expect(counts[429]).toBe(200 - (counts[200] ?? 0));
    expect((await send(BYSTANDER, 'GET', '/')).status).toBe(200);
  });

  it('when one address holds many requests open, then it gets 32 at most (the rest 429), another address is served meanwhile, and the flooder is served again once its requests end', async () => {
    const pending = Array.from({ length: 60 }, (_, i) => send(FLOODER, 'GET', `/api/hold/${i}`));
    const answered: Reply[] = [];
    for (const p of pending) void p.then((r) => answered.push(r));
    // Every request is either held by the gateway or refused by nginx.
    // On timeout the assertions below say what arrived.
    await waitFor(() => gateway.held.length + answered.length === 60, { timeout: 5000, interval: 20 }).catch(() => undefined);
    expect(gateway.held).toHaveLength(32);
    expect(statuses(answered)).toEqual({ 429: 28 });

    // While the flooder holds its 32, another address gets pages, API reads and writes.
    const bystander = await Promise.all([
      send(BYSTANDER, 'GET', '/'),
      send(BYSTANDER, 'GET', '/api/categories?n=during-hold'),
      send(BYSTANDER, 'POST', '/send-newsletter'),
    ]);
    expect(bystander.map((r) => r.status)).toEqual([200, 200, 200]);
    // ... and the flooder's next request is refused at once, before the gateway sees it.
    const before = gateway.hits.length;
    expect((await send(FLOODER, 'GET', '/')).status).toBe(429);
    expect(gateway.hits).toHaveLength(before);

    gateway.release();
    expect(statuses(await Promise.all(pending))).toEqual({ 200: 32, 429: 28 });
    await refill();
    expect((await send(FLOODER, 'GET', '/api/categories?n=recovered')).status).toBe(200);
  });

  it('when one address trickles request bodies a byte at a time, then only its write burst gets to send them, none reaches the gateway, and another address still posts', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 24 },
        () =>
          new Promise<{ socket: net.Socket; reply: () => string }>((resolve, reject) => {
            let reply = '';
            const socket = net.connect(
              { host: '127.0.0.1', port: nginx.port, localAddress: TRICKLER },
              () => {
                socket.write(
                  'POST /send-contact-form-main HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
                );
                resolve({ socket, reply: () => reply });
              },
            );
            socket.on('data', (c: Buffer) => (reply += c.toString('latin1')));
            socket.on('error', reject);
          }),
      ),
    );
    try {
      // One more byte each, a second later: the accepted ones are still being read, the rest were refused.
      await new Promise((r) => setTimeout(r, 1000));
      for (const { socket } of sockets) if (!socket.destroyed) socket.write(' ');
      await new Promise((r) => setTimeout(r, 300));
      const refused = sockets.filter((s) => s.reply().startsWith('HTTP/1.1 429'));
      const reading = sockets.filter((s) => s.reply() === '');
      expect(refused.length + reading.length).toBe(24);
      expect(reading.length).toBeGreaterThanOrEqual(11);
      expect(reading.length).toBeLessThanOrEqual(13);
      // nginx buffers a body before passing it on: the gateway holds nothing for the trickling sender.
      expect(gateway.hits.filter((h) => h.address === TRICKLER)).toEqual([]);

      expect((await send(BYSTANDER, 'POST', '/send-contact-form-main')).status).toBe(200);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  });
});
