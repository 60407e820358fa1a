import type { CaseStudy } from '@site/contracts/content';
import { screen, within } from '@testing-library/react';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { renderWithProviders } from '@/testing/render-with-providers';
import { installFetchStub, json, type FetchStub } from '@/testing/stub-fetch';
import { CaseStudyIndex } from './case-study-index';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

const study = (id: string, heroHeading: string, extra: Partial<CaseStudy> = {}) => ({ _id: id, heroHeading, clientName: '', bannerImage: '', category1: '', category2: '', category3: '', category4: '', ...extra }) as unknown as CaseStudy;

describe('case studies index', () => {
  it('when admins have published case studies and left a draft, then the published ones are linked with client and category, the draft is not, and the six static ones follow', async () => {
    net.on('GET', '/api/caseStudies', json([study('cs-1', 'Stadium screens', { clientName: 'a sports venue', category1: 'Digital Sinage' }), study('cs-draft', '  '), study('cs 2', 'Bank LED wall')]));
    renderWithProviders(<CaseStudyIndex />);
    const recent = await screen.findByRole('list', { name: 'Recent projects' });
    expect(within(recent).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Stadium screens', '/casestudy/cs-1'],
      ['Bank LED wall', '/casestudy/cs%202'],
    ]);
    expect(within(recent).getByText('a sports venue · Digital Sinage')).toBeInTheDocument();
    const bySector = screen.getByRole('list', { name: 'Case studies by sector' });
    expect(within(bySector).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(Object.values(STATIC_CASE_STUDIES).map((s) => `/case-study/${s.slug}`));
  });

  it('when no case study is published yet, then the index says so and still lists the static ones', async () => {
    net.on('GET', '/api/caseStudies', json([study('cs-draft', '')]));
    renderWithProviders(<CaseStudyIndex />);
    await screen.findByText('New project write-ups are on their way.');
    expect(screen.queryByRole('list', { name: 'Recent projects' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Case studies by sector' })).getAllByRole('link')).toHaveLength(6);
  });
});
