/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { AboutPage } from '@/app/routes/about';
import { CareersPage } from '@/app/routes/careers';
import { CaseStudiesPage } from '@/app/routes/case-studies';
import { ClientsPage } from '@/app/routes/clients';
import { ContactPage } from '@/app/routes/contact-page';
import { HomePage } from '@/app/routes/home';
import { MediaPage } from '@/app/routes/media';
import { NewsPage } from '@/app/routes/news';
import { PrivacyPage } from '@/app/routes/privacy';
import { ServicePage } from '@/app/routes/service-page';
import { ServicesPage } from '@/app/routes/services';
import { SERVICE_PAGE_SLUGS, STATIC_CASE_STUDY_SLUGS } from '@/config/paths';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { ArticlePage, findArticle } from '@/features/blog/article-view';
import { someBlogs } from '@/features/blog/blog-fixtures';
import { CaseStudyPage } from '@/features/case-studies/case-study-view';
import { FormResultView } from '@/features/forms/form-result-view';
import { StaticCaseStudyView } from '@/features/case-studies/static-case-study-view';
import { PAGE_ENHANCEMENTS, pageEnhancements } from './page-enhancements';

const SRC = path.join(__dirname, '..');
/** What the layout includes for a page: the modules its HTML asks for (src/layouts/site-layout.astro). */
const scriptsOf = (page: ReactElement) => pageEnhancements(renderToString(page));
const blogs = someBlogs(6);

// Each page as its src/pages/*.astro file renders it, with the data its frontmatter fetched.
describe('the scripts a public page gets follow from what it rendered', () => {
  it.each([
    ['home', <HomePage blogs={blogs} />, ['carousel', 'stat-counter', 'hero-video']],
    ['home, content-service away (its other carousels remain)', <HomePage blogs={null} />, ['carousel', 'stat-counter', 'hero-video']],
    ['services', <ServicesPage blogs={blogs} />, ['carousel']],
    ['clients', <ClientsPage />, ['carousel']],
    ['an article', <ArticlePage blogs={blogs} article={findArticle(blogs, 'post-number-3')} />, ['carousel']],
    ['contact (Canada)', <ContactPage region="canada" />, ['contact-form']],
    ['contact (USA)', <ContactPage region="usa" />, ['contact-form']],
    ['careers', <CareersPage />, ['job-application-form']],
    ['media', <MediaPage />, ['media-gallery']],
    // The no-script round trip (src/pages/forms/[form].astro): a refused post shows the form again, enhanced.
    ['a refused contact post', <FormResultView result={{ form: 'contact-usa', outcome: 'invalid', errors: [], values: {} }} />, ['contact-form']],
    ['a refused application', <FormResultView result={{ form: 'job', outcome: 'invalid', errors: [], values: {} }} />, ['job-application-form']],
  ] as const)('when %s is rendered, then it gets exactly its modules', (_page, page, expected) => {
    expect(scriptsOf(page)).toEqual(expected);
  });

  it.each(SERVICE_PAGE_SLUGS)('when the service page %s is rendered, then it gets the carousel script (each has a carousel section)', (service) => {
    expect(scriptsOf(<ServicePage service={service} />)).toEqual(['carousel']);
  });

  it.each([
    ['about', <AboutPage />],
    ['privacy', <PrivacyPage />],
    ['the news list', <NewsPage blogs={blogs} page={null} />],
    ['services, content-service away (no news carousel)', <ServicesPage blogs={null} />],
    ['an article, content-service away', <ArticlePage blogs={null} article={undefined} />],
    ['an unknown article', <ArticlePage blogs={blogs} article={findArticle(blogs, 'no-such-post')} />],
    ['the case studies index', <CaseStudiesPage caseStudies={[]} />],
    ['a contact post sent', <FormResultView result={{ form: 'contact-canada', outcome: 'sent' }} />],
    ['a case study, content-service away', <CaseStudyPage study={undefined} />],
    ...STATIC_CASE_STUDY_SLUGS.map((slug) => [`the static case study ${slug}`, <StaticCaseStudyView study={STATIC_CASE_STUDIES[slug]} />] as const),
  ] as const)('when %s is rendered, then it is text-only: no script at all', (_page, page) => {
    expect(scriptsOf(page)).toEqual([]);
  });
});

describe('pageEnhancements', () => {
  it('when an element carries data-<name>, then that module is named once, in PAGE_ENHANCEMENTS order', () => {
    const html = '<form data-contact-form="" method="post"></form><div class="a" data-carousel=\'{"loop":true}\'></div><div data-carousel="{}"></div>';
    expect(pageEnhancements(html)).toEqual(['carousel', 'contact-form']);
  });

  it('when the name is only a longer attribute, text or an attribute value, then no module is named', () => {
    const html = [
      '<div data-carousel-controls=""><button data-carousel-next="">Next</button></div>',
      '<p>Mark the slider with data-carousel to animate it; data-stat-counter too.</p>',
      '<img alt="a data-hero-video" src="/x.webp"/>',
    ].join('');
    expect(pageEnhancements(html)).toEqual([]);
  });
});

// The convention the mapping rests on: module <name> finds its elements by [data-<name>], and
// components/enhance/<name>.astro is the <script> that loads it.
describe.each(PAGE_ENHANCEMENTS)('the enhancement module %s', (name) => {
  it('finds its elements by the attribute the mapping reads, and has its script component', () => {
    expect(readFileSync(path.join(SRC, 'enhance', `${name}.ts`), 'utf8')).toContain(`'[data-${name}]'`);
    expect(readFileSync(path.join(SRC, 'components', 'enhance', `${name}.astro`), 'utf8')).toContain(`<script>import '@/enhance/${name}';</script>`);
  });
});
