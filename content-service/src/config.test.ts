import { LOCAL_PREVIEW_LINK_SECRET, loadContentConfig } from './config';

describe('content-service config', () => {
  it('when nothing is set, then the local preview link secret and a 7-day link life apply', () => {
    expect(loadContentConfig({})).toMatchObject({ PORT: 4001, PREVIEW_LINK_SECRET: LOCAL_PREVIEW_LINK_SECRET, PREVIEW_LINK_TTL_HOURS: 168 });
  });

  it('when production runs with the local preview link secret, then boot fails naming the key', () => {
    expect(() => loadContentConfig({ NODE_ENV: 'production' })).toThrow(/PREVIEW_LINK_SECRET/);
    expect(loadContentConfig({ NODE_ENV: 'production', PREVIEW_LINK_SECRET: 'a-real-secret-of-some-length' }).PREVIEW_LINK_SECRET).toBe(
      'a-real-secret-of-some-length',
    );
  });

  it('when the preview link secret is too short, then boot fails naming the key', () => {
    expect(() => loadContentConfig({ PREVIEW_LINK_SECRET: 'short' })).toThrow(/PREVIEW_LINK_SECRET/);
  });
});
