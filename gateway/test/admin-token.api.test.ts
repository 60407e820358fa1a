import jwt from 'jsonwebtoken';
import { STAFF_ROLES, STAFF_ROUTES } from '@site/contracts';
import { createAdminSessions, keyIdOf } from '@site/service-kit';
import { bearer, generateTestKeyPair, seedTestAdminSession, signTestToken, testKeys } from '@site/service-kit/testing';
import { loadGatewayConfig } from '../src/config';
import { startGateway, type EchoReply, type TestGateway } from './helpers';

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({
  sub: '1',
  email: 'admin@example.test',
  isAdmin: true,
  iss: 'auth-service',
  aud: 'site-admin',
  iat: now(),
  exp: now() + 600,
});

const otherKeys = generateTestKeyPair();

const validToken = signTestToken();
const [vHeader, , vSignature] = validToken.split('.') as [string, string, string];

const BAD_TOKENS: Array<[label: string, authorization: string | undefined, code: string]> = [
  ['missing', undefined, 'UNAUTHORIZED'],
  ['not a bearer token', 'Basic YWRtaW46YWRtaW4=', 'UNAUTHORIZED'],
  ['expired', `Bearer ${signTestToken({ expiresIn: -10 })}`, 'TOKEN_EXPIRED'],
  [
    'tampered (claims changed, old signature)',
    `Bearer ${vHeader}.${b64({ ...claims(), sub: '999' })}.${vSignature}`,
    'INVALID_TOKEN',
  ],
  ['alg none', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`, 'INVALID_TOKEN'],
  ['wrong audience', `Bearer ${signTestToken({ audience: 'someone-else' })}`, 'INVALID_TOKEN'],
  ['wrong issuer', `Bearer ${signTestToken({ issuer: 'mallory' })}`, 'INVALID_TOKEN'],
  [
    "the gateway key's kid but signed by another key",
    `Bearer ${signTestToken({ privateKey: otherKeys.privateKey })}`,
    'INVALID_TOKEN',
  ],
  [
    'kid of a key the gateway does not hold',
    `Bearer ${signTestToken({ privateKey: otherKeys.privateKey, keyId: keyIdOf(otherKeys.publicKey) })}`,
    'INVALID_TOKEN',
  ],
  [
    'unknown kid (otherwise valid)',
    `Bearer ${signTestToken({ keyId: 'retired-key-0001' })}`,
    'INVALID_TOKEN',
  ],
  ['no kid (otherwise valid)', `Bearer ${signTestToken({ keyId: null })}`, 'INVALID_TOKEN'],
  // HS256 keyed with the public key text: the classic algorithm-confusion attack.
  [
    'HS256 with the public key as secret',
    `Bearer ${jwt.sign(claims(), Buffer.from(testKeys.publicKey), { algorithm: 'HS256' })}`,
    'INVALID_TOKEN',
  ],
];

const GUARDED: Array<[method: string, path: string, service: keyof TestGateway['services']]> = [
  ['POST', '/blog', 'content'],
  ['PUT', '/blog/7', 'content'],
  ['DELETE', '/blog/7', 'content'],
  ['POST', '/api/caseStudies', 'content'],
  ['PUT', '/api/caseStudies/abc', 'content'],
  ['DELETE', '/api/caseStudies/abc', 'content'],
  ['POST', '/api/upload', 'upload'],
  ['GET', '/api/admin/submissions', 'forms'],
  ['GET', '/api/admin/subscribers.csv', 'forms'],
  ['GET', '/api/admin/stats', 'forms'],
  ['GET', '/api/admin/resumes/x.pdf/link', 'upload'],
  ['POST', '/api/users/logout', 'auth'],
  ['POST', '/api/users/logout-all', 'auth'],
];

describe('admin token at the edge', () => {
  const cases = GUARDED.flatMap(([method, path, service]) =>
    BAD_TOKENS.map(([label, auth, code]) => [method, path, label, auth, code, service] as const),
  );

  test.each(cases)(
    'when %s %s carries a %s token, then the gateway answers 401 and the service never sees it',
    async (method, path, _label, auth, code, service) => {
      const before = gw.services[service].received.length;
      const reply = await fetch(`${gw.url}${path}`, { method, headers: auth ? { authorization: auth } : {} });
      expect(reply.status).toBe(401);
      const body = (await reply.json()) as Record<string, unknown>;
      expect(body).toEqual({
        message:
          code === 'TOKEN_EXPIRED'
            ? 'Your session has expired. Please sign in again.'
            : 'Sign in as an administrator to do this',
        code,
        requestId: reply.headers.get('x-request-id'),
      });
      expect(gw.services[service].received.length).toBe(before);
    },
  );

  test.each(GUARDED)(
    'when %s %s carries a valid admin token, then it reaches the service with the token',
    async (method, path, service) => {
      const headers = bearer();
      const reply = await fetch(`${gw.url}${path}`, { method, headers });
      expect(reply.status).toBe(200);
      const echo = (await reply.json()) as EchoReply;
      expect(echo).toMatchObject({ service, method, url: path, authorization: headers.Authorization });
    },
  );

  test('when the session of a valid token has ended (logout, sign out everywhere, password reset), then the gateway answers 401 at once and the service never sees it', async () => {
    const sid = 'ended-session';
    await seedTestAdminSession(gw.redisPrefix, { sid });
    const headers = bearer(signTestToken({ sid }));
    expect((await fetch(`${gw.url}/api/caseStudies`, { method: 'POST', headers })).status).toBe(200);

    // The auth-service ends it (logout), in the Redis every verifier reads.
    await createAdminSessions(gw.redis, gw.redisPrefix).end(sid);
    const before = gw.services.content.received.length;
    const reply = await fetch(`${gw.url}/api/caseStudies`, { method: 'POST', headers });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({
      message: 'Your session has ended. Please sign in again.',
      code: 'SESSION_ENDED',
      requestId: reply.headers.get('x-request-id'),
    });
    expect(gw.services.content.received.length).toBe(before);
  });

  test('when a signed-in non-admin token is used on an admin write, then the gateway answers 403', async () => {
    const before = gw.services.content.received.length;
    const reply = await fetch(`${gw.url}/api/caseStudies`, {
      method: 'POST',
      headers: bearer(signTestToken({ isAdmin: false })),
    });
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({
      message: 'Administrators only',
      code: 'FORBIDDEN',
      requestId: reply.headers.get('x-request-id'),
    });
    expect(gw.services.content.received.length).toBe(before);
  });

  test.each([
    ['GET', '/blogs'],
    ['GET', '/blog/7'],
    ['GET', '/api/caseStudies'],
    ['POST', '/api/upload/resume'],
    ['POST', '/send-newsletter'],
    ['POST', '/api/users/login'],
  ])('when the public call %s %s has no token, then it is not refused at the edge', async (method, path) => {
    const reply = await fetch(`${gw.url}${path}`, { method });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as EchoReply).url).toBe(path);
  });
});

describe('roles at the edge: every row of the staff route table with every role', () => {
  /** A concrete path of a table row (each `:param` becomes a value). */
  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x1');
  const cases = STAFF_ROUTES.flatMap((route) => STAFF_ROLES.map((role) => [route.method, route.path, role, route] as const));

  test.each(cases)('%s %s as %s: the table decides whether the service is reached or 403 is answered', async (method, path, role, route) => {
    const headers = bearer(signTestToken({ role }));
    const url = concrete(path);
    const service = gw.services[route.service];
    const before = service.received.length;
    const reply = await fetch(`${gw.url}${url}`, { method, headers });
    if (route.roles.includes(role)) {
      expect(reply.status).toBe(200);
      expect((await reply.json()) as EchoReply).toMatchObject({ service: route.service, method, url });
    } else {
      expect({ status: reply.status, body: await reply.json() }).toEqual({
        status: 403,
        body: {
          message: 'Your role does not allow this. Ask the site owner if you need it.',
          code: 'ROLE_NOT_ALLOWED',
          requestId: reply.headers.get('x-request-id'),
        },
      });
      expect(service.received.length).toBe(before);
    }
  });

  test('when an Owner who must set up an authenticator calls a team route, then 403 at the edge; their own account passes', async () => {
    const headers = bearer(signTestToken({ role: 'owner', setup: true }));
    const team = await fetch(`${gw.url}/api/admin/team`, { headers });
    expect(team.status).toBe(403);
    expect(await team.json()).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
    expect((await fetch(`${gw.url}/api/users/me/totp`, { method: 'POST', headers })).status).toBe(200);
  });
});

describe('admin token when no public key is configured', () => {
  test('when the gateway has no JWT public key, then admin calls answer 503 and are not proxied', async () => {
    const bare = await startGateway({ JWT_PUBLIC_KEY: '' });
    try {
      const reply = await fetch(`${bare.url}/blog`, { method: 'POST', headers: bearer() });
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({
        message: 'Admin sign-in is not configured',
        code: 'AUTH_NOT_CONFIGURED',
        requestId: reply.headers.get('x-request-id'),
      });
      expect(bare.services.content.received).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

describe('admin token during a signing key rotation', () => {
  const previousKeys = generateTestKeyPair();
  const previousKid = keyIdOf(previousKeys.publicKey);
  let rotating: TestGateway;
  beforeAll(async () => {
    rotating = await startGateway({ JWT_PREVIOUS_PUBLIC_KEY: previousKeys.publicKey });
  });
  afterAll(async () => {
    await rotating.close();
  });

  test.each([
    [
      'the previous key with its kid',
      signTestToken({ privateKey: previousKeys.privateKey, keyId: previousKid }),
    ],
    ['the current key with its kid', signTestToken()],
  ])('when a token signed by %s arrives, then it reaches the service', async (_label, token) => {
    const reply = await fetch(`${rotating.url}/api/caseStudies`, { method: 'POST', headers: bearer(token) });
    expect(reply.status).toBe(200);
    expect((await reply.json()) as EchoReply).toMatchObject({ service: 'content', url: '/api/caseStudies' });
  });

  test.each([
    ["the previous key's kid but signed by the current key", signTestToken({ keyId: previousKid })],
    [
      "the current key's kid but signed by the previous key",
      signTestToken({ privateKey: previousKeys.privateKey }),
    ],
    ['the previous key without a kid', signTestToken({ privateKey: previousKeys.privateKey, keyId: null })],
  ])(
    'when a token with %s arrives, then the gateway answers 401 and the service never sees it',
    async (_label, token) => {
      const before = rotating.services.content.received.length;
      const reply = await fetch(`${rotating.url}/api/caseStudies`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(reply.status).toBe(401);
      expect(await reply.json()).toEqual({
        message: 'Sign in as an administrator to do this',
        code: 'INVALID_TOKEN',
        requestId: reply.headers.get('x-request-id'),
      });
      expect(rotating.services.content.received.length).toBe(before);
    },
  );

  test('when the previous key is not a P-256 public key, then the gateway config is refused at boot', () => {
    expect(() =>
      loadGatewayConfig({ SITE_SERVER_URL: 'http://127.0.0.1:4006', JWT_PUBLIC_KEY: testKeys.publicKey, JWT_PREVIOUS_PUBLIC_KEY: 'not a key' }),
    ).toThrow('JWT_PREVIOUS_PUBLIC_KEY: must be the PEM of an EC P-256 public key');
  });
});
