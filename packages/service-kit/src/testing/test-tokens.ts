import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';

/** One ES256 key pair per test process, standing in for the auth-service's keys. */
export const testKeys = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export interface TestTokenOptions {
  sub?: string;
  email?: string;
  isAdmin?: boolean;
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  privateKey?: string;
}

/** A really signed admin token, as the auth-service issues them. */
export function signTestToken(options: TestTokenOptions = {}): string {
  return jwt.sign(
    { email: options.email ?? 'admin@example.test', isAdmin: options.isAdmin ?? true },
    options.privateKey ?? testKeys.privateKey,
    {
      algorithm: JWT_ALGORITHM,
      subject: options.sub ?? '1',
      issuer: options.issuer ?? JWT_ISSUER,
      audience: options.audience ?? JWT_AUDIENCE,
      expiresIn: options.expiresIn ?? 3600,
      keyid: 'test',
    },
  );
}

export const bearer = (token = signTestToken()): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
