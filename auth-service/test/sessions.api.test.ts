import jwt from 'jsonwebtoken';
import { adminKeySetOf, createAdminSessions, createRedis, verifyAdminSession, type AdminAuth } from '@site/service-kit';
import { testRedisPrefix, TEST_REDIS_URL, type TestDatabase } from '@site/service-kit/testing';
import type { Redis } from 'ioredis';
import { anAdmin, createAuthDatabase, keys, postLogin, postWithToken, startInstance, type AuthInstance } from './helpers';

let db: TestDatabase;
let a: AuthInstance;
let b: AuthInstance;
let otherService: Redis;
const prefix = testRedisPrefix('sessions');

beforeAll(async () => {
  db = await createAuthDatabase('auth_sessions');
  // Two auth-service instances on one Redis, and a connection of its own for "another service".
  a = await startInstance({ databaseUrl: db.url, redisPrefix: prefix, tokenTtlSeconds: 3600 });
  b = await startInstance({ databaseUrl: db.url, redisPrefix: prefix, tokenTtlSeconds: 3600 });
  otherService = createRedis(TEST_REDIS_URL, { enableOfflineQueue: true });
});
afterAll(async () => {
  await a.stop();
  await b.stop();
  otherService.disconnect();
  await db.drop();
});

/** What content-service, forms-service, upload-service and the gateway verify admin tokens with. */
const verifier = (): AdminAuth => ({
  keys: adminKeySetOf({ JWT_PUBLIC_KEY: keys.publicKey })!,
  sessions: createAdminSessions(otherService, prefix),
});
const SESSION_ENDED = {
  status: 401,
  body: { message: 'Your session has ended. Please sign in again.', code: 'SESSION_ENDED', requestId: expect.any(String) },
};

async function signIn(url: string, admin: { email: string; password: string }): Promise<string> {
  const reply = await postLogin(url, { email: admin.email, password: admin.password });
  expect(reply.status).toBe(200);
  return String(reply.body.token);
}

describe('admin sessions', () => {
  test('when an admin signs in, then the token carries a session that lives in Redis exactly as long as the token', async () => {
    const admin = await anAdmin(a.dataSource);
    const token = await signIn(a.url, admin);
    const payload = jwt.decode(token) as jwt.JwtPayload;
    expect(payload.sid).toEqual(expect.stringMatching(/^[\w-]{22}$/));
    expect(await otherService.get(`${prefix}:admin-session:${String(payload.sid)}`)).toBe(admin.id);
    const ttl = await otherService.ttl(`${prefix}:admin-session:${String(payload.sid)}`);
    expect(ttl).toBeGreaterThan(3590);
    expect(ttl).toBeLessThanOrEqual(3600);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    await expect(verifyAdminSession(`Bearer ${token}`, verifier())).resolves.toEqual({
      sub: admin.id,
      email: admin.email,
      isAdmin: true,
      role: 'owner',
      setup: false,
      sid: payload.sid,
    });
  });

  test('when an admin logs out on one instance, then that token is refused at once by every instance and service, and other sessions go on', async () => {
    const admin = await anAdmin(a.dataSource);
    const token = await signIn(a.url, admin);
    const otherBrowser = await signIn(a.url, admin);

    expect(await postWithToken(b.url, '/api/users/logout', token)).toEqual({ status: 204, body: '' });

    expect(await postWithToken(a.url, '/api/users/logout', token)).toEqual(SESSION_ENDED);
    await expect(verifyAdminSession(`Bearer ${token}`, verifier())).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_ENDED',
    });
    await expect(verifyAdminSession(`Bearer ${otherBrowser}`, verifier())).resolves.toMatchObject({ sub: admin.id });
  });

  test('when an admin signs out everywhere, then every session of that admin ends, and no other admin is touched', async () => {
    const admin = await anAdmin(a.dataSource);
    const someoneElse = await anAdmin(a.dataSource);
    const tokens = [await signIn(a.url, admin), await signIn(b.url, admin), await signIn(a.url, admin)];
    const theirs = await signIn(a.url, someoneElse);

    expect(await postWithToken(b.url, '/api/users/logout-all', tokens[0]!)).toEqual({
      status: 200,
      body: { sessionsEnded: 3 },
    });
    for (const token of tokens) {
      await expect(verifyAdminSession(`Bearer ${token}`, verifier())).rejects.toMatchObject({ code: 'SESSION_ENDED' });
      expect(await postWithToken(a.url, '/api/users/logout-all', token)).toEqual(SESSION_ENDED);
    }
    await expect(verifyAdminSession(`Bearer ${theirs}`, verifier())).resolves.toMatchObject({ sub: someoneElse.id });
    // Signing in again opens a new session.
    await expect(verifyAdminSession(`Bearer ${await signIn(a.url, admin)}`, verifier())).resolves.toMatchObject({ sub: admin.id });
  });

  test('when logout is called without a token or with a forged one, then it answers 401 and ends nothing', async () => {
    const admin = await anAdmin(a.dataSource);
    const token = await signIn(a.url, admin);
    const reply = await fetch(`${a.url}/api/users/logout`, { method: 'POST' });
    expect(reply.status).toBe(401);
    const [header, payload] = token.split('.');
    expect((await postWithToken(a.url, '/api/users/logout-all', `${header}.${payload}.AAAA`)).status).toBe(401);
    await expect(verifyAdminSession(`Bearer ${token}`, verifier())).resolves.toMatchObject({ sub: admin.id });
  });
});
