import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInternalClient, INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER, ServiceUnreachableError } from '../src';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the internal HTTP client', () => {
  let server: Server;
  let url: string;
  let seen: Seen[];
  let resets: Record<string, number>;
  /** The callee: echoes JSON, answers 404 on /missing, never answers on /slow. */
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url === '/slow') return;
        // Closes the connection without an answer the first time it is asked (a draining instance
        // closing a kept-alive connection as the request arrives), answers the second time.
        if (req.url === '/reset-once' && (resets[req.method ?? ''] = (resets[req.method ?? ''] ?? 0) + 1) === 1) {
          req.socket.destroy();
          return;
        }
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ echoed: chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  beforeEach(() => {
    seen = [];
    resets = {};
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("when a caller posts JSON with its request id, then the callee receives the id, the credential and the body, and the caller the reply's JSON", async () => {
    const client = createInternalClient({ baseUrl: url, timeoutMs: 2000, internalToken: 'a-service-credential' });
    const reply = await client.request('/things', { method: 'POST', requestId: 'req-from-the-visitor-1', json: { a: 1 } });
    expect({ status: reply.status, ok: reply.ok, body: reply.json() }).toEqual({ status: 200, ok: true, body: { echoed: { a: 1 } } });
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', url: '/things', body: '{"a":1}' }),
    ]);
    expect(seen[0]?.headers).toMatchObject({
      [REQUEST_ID_HEADER]: 'req-from-the-visitor-1',
      [INTERNAL_TOKEN_HEADER]: 'a-service-credential',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  test('when the caller has no request id, then a fresh one still travels, and no credential is sent when the client has none', async () => {
    const client = createInternalClient({ baseUrl: url, timeoutMs: 2000 });
    const reply = await client.request('/missing', { requestId: undefined });
    expect({ status: reply.status, ok: reply.ok, body: reply.json() }).toEqual({ status: 404, ok: false, body: { echoed: null } });
    expect(seen[0]?.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(seen[0]?.headers[INTERNAL_TOKEN_HEADER]).toBeUndefined();
  });

  test('when the callee does not answer within the time-out, or nothing listens, then the call fails as unreachable', async () => {
    const client = createInternalClient({ baseUrl: url, timeoutMs: 100 });
    await expect(client.request('/slow', { requestId: 'req-slow' })).rejects.toBeInstanceOf(ServiceUnreachableError);
    const nobody = createInternalClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 });
    await expect(nobody.request('/things', { requestId: 'req-nobody' })).rejects.toBeInstanceOf(ServiceUnreachableError);
  });

  test('when a connection is closed under a GET without an answer, then the GET is sent once more and answered; a POST is never resent and fails as unreachable', async () => {
    const client = createInternalClient({ baseUrl: url, timeoutMs: 2000 });
    const reply = await client.request('/reset-once', { requestId: 'req-get-twice' });
    expect({ status: reply.status, body: reply.json() }).toEqual({ status: 200, body: { echoed: null } });
    expect(seen.map((s) => [s.method, s.url, s.headers[REQUEST_ID_HEADER]])).toEqual([
      ['GET', '/reset-once', 'req-get-twice'],
      ['GET', '/reset-once', 'req-get-twice'],
    ]);

    seen = [];
    await expect(client.request('/reset-once', { method: 'POST', requestId: 'req-post-once', json: { a: 1 } })).rejects.toBeInstanceOf(ServiceUnreachableError);
    expect(seen.map((s) => [s.method, s.url])).toEqual([['POST', '/reset-once']]);
  });
});
