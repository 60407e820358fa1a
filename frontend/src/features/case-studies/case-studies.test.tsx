import type { CaseStudy } from '@site/contracts/content';
import { render, screen, within } from '@testing-library/react';
import { STATIC_CASE_STUDY_SLUGS } from '@/config/paths';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { CaseStudyPage } from './case-study-view';
import { StaticCaseStudyView } from './static-case-study-view';

const SECTION_HEADINGS = ['Client Overview', 'Problem', 'Solution', 'Implementation', 'Resolution', 'Conclusion'];

describe('static case studies', () => {
  it.each(STATIC_CASE_STUDY_SLUGS)('when the case study %s is shown, then its title, the six sections and its images show', (slug) => {
    const study = STATIC_CASE_STUDIES[slug];
    render(<StaticCaseStudyView study={study} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(study.title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTION_HEADINGS);
    for (const image of study.images) expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('src', image.src);
    expect(document.querySelector('video')?.getAttribute('src') ?? null).toBe(study.video?.src ?? null);
    expect(study.client).toMatch(/^a /);
  });
});

const aCaseStudy = (overrides: Partial<CaseStudy> = {}): CaseStudy =>
  ({
    _id: 'cs-1',
    heroHeading: 'Screens for a stadium',
    clientName: 'a sports venue',
    bannerImage: '/media/images/b1/1600.jpg',
    category1: 'Digital Sinage',
    category2: '',
    category3: '',
    category4: '',
    template: '',
    sec1Heading: 'Overview',
    sec1Para: 'First paragraph.',
    sec1Para2: 'Second paragraph.',
    sec1Img: '/media/images/s1/960.jpg',
    sec2Heading: 'Challenge',
    sec2Para: 'Hard problem.',
    sec3Heading: '',
    sec3Para: '',
    sec9Heading: 'Outcome',
    sec9Para: 'It worked.',
    ...overrides,
  }) as CaseStudy;

describe('CaseStudyPage', () => {
  it('when the case study exists, then the hero heading, category and its non-empty sections show, the first with its image', () => {
    render(<CaseStudyPage study={aCaseStudy()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Screens for a stadium' })).toBeInTheDocument();
    // The spec's stored value 'Digital Sinage' reads 'Digital Signage'.
    expect(screen.getByText('Digital Signage')).toBeInTheDocument();
    expect(screen.queryByText(/Sinage/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overview', 'Challenge', 'Outcome']);
    const first = screen.getByRole('heading', { name: 'Overview' }).closest('section')!;
    expect(within(first).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Overview' })).toHaveAttribute('src', '/media/images/s1/960.jpg');
    expect(screen.getAllByRole('img', { name: 'Overview' })).toHaveLength(1);
  });

  it('when content-service has no such case study, then a not-found page shows', () => {
    render(<CaseStudyPage study={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case study not found' })).toBeInTheDocument();
  });

  it('when content-service could not be asked, then the page says in words that the case study cannot be shown now, and nothing spins', () => {
    render(<CaseStudyPage study={undefined} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Case study unavailable');
    expect(alert).toHaveTextContent('This case study cannot be shown right now. Please try again in a few minutes.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when paragraphs are stored as HTML with "&amp;" and several paragraphs, then they render as formatted text, never as tags', () => {
    render(<CaseStudyPage study={aCaseStudy({ _id: 'cs-3', sec1Para: '<p>Market &amp; Vine runs stores.</p><p>Second <strong>one</strong>.</p>', sec1Para2: 'Line one<br />line two' })} />);
    const first = screen.getByRole('heading', { name: 'Overview' }).closest('section')!;
    expect(within(first).getByText('Market & Vine runs stores.').tagName).toBe('P');
    expect(within(first).getByText('one').tagName).toBe('STRONG');
    expect(first.querySelectorAll('p')).toHaveLength(2);
    expect(first.querySelectorAll('br')).toHaveLength(1);
    expect(first.textContent).not.toMatch(/<p>|&amp;|<br/);
  });
});
