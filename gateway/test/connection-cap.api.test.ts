import http from 'node:http';
import net from 'node:net';
import { captureLogger } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { capConnections } from '../src/http/connection-cap';
import { startGateway, type TestGateway } from './helpers';

const CAP = 4;

let gw: TestGateway;
const log = captureLogger('gateway', 'info');
const port = () => Number(new URL(gw.url).port);

beforeAll(async () => {
  gw = await startGateway();
  // As main.ts does with GATEWAY_MAX_CONNECTIONS.
  capConnections(gw.running.server, CAP, log.logger);
});
afterAll(async () => {
  await gw.close();
});

/** An open TCP connection to the gateway that has sent nothing yet. */
const openSocket = (): Promise<net.Socket> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: port() }, () => resolve(socket));
    socket.on('error', reject);
  });

/** GET /blogs on a fresh connection: the status, or the error that ended it. */
const getOnNewConnection = (): Promise<number | string> =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: port(), path: '/blogs', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

/** GET /blogs written on an already open connection; resolves with the status line. */
const getOn = (socket: net.Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) {
        socket.off('data', onData);
        resolve(text.slice(0, text.indexOf('\r\n')));
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET /blogs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('gateway connection cap', () => {
  it('when nothing is set, then the cap is 1024 connections; 0 turns it off', () => {
    expect(loadGatewayConfig({ SITE_SERVER_URL: 'http://127.0.0.1:4006' }).GATEWAY_MAX_CONNECTIONS).toBe(1024);
    expect(loadGatewayConfig({ SITE_SERVER_URL: 'http://127.0.0.1:4006', GATEWAY_MAX_CONNECTIONS: '0' }).GATEWAY_MAX_CONNECTIONS).toBe(0);
  });

  it('when the cap is full, then a new connection is closed unanswered, open ones are still served, and once one closes new ones are served again', async () => {
    expect(await getOnNewConnection()).toBe(200);
    const held = await Promise.all(Array.from({ length: CAP }, openSocket));
    // The first request's connection (Connection: close) has gone; the held ones fill the cap.
    let open = -1;
    await until(() => {
      gw.running.server.getConnections((_err, count) => (open = count));
      return open === CAP;
    });
    expect(open).toBe(CAP);

    // Over the cap: accepted, then closed before any reply.
    const refused = await Promise.all([getOnNewConnection(), getOnNewConnection(), getOnNewConnection()]);
    for (const outcome of refused) expect(outcome).toMatch(/^(ECONNRESET|EPIPE|socket hang up)$/);
    await until(() => log.lines().some((l) => l.msg === 'connection cap reached: new connections are closed'));
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'connection cap reached: new connections are closed', maxConnections: CAP }),
    );

    // The connections already open are served as usual.
    expect(await getOn(held[0]!)).toBe('HTTP/1.1 200 OK');

    // One closes: the next new connection is served.
    const closed = new Promise((resolve) => held[1]!.once('close', resolve));
    held[1]!.destroy();
    await closed;
    await until(() => gw.running.server.listening);
    let recovered: number | string = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
      recovered = await getOnNewConnection();
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(recovered).toBe(200);

    for (const socket of held) socket.destroy();
  });
});
