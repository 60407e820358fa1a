import { ConfigError } from '@site/service-kit';
import { DEV_FILE_LINK_SECRET, readConfig } from './config';

describe('readConfig', () => {
  it('when nothing is set, then the local defaults of npm start are used', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 4004,
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_PUBLIC_BUCKET: 'site-media',
      S3_PRIVATE_BUCKET: 'site-resumes',
      RESUME_LINK_TTL_SECONDS: 600,
      RESUME_RETENTION_HOURS: 24,
      RESUME_UPLOADS_PER_HOUR: 10,
    });
    expect(config.FILE_LINK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('when production runs without a link secret, with the public default or an empty one, then boot fails naming it', () => {
    const refusal = /FILE_LINK_SECRET: is required \(a secret of your own\) outside development and test/;
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(refusal);
    expect(() => readConfig({ NODE_ENV: 'production', FILE_LINK_SECRET: DEV_FILE_LINK_SECRET })).toThrow(refusal);
    expect(() => readConfig({ NODE_ENV: 'production', FILE_LINK_SECRET: '' })).toThrow(/FILE_LINK_SECRET/);
    const own = 'x'.repeat(12) + 'a-secret-of-my-own-0123456789';
    const internalToken = 'an-internal-token-of-our-own-0123456789';
    expect(readConfig({ NODE_ENV: 'production', FILE_LINK_SECRET: own, INTERNAL_TOKEN: internalToken }).FILE_LINK_SECRET).toBe(own);
  });

  it('when development or test runs without a link secret, then the public default is allowed', () => {
    expect(readConfig({ NODE_ENV: 'development' }).FILE_LINK_SECRET).toBe(DEV_FILE_LINK_SECRET);
    expect(readConfig({ NODE_ENV: 'test' }).FILE_LINK_SECRET).toBe(DEV_FILE_LINK_SECRET);
  });

  it('when the link secret is short or a number is not a number, then boot fails listing both', () => {
    expect(() => readConfig({ FILE_LINK_SECRET: 'short', RESUME_UPLOADS_PER_HOUR: 'many' })).toThrow(
      /FILE_LINK_SECRET: must be at least 32 characters[\s\S]*RESUME_UPLOADS_PER_HOUR/,
    );
  });
});
