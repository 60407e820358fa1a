import { ATTRIBUTION_MAX_LENGTH, NO_ATTRIBUTION, type TrafficSource } from '@site/contracts';
import { createLogger } from '@site/service-kit';
import { attributionOf, type VisitLanding } from './visit-lookup';

const logger = createLogger('visit-lookup-test', 'silent');
const visitor = { address: '203.0.113.7', userAgent: 'Mozilla/5.0' };
const lookupAnswering = (visit: VisitLanding | null) => ({ visitOf: () => Promise.resolve(visit) });

describe('attributionOf', () => {
  it('when the visit holds values too long, padded, empty or of the wrong kind, then the lead stores them trimmed, cut, or as null', async () => {
    const long = `${'x'.repeat(ATTRIBUTION_MAX_LENGTH)}tail`;
    const attribution = await attributionOf(
      {
        logger,
        visits: lookupAnswering({
          landingPage: 'https://elsewhere.example/',
          referrerHost: 'WWW.LinkedIn.com',
          source: 'tv' as TrafficSource,
          utmSource: `  linkedin  `,
          utmMedium: '   ',
          utmCampaign: long,
          utmTerm: null,
          utmContent: 'ad-1',
        }),
      },
      { visitor, sentFrom: `/${long}` },
    );
    expect(attribution).toEqual({
      landingPage: null,
      sentFrom: `/${long}`.slice(0, ATTRIBUTION_MAX_LENGTH),
      referrerHost: 'www.linkedin.com',
      source: null,
      utmSource: 'linkedin',
      utmMedium: null,
      utmCampaign: long.slice(0, ATTRIBUTION_MAX_LENGTH),
      utmTerm: null,
      utmContent: 'ad-1',
    });
  });

  it('when there is no lookup or no visitor to look up, then only the page it was sent from is stored and nothing is asked', async () => {
    const asked: unknown[] = [];
    const visits = { visitOf: (input: unknown) => (asked.push(input), Promise.resolve(null)) };
    expect(await attributionOf({ logger, visits: undefined }, { visitor, sentFrom: '/contact' })).toEqual({ ...NO_ATTRIBUTION, sentFrom: '/contact' });
    expect(await attributionOf({ logger, visits }, { visitor: null, sentFrom: null })).toEqual(NO_ATTRIBUTION);
    expect(asked).toEqual([]);
  });
});
