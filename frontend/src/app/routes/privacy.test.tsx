import { render, screen } from '@testing-library/react';
import { TRAFFIC_RETENTION_DAYS, UTM_PARAMETERS } from '@site/contracts/traffic';
import { PrivacyPage } from '@/app/routes/privacy';

// Issue 27: the privacy statement says exactly what the cookie-free counting counts and keeps, and
// what an enquiry stores of its visit, by the same constants the counting and the forms use.
describe('privacy statement', () => {
  it('when it is read, then it says what the visit counting counts, how visitors are told apart, what is not counted and how long totals are kept', () => {
    render(<PrivacyPage />);
    const counting = screen.getByRole('region', { name: 'Counting visits, without cookies' });
    const text = counting.textContent ?? '';
    for (const fact of [
      'page views of each page, visits (a visit ends after 30 minutes without a page view) and unique visitors',
      'a one-way hash of your IP address and browser user agent',
      'replaced every day and deleted once its day is over',
      'No IP address or user agent from a page view is stored',
      'No analytics company, script or cookie is involved',
      'browsers that send Do Not Track or Global Privacy Control, known bots and crawlers',
      `deleted after ${TRAFFIC_RETENTION_DAYS} days`,
      UTM_PARAMETERS.join(', '),
    ])
      expect(text).toContain(fact);
    const enquiries = screen.getByRole('region', { name: 'Where an enquiry came from' }).textContent ?? '';
    expect(enquiries).toContain('the landing page of your visit, the page the form was sent from, the host name of the site that linked to us');
    expect(enquiries).toContain('carries only the page the form was sent from');
  });
});
