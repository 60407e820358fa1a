import { LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import { testKeys } from '@site/service-kit/testing';
import { LOCAL_NEWSLETTER_SECRET, readConfig } from './config';

const REAL_TOKEN = 'x7Yq2-generated-once-per-install-0123456789';

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

  it('when production runs with the public default newsletter secret, unset or empty, then boot fails naming the key', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /NEWSLETTER_SECRET: NEWSLETTER_SECRET must be set to a secret of your own outside development and test/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: LOCAL_NEWSLETTER_SECRET })).toThrow(
      /NEWSLETTER_SECRET/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: '' })).toThrow(/NEWSLETTER_SECRET/);
    expect(
      readConfig({
        NODE_ENV: 'production',
        NEWSLETTER_SECRET: 'a-real-secret-of-some-length',
        FORM_TOKEN_SECRET: 'another-real-secret-of-length',
        INTERNAL_TOKEN: REAL_TOKEN,
      })
        .NEWSLETTER_SECRET,
    ).toBe('a-real-secret-of-some-length');
  });

  it('when development or test runs without a secret, then the public default is allowed', () => {
    expect(readConfig({ NODE_ENV: 'development' }).NEWSLETTER_SECRET).toBe(LOCAL_NEWSLETTER_SECRET);
    expect(readConfig({ NODE_ENV: 'test' }).NEWSLETTER_SECRET).toBe(LOCAL_NEWSLETTER_SECRET);
  });

  it('when production runs without INTERNAL_TOKEN (the public local default), then boot fails naming it; development and test use the default', () => {
    expect(() => readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length', FORM_TOKEN_SECRET: 'another-real-secret-of-length' })).toThrow(
      'INTERNAL_TOKEN: is required outside development and test',
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length', FORM_TOKEN_SECRET: 'another-real-secret-of-length', INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN }),
    ).toThrow('INTERNAL_TOKEN: is required outside development and test');
    expect(() => readConfig({ INTERNAL_TOKEN: 'too-short' })).toThrow('INTERNAL_TOKEN: must be at least 32 characters');
    expect(readConfig({ NODE_ENV: 'test' }).INTERNAL_TOKEN).toBe(LOCAL_INTERNAL_TOKEN);
    expect(
      readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length', FORM_TOKEN_SECRET: 'another-real-secret-of-length', INTERNAL_TOKEN: REAL_TOKEN }).INTERNAL_TOKEN,
    ).toBe(REAL_TOKEN);
  });

  it('when production runs with the local form token secret, then boot fails naming the key', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length', INTERNAL_TOKEN: REAL_TOKEN }),
    ).toThrow(/FORM_TOKEN_SECRET/);
  });

  it('when production links mails to an http origin, then boot fails naming PUBLIC_BASE_URL (one-click unsubscribe needs https); https and a localhost trial start', () => {
    const production = { NODE_ENV: 'production', NEWSLETTER_SECRET: 'a-real-secret-of-some-length', FORM_TOKEN_SECRET: 'another-real-secret-of-length', INTERNAL_TOKEN: REAL_TOKEN };
    expect(() => readConfig({ ...production, PUBLIC_BASE_URL: 'http://www.northwire.example' })).toThrow(/PUBLIC_BASE_URL: PUBLIC_BASE_URL must be https in production/);
    expect(readConfig({ ...production, PUBLIC_BASE_URL: 'https://www.northwire.example' }).PUBLIC_BASE_URL).toBe('https://www.northwire.example');
    expect(readConfig({ ...production, PUBLIC_BASE_URL: 'http://localhost:8080' }).PUBLIC_BASE_URL).toBe('http://localhost:8080');
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
