import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import type { SigningKeys } from './signing-keys';

export interface TokenSubject {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface TokenSigner {
  sign(subject: TokenSubject): string;
}

/** Admin tokens: ES256, `kid`, `iss` auth-service, `aud` site-admin, `exp` at most 8 hours. */
export function createTokenSigner(keys: SigningKeys, ttlSeconds: number): TokenSigner {
  return {
    sign: (subject) =>
      jwt.sign({ email: subject.email, isAdmin: subject.isAdmin }, keys.privateKey, {
        algorithm: JWT_ALGORITHM,
        keyid: keys.keyId,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        subject: subject.id,
        expiresIn: ttlSeconds,
      }),
  };
}
