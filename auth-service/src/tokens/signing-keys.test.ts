import { adminKeySetOf, keyIdOf, verifyAdminToken } from '@site/service-kit';
import { generateTestKeyPair as aKeyPair } from '@site/service-kit/testing';
import { createTokenSigner } from './token-signer';
import { jwksOf, resolveSigningKeys } from './signing-keys';

describe('signing keys and rotation', () => {
  it('when auth-service is given a private key, then its kid is the one a verifier derives from the public key alone', () => {
    const pair = aKeyPair();
    const keys = resolveSigningKeys({ privateKey: pair.privateKey, production: true });

    expect(keys.keyId).toBe(keyIdOf(pair.publicKey));
    expect(keys.keyId).toMatch(/^[0-9a-f]{16}$/);
    // Line endings or an escaped one-line PEM do not change the id.
    expect(keyIdOf(`${pair.publicKey.trim()}\n\n`)).toBe(keys.keyId);
  });

  it('when auth-service signs with a new key and verifiers hold the new and the previous key, then tokens of both verify', () => {
    const previous = aKeyPair();
    const current = aKeyPair();
    const oldSigner = createTokenSigner(
      resolveSigningKeys({ privateKey: previous.privateKey, production: true }),
      600,
    );
    const newKeys = resolveSigningKeys({
      privateKey: current.privateKey,
      previousPublicKey: previous.publicKey,
      production: true,
    });
    const verifier = adminKeySetOf({
      JWT_PUBLIC_KEY: current.publicKey,
      JWT_PREVIOUS_PUBLIC_KEY: previous.publicKey,
    })!;
    const subject = { id: '7', email: 'admin@example.test', role: 'editor' as const, setup: false };

    expect(verifyAdminToken(`Bearer ${oldSigner.sign(subject, 's-old')}`, verifier)).toEqual({
      sub: '7',
      email: 'admin@example.test',
      isAdmin: true,
      sid: 's-old',
      role: 'editor',
      setup: false,
    });
    expect(verifyAdminToken(`Bearer ${createTokenSigner(newKeys, 600).sign(subject, 's-new')}`, verifier)).toEqual({
      sub: '7',
      email: 'admin@example.test',
      isAdmin: true,
      sid: 's-new',
      role: 'editor',
      setup: false,
    });
    expect(jwksOf(newKeys).keys.map((k) => k.kid)).toEqual([
      keyIdOf(current.publicKey),
      keyIdOf(previous.publicKey),
    ]);
  });

  it('when the previous key is still the one auth-service signs with, then the JWKS lists it once', () => {
    const pair = aKeyPair();
    const keys = resolveSigningKeys({
      privateKey: pair.privateKey,
      previousPublicKey: pair.publicKey,
      production: true,
    });

    expect(jwksOf(keys).keys.map((k) => k.kid)).toEqual([keyIdOf(pair.publicKey)]);
  });
});
