import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import { adminKeySetOf, keyIdOf, type AdminKeySet } from '../admin-keys';

/** A new ES256 key pair as PEM, as auth-service keys are (another signer, a rotated key). */
export const generateTestKeyPair = (): { publicKey: string; privateKey: string } =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** One ES256 key pair per test process, standing in for the auth-service's keys. */
export const testKeys = generateTestKeyPair();

/** The verifiers' key set holding `testKeys` (what `requireAdmin` gets in tests). */
export const testAdminKeys: AdminKeySet = adminKeySetOf({ JWT_PUBLIC_KEY: testKeys.publicKey })!;

export interface TestTokenOptions {
  sub?: string;
  email?: string;
  isAdmin?: boolean;
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  privateKey?: string;
  /** The header `kid`: by default `testKeys`' (also when another privateKey signs); null leaves it out. */
  keyId?: string | null;
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
      ...(options.keyId === null ? {} : { keyid: options.keyId ?? keyIdOf(testKeys.publicKey) }),
    },
  );
}

export const bearer = (token = signTestToken()): { Authorization: string } => ({ Authorization: `Bearer ${token}` });
