import { ATTRIBUTION_MAX_LENGTH } from '@site/contracts';
import { classifyVisit, pageViewOf, type PageRequest } from '../src';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const get = (url: string, headers: PageRequest['headers'] = {}): PageRequest => ({
  method: 'GET',
  url,
  headers: { 'user-agent': BROWSER, host: 'example.com', ...headers },
});

describe('pageViewOf', () => {
  test('when a browser GETs a page of the site, then it is a page view with its path, address as asked, referrer and host', () => {
    expect(pageViewOf(get('/about?utm_source=x', { referer: 'https://www.google.com/' }))).toEqual({
      path: '/about',
      url: '/about?utm_source=x',
      referer: 'https://www.google.com/',
      host: 'example.com',
    });
    for (const path of ['/', '/blog', '/media', '/blogs/some-article', '/casestudy/grocery', '/contact-usa', '/no-such-page'])
      expect({ path, counted: pageViewOf(get(path)) !== null }).toEqual({ path, counted: true });
  });

  test('when the path is not a page the route manifest sends to the site, then it is not counted', () => {
    const notPages = [
      '/static/js/index-abc.js', '/favicon.ico', '/images/logo.png', '/admin', '/admin/inbox', '/login', '/preview/abc',
      '/forms/contact', '/sitemap.xml', '/robots.txt', '/rss.xml', '/healthz', '/readyz', '/nginx-health',
      '/blogs', '/api/caseStudies', '/api/users/login', '/internal/x', '/metrics', '/media/abc.webp', '/blog/123',
    ];
    expect(notPages.filter((path) => pageViewOf(get(path)) !== null)).toEqual([]);
  });

  test('when the method is not GET, then it is not counted', () => {
    expect(['HEAD', 'POST', 'OPTIONS'].map((method) => pageViewOf({ ...get('/about'), method }))).toEqual([null, null, null]);
  });

  test('when the user agent is a bot or empty, or Do Not Track or Global Privacy Control is sent, then it is not counted', () => {
    const refused: Array<PageRequest['headers']> = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': 'Go-http-client/1.1' },
      { 'user-agent': '' },
      { 'user-agent': undefined },
      { dnt: '1' },
      { 'sec-gpc': '1' },
    ];
    expect(refused.map((headers) => pageViewOf(get('/about', headers)))).toEqual(refused.map(() => null));
    expect(pageViewOf(get('/about', { dnt: '0' }))).not.toBeNull();
  });
});

describe('classifyVisit', () => {
  const visit = (url: string, referer: string | null = null) => classifyVisit({ url, referer, siteHost: 'www.example.com' });
  const NO_UTM = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

  test('when the address carries utm_source or utm_campaign, then the visit is a campaign with every UTM value, whatever the referrer', () => {
    expect(visit('/?utm_source=linkedin&utm_medium=social&utm_campaign=q1-retail&utm_term=av&utm_content=banner', 'https://www.linkedin.com/feed/')).toEqual({
      landingPage: '/',
      referrerHost: 'www.linkedin.com',
      source: 'campaign',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'q1-retail',
      utmTerm: 'av',
      utmContent: 'banner',
    });
    expect(visit('/about?utm_campaign=spring')).toEqual({ ...NO_UTM, landingPage: '/about', referrerHost: null, source: 'campaign', utmCampaign: 'spring' });
    // utm_medium alone names no campaign.
    expect(visit('/about?utm_medium=email').source).toBe('direct');
  });

  test('when a UTM value or the landing path is longer than the limit, then it is cut, not refused', () => {
    const long = 'x'.repeat(ATTRIBUTION_MAX_LENGTH + 50);
    const landing = visit(`/${long}?utm_source=${long}`);
    expect([landing.landingPage.length, landing.utmSource?.length]).toEqual([ATTRIBUTION_MAX_LENGTH, ATTRIBUTION_MAX_LENGTH]);
  });

  test('when the referrer is a search engine, a social network, another site or none, then the source says so', () => {
    const sources = {
      'https://www.google.com/': 'search',
      'https://www.google.co.uk/search?q=av': 'search',
      'https://www.bing.com/': 'search',
      'https://duckduckgo.com/': 'search',
      'https://search.yahoo.com/': 'search',
      'https://www.ecosia.org/': 'search',
      'https://www.baidu.com/': 'search',
      'https://yandex.ru/': 'search',
      'https://search.brave.com/search?q=x': 'search',
      'https://www.linkedin.com/': 'social',
      'https://lnkd.in/abc': 'social',
      'https://l.facebook.com/l.php': 'social',
      'https://m.facebook.com/': 'social',
      'https://fb.me/x': 'social',
      'https://www.instagram.com/': 'social',
      'https://x.com/': 'social',
      'https://twitter.com/': 'social',
      'https://t.co/abc': 'social',
      'https://www.youtube.com/': 'social',
      'https://www.reddit.com/': 'social',
      'https://www.tiktok.com/': 'social',
      'https://partner.example.org/links': 'referral',
      'https://googleusercontent.example.net/': 'referral',
    };
    expect(Object.fromEntries(Object.keys(sources).map((referer) => [referer, visit('/', referer).source]))).toEqual(sources);
    expect(visit('/').source).toBe('direct');
  });

  test('when the referrer is the site itself (with or without www, any port) or not a web address, then there is no referrer and the visit is direct', () => {
    for (const referer of ['https://www.example.com/about', 'http://example.com:8080/', 'android-app://com.x/', 'not a url'])
      expect({ referer, landing: visit('/contact', referer) }).toEqual({ referer, landing: { ...NO_UTM, landingPage: '/contact', referrerHost: null, source: 'direct' } });
  });

  test('when another site refers, then only its host is kept, lower case, without path or port', () => {
    expect(visit('/', 'https://Partner.Example.org:8443/a/b?c=d')).toMatchObject({ referrerHost: 'partner.example.org', source: 'referral' });
  });
});
