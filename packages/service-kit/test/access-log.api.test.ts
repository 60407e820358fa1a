import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { AppError, assignRequestId, createServiceApp, logRequest, type Logger } from '../src';
import { startTestApp, type RunningTestApp } from '../src/testing';

/** A logger at `level` whose lines the test reads. */
function capturingLogger(level: string): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level, base: { service: 'kit-test' } }, sink), lines };
}

async function appLoggingAt(level: string) {
  const { logger, lines } = capturingLogger(level);
  const running = await startTestApp(
    createServiceApp({
      name: 'kit-test',
      logger,
      routes: (app) => {
        app.get('/ok', (_req, res) => {
          res.json({ ok: true });
        });
        app.get('/gone', () => {
          throw new AppError({ status: 410, code: 'GONE', message: 'It is gone' });
        });
      },
    }),
  );
  return { running, lines };
}

/** The whole line a finished request writes. */
const line = (level: number, id: string, url: string, statusCode: number) => ({
  level,
  time: expect.any(Number),
  service: 'kit-test',
  req: { id, method: 'GET', url, remoteAddress: '127.0.0.1' },
  res: { statusCode },
  responseTime: expect.any(Number),
  msg: 'request completed',
});

/** Lines are written when the reply has ended; give the event loop a turn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('access log', () => {
  let info: { running: RunningTestApp; lines: Record<string, unknown>[] };
  let warn: { running: RunningTestApp; lines: Record<string, unknown>[] };
  beforeAll(async () => {
    info = await appLoggingAt('info');
    warn = await appLoggingAt('warn');
  });
  afterAll(async () => {
    await info.running.close();
    await warn.running.close();
  });

  it('when a request succeeds at level info, then one line with the request id, method, url, address, status and duration', async () => {
    info.lines.length = 0;
    await (await fetch(`${info.running.url}/ok?x=1`, { headers: { 'x-request-id': 'log-ok-1', authorization: 'Bearer secret' } })).text();
    await settle();
    expect(info.lines).toEqual([line(30, 'log-ok-1', '/ok?x=1', 200)]);
  });

  it('when a request fails with 4xx, then its line is at warn; health, readiness and metrics calls are not logged', async () => {
    warn.lines.length = 0;
    await (await fetch(`${warn.running.url}/gone`, { headers: { 'x-request-id': 'log-gone-1' } })).text();
    for (const path of ['/healthz', '/readyz', '/metrics']) await (await fetch(`${warn.running.url}${path}`)).text();
    await settle();
    expect(warn.lines).toEqual([line(40, 'log-gone-1', '/gone', 410)]);
  });

  it('when the level is warn, then a successful request writes nothing', async () => {
    warn.lines.length = 0;
    await (await fetch(`${warn.running.url}/ok`)).text();
    await settle();
    expect(warn.lines).toEqual([]);
  });

  it('when a process behind proxies gives the client address, then the line carries it in the same schema; an aborted request says so', async () => {
    const { logger, lines } = capturingLogger('info');
    let hanging: () => void = () => undefined;
    const hangArrived = new Promise<void>((resolve) => {
      hanging = resolve;
    });
    const running = await startTestApp((req, res) => {
      assignRequestId(req, res);
      logRequest(logger, req, res, { remoteAddress: () => '203.0.113.7' });
      if (req.url === '/hang') {
        hanging();
        return;
      }
      res.statusCode = 502;
      res.end();
    });
    try {
      await (await fetch(`${running.url}/upstream?q=1`, { headers: { 'x-request-id': 'log-edge-1' } })).text();
      await new Promise<void>((resolve) => {
        const req = http.get(`${running.url}/hang`, { headers: { 'x-request-id': 'log-edge-2' } });
        req.on('error', () => resolve());
        void hangArrived.then(() => req.destroy());
      });
      await settle();
      const edge = (level: number, id: string, url: string, statusCode: number, msg: string) => ({
        ...line(level, id, url, statusCode),
        req: { id, method: 'GET', url, remoteAddress: '203.0.113.7' },
        msg,
      });
      expect(lines).toEqual([edge(50, 'log-edge-1', '/upstream?q=1', 502, 'request completed'), edge(30, 'log-edge-2', '/hang', 200, 'request aborted')]);
    } finally {
      await running.close();
    }
  });
});
