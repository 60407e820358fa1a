import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

/** Verifying keys of admin tokens by `kid`: the current key and, during a rotation, the previous one. */
export type AdminKeySet = ReadonlyMap<string, KeyObject>;

/**
 * The `kid` of an ES256 key: the first 16 hex digits of the SHA-256 of its public key as SPKI PEM.
 * The one derivation: auth-service signs with it and every verifier looks keys up by it, so both
 * sides agree without configuring ids. Takes a public key, or a private key (its public half is used).
 */
export function keyIdOf(key: string | KeyObject): string {
  const spki = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
  return createHash('sha256').update(spki).digest('hex').slice(0, 16);
}

/** True for the PEM of an EC P-256 public key, the only kind that verifies ES256. */
export function isEs256PublicKey(pem: string): boolean {
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    return false;
  }
}

/**
 * The key set of a verifier, from its config: `JWT_PUBLIC_KEY` (the key auth-service signs with now)
 * and the optional `JWT_PREVIOUS_PUBLIC_KEY` (the one it signed with before a rotation, accepted
 * until those tokens have expired). Undefined without a current key: admin calls answer 503.
 */
export function adminKeySetOf(config: {
  JWT_PUBLIC_KEY?: string;
  JWT_PREVIOUS_PUBLIC_KEY?: string;
}): AdminKeySet | undefined {
  if (!config.JWT_PUBLIC_KEY) return undefined;
  const pems = [config.JWT_PUBLIC_KEY, config.JWT_PREVIOUS_PUBLIC_KEY].filter((pem): pem is string => !!pem);
  return new Map(pems.map((pem) => [keyIdOf(pem), createPublicKey(pem)]));
}
