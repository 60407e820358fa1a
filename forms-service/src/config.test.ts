import { testKeys } from '@site/service-kit/testing';
import { LOCAL_NEWSLETTER_SECRET, readConfig } from './config';

describe('forms-service config', () => {
  it('when nothing is set, then the local defaults apply', () => {
    expect(readConfig({})).toMatchObject({
      PORT: 4003,
      UPLOAD_URL: 'http://127.0.0.1:4004',
      PUBLIC_BASE_URL: 'http://localhost:8080',
      NEWSLETTER_SECRET: LOCAL_NEWSLETTER_SECRET,
      MAIL_ATTEMPTS: 10,
      MAIL_BACKOFF_MS: 7000,
    });
  });

  it('when production runs with the local newsletter secret, then boot fails naming the key', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/NEWSLETTER_SECRET/);
    expect(
      readConfig({
        NODE_ENV: 'production',
        NEWSLETTER_SECRET: 'a-real-secret-of-some-length',
        FORM_TOKEN_SECRET: 'another-real-secret-of-length',
      })
        .NEWSLETTER_SECRET,
    ).toBe('a-real-secret-of-some-length');
  });

  it('when production runs with the local form token secret, then boot fails naming the key', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length' }),
    ).toThrow(/FORM_TOKEN_SECRET/);
  });

  it('when the public key comes on one line with \\n escapes, then it is turned into a PEM', () => {
    expect(readConfig({ JWT_PUBLIC_KEY: testKeys.publicKey.replace(/\n/g, '\\n') }).JWT_PUBLIC_KEY).toBe(
      testKeys.publicKey.trim(),
    );
  });

  it('when the public key is not an EC P-256 public key, then boot fails naming the key', () => {
    expect(() =>
      readConfig({ JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----\\n' }),
    ).toThrow('JWT_PUBLIC_KEY: must be the PEM of an EC P-256 public key');
  });
});
