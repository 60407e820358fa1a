import { assertInternalToken, createLogger, createServiceApp, INTERNAL_TOKEN_HEADER, LOCAL_INTERNAL_TOKEN } from '../src';
import { startTestApp, type RunningTestApp } from '../src/testing';

const TOKEN = 'a-credential-generated-once-per-install-0123456789';

describe('the service credential of /internal/*', () => {
  let guarded: RunningTestApp;
  let reached: string[];
  beforeAll(async () => {
    reached = [];
    guarded = await startTestApp(
      createServiceApp({
        name: 'kit-internal',
        logger: createLogger('kit-internal', 'silent'),
        internalToken: TOKEN,
        routes: (app) => {
          app.post('/internal/things/:id', (req, res) => {
            reached.push(req.params.id);
            res.json({ ok: true, body: req.body as unknown });
          });
          app.get('/public', (_req, res) => {
            res.json({ ok: true });
          });
        },
      }),
    );
  });
  afterAll(async () => {
    await guarded.close();
  });

  const post = async (path: string, headers: Record<string, string>) => {
    const reply = await fetch(`${guarded.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"a":1}',
    });
    return { status: reply.status, body: (await reply.json()) as unknown };
  };

  test('when an internal call carries the credential, then it reaches the route', async () => {
    expect(await post('/internal/things/1', { [INTERNAL_TOKEN_HEADER]: TOKEN })).toEqual({ status: 200, body: { ok: true, body: { a: 1 } } });
    expect(reached).toEqual(['1']);
  });

  test.each([
    ['no credential', {}],
    ['a wrong credential of the same length', { [INTERNAL_TOKEN_HEADER]: TOKEN.replace(/.$/, '!') }],
    ['a prefix of the credential', { [INTERNAL_TOKEN_HEADER]: TOKEN.slice(0, 10) }],
    ['the public local default', { [INTERNAL_TOKEN_HEADER]: LOCAL_INTERNAL_TOKEN }],
    ['an admin bearer token instead', { authorization: 'Bearer x.y.z' }],
  ])('when an internal call carries %s, then 401 and the route never runs (any spelling of the path)', async (_label, headers) => {
    const before = reached.length;
    for (const path of ['/internal/things/2', '/INTERNAL/things/2', '/Internal/things/2/']) {
      expect(await post(path, headers)).toEqual({
        status: 401,
        body: { message: 'Service credential required', code: 'INTERNAL_ONLY', requestId: expect.any(String) },
      });
    }
    expect(reached.length).toBe(before);
  });

  test('when a public route is called without the credential, then it is not affected', async () => {
    expect((await fetch(`${guarded.url}/public`)).status).toBe(200);
  });
});

describe('assertInternalToken', () => {
  test('when NODE_ENV is production and INTERNAL_TOKEN is the public local default, then the boot stops naming it; development and test accept it', () => {
    expect(() => assertInternalToken('svc', { NODE_ENV: 'production', INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN })).toThrow(
      'svc: invalid configuration:\n  - INTERNAL_TOKEN: is required outside development and test (a random secret of 32+ characters, the same for every service)',
    );
    expect(() => assertInternalToken('svc', { NODE_ENV: 'production', INTERNAL_TOKEN: TOKEN })).not.toThrow();
    expect(() => assertInternalToken('svc', { NODE_ENV: 'development', INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN })).not.toThrow();
    expect(() => assertInternalToken('svc', { NODE_ENV: 'test', INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN })).not.toThrow();
  });
});
