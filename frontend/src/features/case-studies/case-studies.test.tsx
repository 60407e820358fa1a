import type { CaseStudy } from '@site/contracts/content';
import { screen, within } from '@testing-library/react';
import { STATIC_CASE_STUDY_SLUGS } from '@/config/paths';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { renderWithProviders } from '@/testing/render-with-providers';
import { installFetchStub, json, type FetchStub } from '@/testing/stub-fetch';
import { CaseStudyView } from './case-study-view';
import { StaticCaseStudyView } from './static-case-study-view';

let net: FetchStub;
beforeEach(() => {
  net = installFetchStub();
});
afterEach(() => net.restore());

const SECTION_HEADINGS = ['Client Overview', 'Problem', 'Solution', 'Implementation', 'Resolution', 'Conclusion'];

describe('static case studies', () => {
  it.each(STATIC_CASE_STUDY_SLUGS)('when the case study %s is shown, then its title, the six sections and its images show', (slug) => {
    const study = STATIC_CASE_STUDIES[slug];
    renderWithProviders(<StaticCaseStudyView study={study} />, { route: `/case-study/${slug}` });
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

describe('CaseStudyView', () => {
  it('when the case study exists, then the hero heading, category and its non-empty sections show, the first with its image', async () => {
    net.on('GET', '/api/caseStudies/cs-1', json(aCaseStudy()));
    renderWithProviders(<CaseStudyView id="cs-1" />, { route: '/casestudy/cs-1' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading case study…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Screens for a stadium' })).toBeInTheDocument();
    expect(screen.getByText('Digital Sinage')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Overview', 'Challenge', 'Outcome']);
    const first = screen.getByRole('heading', { name: 'Overview' }).closest('section')!;
    expect(within(first).getByText('Second paragraph.')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Overview' })).toHaveAttribute('src', '/media/images/s1/960.jpg');
    expect(screen.getAllByRole('img', { name: 'Overview' })).toHaveLength(1);
    expect(net.calls.map((c) => c.path)).toEqual(['/api/caseStudies/cs-1']);
  });

  it('when the id is unknown, then a not-found page shows', async () => {
    net.on('GET', '/api/caseStudies/nope', json({ message: 'Case study not found', code: 'NOT_FOUND' }, 404));
    renderWithProviders(<CaseStudyView id="nope" />, { route: '/casestudy/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Case study not found' })).toBeInTheDocument();
  });

  it('when the server fails, then the error is logged and a friendly message shows', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    net.on('GET', '/api/caseStudies/cs-2', json({ message: 'Internal error' }, 500));
    renderWithProviders(<CaseStudyView id="cs-2" />, { route: '/casestudy/cs-2' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this case study right now.");
    expect(logged).toHaveBeenCalledWith('Case study could not be loaded', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });

  it('when paragraphs are stored as HTML with "&amp;" and several paragraphs, then they render as formatted text, never as tags', async () => {
    net.on('GET', '/api/caseStudies/cs-3', json(aCaseStudy({ _id: 'cs-3', sec1Para: '<p>Market &amp; Vine runs stores.</p><p>Second <strong>one</strong>.</p>', sec1Para2: 'Line one<br />line two' })));
    renderWithProviders(<CaseStudyView id="cs-3" />, { route: '/casestudy/cs-3' });
    const first = (await screen.findByRole('heading', { name: 'Overview' })).closest('section')!;
    expect(within(first).getByText('Market & Vine runs stores.').tagName).toBe('P');
    expect(within(first).getByText('one').tagName).toBe('STRONG');
    expect(first.querySelectorAll('p')).toHaveLength(2);
    expect(first.querySelectorAll('br')).toHaveLength(1);
    expect(first.textContent).not.toMatch(/<p>|&amp;|<br/);
  });
});
