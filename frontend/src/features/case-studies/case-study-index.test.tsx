import type { CaseStudy } from '@site/contracts/content';
import { render, screen, within } from '@testing-library/react';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { CaseStudyIndex } from './case-study-index';

const study = (id: string, heroHeading: string, extra: Partial<CaseStudy> = {}) => ({ _id: id, heroHeading, clientName: '', bannerImage: '', category1: '', category2: '', category3: '', category4: '', ...extra }) as unknown as CaseStudy;

describe('case studies index', () => {
  it('when admins have published case studies and left a draft, then the published ones are linked with client and category, the draft is not, and the six static ones follow', () => {
    render(<CaseStudyIndex caseStudies={[study('cs-1', 'Stadium screens', { clientName: 'a sports venue', category1: 'Digital Sinage' }), study('cs-draft', '  '), study('cs 2', 'Bank LED wall')]} />);
    const recent = screen.getByRole('list', { name: 'Recent projects' });
    expect(within(recent).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Stadium screens', '/casestudy/cs-1'],
      ['Bank LED wall', '/casestudy/cs%202'],
    ]);
    expect(within(recent).getByText('a sports venue · Digital Signage')).toBeInTheDocument();
    const bySector = screen.getByRole('list', { name: 'Case studies by sector' });
    expect(within(bySector).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(Object.values(STATIC_CASE_STUDIES).map((s) => `/case-study/${s.slug}`));
  });

  it('when no case study is published yet, then the index says so and still lists the static ones', () => {
    render(<CaseStudyIndex caseStudies={[study('cs-draft', '')]} />);
    expect(screen.getByText('New project write-ups are on their way.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent projects' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Case studies by sector' })).getAllByRole('link')).toHaveLength(6);
  });

  it('when content-service could not be asked, then the index says in words that recent projects cannot be shown now, and still lists the static ones', () => {
    render(<CaseStudyIndex caseStudies={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Recent projects cannot be shown right now. Please try again in a few minutes.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Case studies by sector' })).getAllByRole('link')).toHaveLength(6);
  });
});
