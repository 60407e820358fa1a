import { z } from 'zod';
import { AppError, createLogger, createServiceApp, validateBody } from '../src';
import { startTestApp, type RunningTestApp } from '../src/testing';

const logger = createLogger('kit-test', 'silent');
let running: RunningTestApp;
let ready = true;

beforeAll(async () => {
  const app = createServiceApp({
    name: 'kit-test',
    logger,
    failureReply: (req, message) => (req.path === '/echo' ? { msg: 'fail', detail: message } : undefined),
    readiness: { db: async () => { if (!ready) throw new Error('db down'); } },
    routes: (a) => {
      a.post('/echo', validateBody(z.strictObject({ name: z.string().max(3) }), { reply: () => ({ msg: 'fail' }) }), (req, res) => {
        res.json(req.body);
      });
      a.get('/boom', () => { throw new Error('secret internals'); });
      a.get('/gone', () => { throw new AppError({ status: 410, code: 'GONE', message: 'It is gone' }); });
    },
  });
  running = await startTestApp(app);
});
afterAll(() => running.close());

describe('createServiceApp', () => {
  it('when a request has a safe x-request-id, then it is echoed and used in error bodies', async () => {
    const res = await fetch(`${running.url}/gone`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.status).toBe(410);
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(await res.json()).toEqual({ message: 'It is gone', code: 'GONE', requestId: 'abc-123' });
  });

  it('when a handler throws an unknown error, then the reply is a 500 without internals', async () => {
    const res = await fetch(`${running.url}/boom`);
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body).toEqual({ message: 'Internal error', code: 'INTERNAL', requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('when the body fails validation, then 400 names the field and carries the endpoint fields', async () => {
    const res = await fetch(`${running.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'toolong' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'fail', detail: expect.stringContaining('name'), message: expect.stringContaining('name'), code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });

  it('when the body is malformed JSON or too large, then a 4xx JSON error is answered', async () => {
    const bad = await fetch(`${running.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      msg: 'fail',
      detail: 'Request body is not valid JSON',
      message: 'Request body is not valid JSON',
      code: 'MALFORMED_JSON',
      requestId: expect.any(String),
    });
    const big = await fetch(`${running.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(200_000) }) });
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe('BODY_TOO_LARGE');
  });

  it('when a dependency check fails, then /readyz answers 503 while /healthz stays 200', async () => {
    ready = false;
    const readyz = await fetch(`${running.url}/readyz`);
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: 'unavailable', service: 'kit-test', checks: { db: 'db down' } });
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    ready = true;
    expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
  });

  it('when an unknown path is requested, then a JSON 404 is answered', async () => {
    const res = await fetch(`${running.url}/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('NOT_FOUND');
  });
});
