import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
} from 'node:crypto';
import type { Logger } from '@site/service-kit';

export interface SigningKeys {
  privateKey: string;
  publicKey: string;
  keyId: string;
  /** True when generated in memory for this process (development and test only). */
  ephemeral: boolean;
}

const keyIdOf = (publicKey: string): string =>
  createHash('sha256').update(publicKey).digest('hex').slice(0, 16);

/**
 * The ES256 key pair tokens are signed with. A supplied key must be an EC P-256 key (anything else
 * stops the boot); without one, development and test get an in-memory pair and a warning, since
 * tokens then stop verifying after a restart and other services cannot know the public key.
 */
export function resolveSigningKeys(
  options: { privateKey?: string; keyId?: string; production: boolean },
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
      keyId: options.keyId ?? keyIdOf(publicKey),
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
    keyId: options.keyId ?? keyIdOf(pair.publicKey),
    ephemeral: true,
  };
}

/** The public key as a JSON Web Key Set, for verifiers that prefer fetching it. */
export function jwksOf(keys: SigningKeys): { keys: JsonWebKey[] } {
  const jwk = createPublicKey(keys.publicKey).export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: keys.keyId, alg: 'ES256', use: 'sig' }] };
}
