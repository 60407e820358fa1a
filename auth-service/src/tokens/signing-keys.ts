import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { keyIdOf, type Logger } from '@site/service-kit';

export interface SigningKeys {
  privateKey: string;
  publicKey: string;
  /** Derived from the public key by service-kit `keyIdOf`, as every verifier derives it. */
  keyId: string;
  /** During a rotation, the key signed with before (its tokens still verify); listed in the JWKS too. */
  previousPublicKey?: string;
  /** True when generated in memory for this process (development and test only). */
  ephemeral: boolean;
}

/**
 * The ES256 key pair tokens are signed with. A supplied key must be an EC P-256 key (anything else
 * stops the boot); without one, development and test get an in-memory pair and a warning, since
 * tokens then stop verifying after a restart and other services cannot know the public key.
 */
export function resolveSigningKeys(
  options: { privateKey?: string; previousPublicKey?: string; production: boolean },
  logger?: Logger,
): SigningKeys {
  if (options.privateKey) {
    let key;
    try {
      key = createPrivateKey(options.privateKey);
    } catch {
      throw new Error('JWT_PRIVATE_KEY is not a readable PEM private key');
    }
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
      throw new Error('JWT_PRIVATE_KEY must be an EC P-256 key (tokens are signed with ES256)');
    }
    const publicKey = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
    return {
      privateKey: options.privateKey,
      publicKey,
      keyId: keyIdOf(publicKey),
      previousPublicKey: options.previousPublicKey,
      ephemeral: false,
    };
  }
  if (options.production) throw new Error('JWT_PRIVATE_KEY is required in production');
  const pair = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  logger?.warn(
    'JWT_PRIVATE_KEY is not set: signing with an in-memory key pair; tokens will not verify elsewhere or after a restart',
  );
  return {
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    keyId: keyIdOf(pair.publicKey),
    previousPublicKey: options.previousPublicKey,
    ephemeral: true,
  };
}

/** The public keys (current first, then the previous one) as a JSON Web Key Set, for verifiers that prefer fetching it. */
export function jwksOf(keys: SigningKeys): { keys: JsonWebKey[] } {
  const pems = [keys.publicKey];
  // Before auth-service itself switches keys, the "previous" key may still be the one it signs with.
  if (keys.previousPublicKey && keyIdOf(keys.previousPublicKey) !== keys.keyId)
    pems.push(keys.previousPublicKey);
  return {
    keys: pems.map((pem) => ({
      ...createPublicKey(pem).export({ format: 'jwk' }),
      kid: keyIdOf(pem),
      alg: 'ES256',
      use: 'sig',
    })),
  };
}
