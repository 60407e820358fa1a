import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import type { SigningKeys } from './signing-keys';

export interface TokenSubject {
  id: string;
  email: string;
  isAdmin: boolean;
}

export interface TokenSigner {
  readonly ttlSeconds: number;
  /** A token of the sign-in session `sid` (service-kit AdminSessions), living as long as it. */
  sign(subject: TokenSubject, sid: string): string;
}

/** Admin tokens: ES256, `kid`, `iss` auth-service, `aud` site-admin, `sid`, `exp` at most 8 hours. */
export function createTokenSigner(keys: SigningKeys, ttlSeconds: number): TokenSigner {
  return {
    ttlSeconds,
    sign: (subject, sid) =>
      jwt.sign({ email: subject.email, isAdmin: subject.isAdmin, sid }, keys.privateKey, {
        algorithm: JWT_ALGORITHM,
        keyid: keys.keyId,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        subject: subject.id,
        expiresIn: ttlSeconds,
      }),
  };
}
