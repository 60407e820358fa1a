import jwt from 'jsonwebtoken';
import { adminKeySetOf, keyIdOf, verifyAdminToken, type AdminKeySet } from '../src';
import { generateTestKeyPair as aKeyPair, signTestToken, testAdminKeys, testKeys } from '../src/testing';

const verify =
  (token: string, keys: AdminKeySet = testAdminKeys) =>
  () =>
    verifyAdminToken(`Bearer ${token}`, keys);

/** The one refusal every token that does not verify gets (the 401 body's message and code). */
const INVALID = { status: 401, code: 'INVALID_TOKEN', message: 'Sign in as an administrator to do this' };

describe('verifyAdminToken', () => {
  it('when the token is valid, then the admin claims are returned', () => {
    expect(verify(signTestToken({ sub: '7', email: 'a@b.test' }))()).toEqual({ sub: '7', email: 'a@b.test', isAdmin: true, sid: 'test-session', role: 'owner', setup: false });
  });

  it('when the header is missing or not a bearer token, then 401', () => {
    expect(() => verifyAdminToken(undefined, testAdminKeys)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => verifyAdminToken('Basic abc', testAdminKeys)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('when the token is expired, tampered, unsigned, HS-signed with the public key or for another audience, then 401', () => {
    expect(verify(signTestToken({ expiresIn: -10 }))).toThrow(expect.objectContaining({ status: 401, code: 'TOKEN_EXPIRED' }));
    const [h, , s] = signTestToken().split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', isAdmin: true, exp: 9e9, iss: 'auth-service', aud: 'site-admin' })).toString('base64url');
    expect(verify(`${h}.${forged}.${s}`)).toThrow(expect.objectContaining(INVALID));
    const none = jwt.sign({ isAdmin: true }, '', { algorithm: 'none', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60, keyid: keyIdOf(testKeys.publicKey) });
    expect(verify(none)).toThrow(expect.objectContaining(INVALID));
    const hs = jwt.sign({ isAdmin: true }, testKeys.publicKey, { algorithm: 'HS256', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60, keyid: keyIdOf(testKeys.publicKey) });
    expect(verify(hs)).toThrow(expect.objectContaining(INVALID));
    expect(verify(signTestToken({ audience: 'someone-else' }))).toThrow(expect.objectContaining(INVALID));
  });

  it('when an otherwise valid token carries no session id, then the same 401 as any bad token (it could never be revoked)', () => {
    expect(verify(signTestToken({ sid: null }))).toThrow(expect.objectContaining(INVALID));
  });

  it('when the token is valid but not an admin, then 403', () => {
    expect(verify(signTestToken({ isAdmin: false }))).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('verifyAdminToken picks the key by kid (rotation)', () => {
  const previous = aKeyPair();
  const previousKid = keyIdOf(previous.publicKey);
  const rotating = adminKeySetOf({ JWT_PUBLIC_KEY: testKeys.publicKey, JWT_PREVIOUS_PUBLIC_KEY: previous.publicKey })!;

  it('when a token is signed by the previous key with its kid, then it verifies while the previous key is configured', () => {
    const token = signTestToken({ privateKey: previous.privateKey, keyId: previousKid, sub: '9' });
    expect(verify(token, rotating)()).toEqual({ sub: '9', email: 'admin@example.test', isAdmin: true, sid: 'test-session', role: 'owner', setup: false });
    expect(verify(signTestToken({ sub: '8' }), rotating)()).toEqual({ sub: '8', email: 'admin@example.test', isAdmin: true, sid: 'test-session', role: 'owner', setup: false });
    // Once the previous key is dropped from the config, its tokens are refused.
    expect(verify(token)).toThrow(expect.objectContaining(INVALID));
  });

  it('when the kid is unknown, missing, or names key A on a token signed by key B, then the same 401 as any bad token', () => {
    const stranger = aKeyPair();
    expect(verify(signTestToken({ keyId: 'retired-key-0001' }), rotating)).toThrow(expect.objectContaining(INVALID));
    expect(verify(signTestToken({ keyId: null }), rotating)).toThrow(expect.objectContaining(INVALID));
    expect(verify(signTestToken({ privateKey: stranger.privateKey, keyId: keyIdOf(stranger.publicKey) }), rotating)).toThrow(
      expect.objectContaining(INVALID),
    );
    expect(verify(signTestToken({ keyId: previousKid }), rotating)).toThrow(expect.objectContaining(INVALID));
    expect(verify(signTestToken({ privateKey: previous.privateKey }), rotating)).toThrow(expect.objectContaining(INVALID));
  });

  it('when the header is not JSON, then the same 401', () => {
    expect(verify(`${Buffer.from('{not json').toString('base64url')}.e30.c2ln`)).toThrow(expect.objectContaining(INVALID));
  });
});

describe('keyIdOf and adminKeySetOf', () => {
  it('when the same public key is given as PEM, with other line endings or as its private key, then the kid is the same', () => {
    const pair = aKeyPair();
    const kid = keyIdOf(pair.publicKey);
    expect(kid).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(pair.publicKey.trim().replace(/\n/g, '\r\n'))).toBe(kid);
    expect(keyIdOf(pair.privateKey)).toBe(kid);
    expect(keyIdOf(aKeyPair().publicKey)).not.toBe(kid);
  });

  it('when no current key is configured, then there is no key set (admin calls answer 503), whatever the previous key', () => {
    expect(adminKeySetOf({})).toBeUndefined();
    expect(adminKeySetOf({ JWT_PREVIOUS_PUBLIC_KEY: testKeys.publicKey })).toBeUndefined();
    expect([...adminKeySetOf({ JWT_PUBLIC_KEY: testKeys.publicKey })!.keys()]).toEqual([keyIdOf(testKeys.publicKey)]);
  });
});
