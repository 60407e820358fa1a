import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signTestToken, testKeys } from '@site/service-kit/testing';
import { SEED_CASE_STUDIES } from '../src/db/seed/seed-case-studies';
import { aBlog, call, startContentService, startInstance, type TestService } from './helpers';

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_admin_auth');
});
afterAll(async () => {
  await svc.close();
});

const caseStudyId = SEED_CASE_STUDIES[0]!._id;
const otherKey = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const tampered = (): string => {
  const [h, , s] = signTestToken().split('.');
  const payload = Buffer.from(JSON.stringify({ sub: '1', isAdmin: true, exp: 9e9, iss: 'auth-service', aud: 'site-admin' })).toString('base64url');
  return `${h}.${payload}.${s}`;
};
const algNone = (): string =>
  jwt.sign({ isAdmin: true, email: 'x@y.test' }, '', { algorithm: 'none', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60 });
const hsWithPublicKey = (): string =>
  jwt.sign({ isAdmin: true }, testKeys.publicKey, { algorithm: 'HS256', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60 });

const BAD_AUTH: [string, () => Record<string, string>][] = [
  ['no Authorization header', () => ({})],
  ['a non-bearer header', () => ({ Authorization: 'Basic YWRtaW46YWRtaW4=' })],
  ['an expired token', () => ({ Authorization: `Bearer ${signTestToken({ expiresIn: -30 })}` })],
  ['a tampered token', () => ({ Authorization: `Bearer ${tampered()}` })],
  ['an alg none token', () => ({ Authorization: `Bearer ${algNone()}` })],
  ['an HS256 token signed with the public key', () => ({ Authorization: `Bearer ${hsWithPublicKey()}` })],
  ['a token for another audience', () => ({ Authorization: `Bearer ${signTestToken({ audience: 'someone-else' })}` })],
  ['a token from another issuer', () => ({ Authorization: `Bearer ${signTestToken({ issuer: 'not-auth' })}` })],
  ['a token signed by another key', () => ({ Authorization: `Bearer ${signTestToken({ privateKey: otherKey.privateKey })}` })],
];

const WRITES: { name: string; method: string; path: string; body?: unknown; failure: Record<string, unknown> }[] = [
  { name: 'POST /blog', method: 'POST', path: '/blog', body: aBlog(), failure: { status: 'fail', error: expect.any(String) } },
  { name: 'PUT /blog/1', method: 'PUT', path: '/blog/1', body: aBlog(), failure: { status: 'fail', message: expect.any(String) } },
  { name: 'DELETE /blog/1', method: 'DELETE', path: '/blog/1', failure: { status: 'fail', message: expect.any(String) } },
  { name: 'POST /api/caseStudies', method: 'POST', path: '/api/caseStudies', failure: { message: expect.any(String) } },
  { name: 'PUT /api/caseStudies/:id', method: 'PUT', path: `/api/caseStudies/${caseStudyId}`, body: { heroHeading: 'hijacked' }, failure: { message: expect.any(String) } },
  { name: 'DELETE /api/caseStudies/:id', method: 'DELETE', path: `/api/caseStudies/${caseStudyId}`, failure: { message: expect.any(String) } },
];

const snapshot = async () => ({
  blogs: (await call(svc.url, 'GET', '/blogs')).body,
  caseStudies: (await call(svc.url, 'GET', '/api/caseStudies')).body,
  audit: await svc.dataSource.query('SELECT count(*)::int AS n FROM "content"."audit_log"'),
});

describe.each(WRITES)('$name', ({ method, path, body, failure }) => {
  it.each(BAD_AUTH)('when sent with %s, then 401 in the screen\'s failure shape and nothing changes', async (_case, headers) => {
    const before = await snapshot();
    const res = await call(svc.url, method, path, { body, headers: headers() });
    expect(res).toMatchObject({ status: 401, body: { ...failure, code: expect.stringMatching(/^(UNAUTHORIZED|INVALID_TOKEN|TOKEN_EXPIRED)$/) } });
    expect(await snapshot()).toEqual(before);
  });

  it('when the token is valid but not an admin\'s, then 403 and nothing changes', async () => {
    const before = await snapshot();
    const res = await call(svc.url, method, path, { body, headers: { Authorization: `Bearer ${signTestToken({ isAdmin: false })}` } });
    expect(res).toMatchObject({ status: 403, body: { ...failure, code: 'FORBIDDEN' } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('expired token message', () => {
  it('when the token has expired, then the message asks to sign in again', async () => {
    const res = await call(svc.url, 'POST', '/blog', { body: aBlog(), headers: { Authorization: `Bearer ${signTestToken({ expiresIn: -30 })}` } });
    expect(res.body).toMatchObject({ status: 'fail', error: 'Your session has expired. Please sign in again.', code: 'TOKEN_EXPIRED' });
  });
});

describe('service without a JWT public key', () => {
  it('when no key is configured, then admin writes answer 503 and reads still work', async () => {
    const keyless = await startInstance(svc.db.url, null);
    try {
      expect(await call(keyless.url, 'POST', '/blog', { admin: true, body: aBlog() })).toMatchObject({ status: 503, body: { status: 'fail', code: 'AUTH_NOT_CONFIGURED' } });
      expect((await call(keyless.url, 'GET', '/blogs')).status).toBe(200);
    } finally {
      await keyless.stop();
    }
  });
});
