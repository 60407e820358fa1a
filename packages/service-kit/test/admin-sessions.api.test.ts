import type { Redis } from 'ioredis';
import { createAdminSessions, createLogger, createRedis, createServiceApp, requireStaff, staffGuardedRoutes, verifyAdminSession, type AdminAuth } from '../src';
import {
  signTestToken,
  startTestApp,
  testAdminKeys,
  testRedisPrefix,
  TEST_REDIS_URL,
  type RunningTestApp,
} from '../src/testing';

let redis: Redis;
const prefix = testRedisPrefix('kit-sessions');

beforeAll(() => {
  redis = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
});
afterAll(() => {
  redis.disconnect();
});

const authOn = (connection: Redis): AdminAuth => ({ keys: testAdminKeys, sessions: createAdminSessions(connection, prefix) });

describe('admin sessions (Redis)', () => {
  test('when a session is started, then it is active for its user only, for its lifetime, and ends on end()', async () => {
    const sessions = createAdminSessions(redis, prefix);
    const sid = await sessions.start('u1', 120);
    expect(await sessions.isActive(sid, 'u1')).toBe(true);
    expect(await sessions.isActive(sid, 'u2')).toBe(false);
    expect(await redis.ttl(`${prefix}:admin-session:${sid}`)).toBeGreaterThan(115);
    await sessions.end(sid);
    expect(await sessions.isActive(sid, 'u1')).toBe(false);
    expect(await redis.smembers(`${prefix}:admin-sessions-of:u1`)).toEqual([]);
  });

  test('when all sessions of a user are ended, then each one is gone and other users keep theirs', async () => {
    const sessions = createAdminSessions(redis, prefix);
    const mine = [await sessions.start('u3', 60), await sessions.start('u3', 600)];
    const theirs = await sessions.start('u4', 60);
    // The user's index lives as long as the longest session.
    expect(await redis.ttl(`${prefix}:admin-sessions-of:u3`)).toBeGreaterThan(590);
    expect(await sessions.endAllOf('u3')).toBe(2);
    for (const sid of mine) expect(await sessions.isActive(sid, 'u3')).toBe(false);
    expect(await sessions.isActive(theirs, 'u4')).toBe(true);
    expect(await sessions.endAllOf('u3')).toBe(0);
  });
});

describe('verifyAdminSession and requireStaff', () => {
  let app: RunningTestApp;
  let express: ReturnType<typeof createServiceApp>;
  beforeAll(async () => {
    app = await startTestApp(
      (express = createServiceApp({
        name: 'kit-test',
        logger: createLogger('kit-test', 'silent'),
        routes: (router) => {
          const staff = requireStaff(authOn(redis));
          // Two rows of the staff route table (contracts STAFF_ROUTES) and one route missing from it.
          router.post('/api/users/logout', staff, (_req, res) => {
            res.json({ admin: res.locals.admin as unknown });
          });
          router.get('/api/admin/team', staff, (_req, res) => {
            res.json({ admin: res.locals.admin as unknown });
          });
          router.get('/api/admin/not-in-the-table', staff, (_req, res) => {
            res.json({ admin: res.locals.admin as unknown });
          });
        },
      })),
    );
  });
  afterAll(async () => {
    await app.close();
  });
  const call = async (token: string, method = 'POST', path = '/api/users/logout') => {
    const reply = await fetch(`${app.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    return { status: reply.status, body: (await reply.json()) as unknown };
  };

  test('when the session of a valid token is open, then the call passes; once it ends (on another connection, as another instance would), it is refused at once', async () => {
    const sid = await createAdminSessions(redis, prefix).start('42', 60);
    const token = signTestToken({ sub: '42', sid });
    expect(await call(token)).toEqual({
      status: 200,
      body: { admin: { sub: '42', email: 'admin@example.test', isAdmin: true, sid, role: 'owner', setup: false } },
    });

    const elsewhere = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
    try {
      await createAdminSessions(elsewhere, prefix).end(sid);
    } finally {
      await elsewhere.quit();
    }
    expect(await call(token)).toEqual({
      status: 401,
      body: { message: 'Your session has ended. Please sign in again.', code: 'SESSION_ENDED', requestId: expect.any(String) },
    });
  });

  test("when a token names another user's session, then it is refused", async () => {
    const sid = await createAdminSessions(redis, prefix).start('someone-else', 60);
    expect((await call(signTestToken({ sub: '43', sid }))).status).toBe(401);
  });

  test('when the table allows the role, then the call passes; when it does not, then 403 ROLE_NOT_ALLOWED', async () => {
    const sessions = createAdminSessions(redis, prefix);
    const owner = signTestToken({ sub: '50', sid: await sessions.start('50', 60), role: 'owner' });
    const editor = signTestToken({ sub: '51', sid: await sessions.start('51', 60), role: 'editor' });
    expect((await call(owner, 'GET', '/api/admin/team')).status).toBe(200);
    expect(await call(editor, 'GET', '/api/admin/team')).toEqual({
      status: 403,
      body: {
        message: 'Your role does not allow this. Ask the site owner if you need it.',
        code: 'ROLE_NOT_ALLOWED',
        requestId: expect.any(String),
      },
    });
    // Every role may sign itself out.
    expect((await call(editor)).status).toBe(200);
  });

  test('when an Owner must set up an authenticator first, then only the routes marked duringSetup pass', async () => {
    const sid = await createAdminSessions(redis, prefix).start('52', 60);
    const token = signTestToken({ sub: '52', sid, role: 'owner', setup: true });
    expect((await call(token, 'GET', '/api/admin/team')).body).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
    expect((await call(token)).status).toBe(200);
  });

  test('when a token carries no role or an unknown one, then it is refused as invalid (401), whatever isAdmin says', async () => {
    const sessions = createAdminSessions(redis, prefix);
    for (const role of [null, 'admin', 'OWNER']) {
      const sid = await sessions.start('53', 60);
      expect((await call(signTestToken({ sub: '53', sid, role }))).body).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  test('when a guarded route is missing from the table, then everyone is refused (500) and the guard lists it', async () => {
    const sid = await createAdminSessions(redis, prefix).start('54', 60);
    const reply = await call(signTestToken({ sub: '54', sid }), 'GET', '/api/admin/not-in-the-table');
    expect(reply).toEqual({ status: 500, body: { message: 'Internal error', code: 'INTERNAL', requestId: expect.any(String) } });
    expect(staffGuardedRoutes(express)).toEqual(['GET /api/admin/not-in-the-table', 'GET /api/admin/team', 'POST /api/users/logout']);
  });

  test('when Redis cannot be reached, then admin calls answer 503, never pass', async () => {
    const down = createRedis('redis://127.0.0.1:1', { retryStrategy: () => null });
    down.on('error', () => undefined);
    try {
      await expect(verifyAdminSession(`Bearer ${signTestToken()}`, authOn(down))).rejects.toMatchObject({
        status: 503,
        code: 'AUTH_UNAVAILABLE',
      });
    } finally {
      down.disconnect();
    }
  });
});
