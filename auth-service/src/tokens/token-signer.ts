import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, type StaffRole } from '@site/contracts';
import type { SigningKeys } from './signing-keys';

export interface TokenSubject {
  id: string;
  email: string;
  role: StaffRole;
  /** An Owner who must set up an authenticator first (service-kit lets only `duringSetup` routes pass). */
  setup: boolean;
}

export interface TokenSigner {
  readonly ttlSeconds: number;
  /** A token of the sign-in session `sid` (service-kit AdminSessions), living as long as it. */
  sign(subject: TokenSubject, sid: string): string;
}

/**
 * Staff tokens: ES256, `kid`, `iss` auth-service, `aud` site-admin, `sid`, `role`, `isAdmin` (true for
 * every role: the spec's flag), `setup` when set-up-only, `exp` at most 8 hours.
 */
export function createTokenSigner(keys: SigningKeys, ttlSeconds: number): TokenSigner {
  return {
    ttlSeconds,
    sign: (subject, sid) =>
      jwt.sign(
        { email: subject.email, isAdmin: true, role: subject.role, ...(subject.setup ? { setup: true } : {}), sid },
        keys.privateKey,
        {
        algorithm: JWT_ALGORITHM,
        keyid: keys.keyId,
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        subject: subject.id,
        expiresIn: ttlSeconds,
        },
      ),
  };
}
