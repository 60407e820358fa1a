import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { verifyAdminToken } from '../src';
import { signTestToken, testKeys } from '../src/testing';

const verify = (token: string) => () => verifyAdminToken(`Bearer ${token}`, testKeys.publicKey);

describe('verifyAdminToken', () => {
  it('when the token is valid, then the admin claims are returned', () => {
    expect(verify(signTestToken({ sub: '7', email: 'a@b.test' }))()).toEqual({ sub: '7', email: 'a@b.test', isAdmin: true });
  });

  it('when the header is missing or not a bearer token, then 401', () => {
    expect(() => verifyAdminToken(undefined, testKeys.publicKey)).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => verifyAdminToken('Basic abc', testKeys.publicKey)).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('when the token is expired, tampered, unsigned, HS-signed with the public key or for another audience, then 401', () => {
    expect(verify(signTestToken({ expiresIn: -10 }))).toThrow(expect.objectContaining({ status: 401, code: 'TOKEN_EXPIRED' }));
    const [h, , s] = signTestToken().split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', isAdmin: true, exp: 9e9, iss: 'auth-service', aud: 'site-admin' })).toString('base64url');
    expect(verify(`${h}.${forged}.${s}`)).toThrow(expect.objectContaining({ status: 401 }));
    const none = jwt.sign({ isAdmin: true }, '', { algorithm: 'none', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60 });
    expect(verify(none)).toThrow(expect.objectContaining({ status: 401 }));
    const hs = jwt.sign({ isAdmin: true }, testKeys.publicKey, { algorithm: 'HS256', subject: '1', issuer: 'auth-service', audience: 'site-admin', expiresIn: 60 });
    expect(verify(hs)).toThrow(expect.objectContaining({ status: 401 }));
    expect(verify(signTestToken({ audience: 'someone-else' }))).toThrow(expect.objectContaining({ status: 401 }));
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect(verify(signTestToken({ privateKey: other.privateKey }))).toThrow(expect.objectContaining({ status: 401 }));
  });

  it('when the token is valid but not an admin, then 403', () => {
    expect(verify(signTestToken({ isAdmin: false }))).toThrow(expect.objectContaining({ status: 403 }));
  });
});
