/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Blog } from '@site/contracts/content';
import { renderToString } from 'react-dom/server';
import { aboutSeo } from '@/app/routes/about';
import { CaseStudiesPage } from '@/app/routes/case-studies';
import { HomePage } from '@/app/routes/home';
import { NewsPage } from '@/app/routes/news';
import { servicePageSeo } from '@/app/routes/service-page';
import { ArticlePage, articleSeo, ARTICLE_NOT_FOUND_SEO } from '@/features/blog/article-view';
import { CaseStudyPage } from '@/features/case-studies/case-study-view';
import { getCaseStudy, listBlogs, listCaseStudies } from './content-client';
import { loadContent } from './on-request';
import { pageHead } from './page-head';

const SITE = 'http://localhost:8080';
const ldTypes = (jsonLd: Record<string, unknown>[]) => jsonLd.map((data) => data['@type']);
/** The text a visitor reads in the markup (tags dropped, entities of apostrophes decoded). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

// The components the Astro pages (src/pages) render with the data their frontmatter fetched.
describe('the public pages, with content-service stopped', () => {
  beforeAll(async () => {
    // A port that was just free: nothing listens there, as when content-service is stopped.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    process.env.CONTENT_SERVICE_URL = `http://127.0.0.1:${port}`;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    delete process.env.CONTENT_SERVICE_URL;
    jest.restoreAllMocks();
  });

  it('when the news list is asked for, then the page says in words that the news cannot be shown now, and has no loading state', async () => {
    const blogs = await loadContent(listBlogs);
    expect(blogs).toBeNull();
    const text = textOf(renderToString(<NewsPage blogs={blogs} page={null} />));
    expect(text).toContain('News');
    expect(text).toContain('The news cannot be shown right now. Please try again in a few minutes.');
    expect(text).not.toMatch(/Loading/);
  });

  it('when the home page is asked for, then its latest-news box says in words that the news cannot be shown now, and the rest of the page is there', async () => {
    const text = textOf(renderToString(<HomePage blogs={await loadContent(listBlogs)} />));
    expect(text).toContain('The latest news cannot be shown right now. Please try again in a few minutes.');
    expect(text).toContain('VIEW ALL');
    expect(text).toContain('Trusted by multi-site brands across North America');
    expect(text).not.toMatch(/Loading/);
  });

  it('when an article is asked for, then the page says in words that the article cannot be shown now, and has no loading state', async () => {
    const blogs = await loadContent(listBlogs);
    const text = textOf(renderToString(<ArticlePage blogs={blogs} article={undefined} />));
    expect(text).toContain('Article unavailable This article cannot be shown right now. Please try again in a few minutes. Back to all news');
    expect(text).not.toMatch(/Loading/);
  });

  it('when the case studies are asked for, then the index and a case study say in words that they cannot be shown now', async () => {
    const index = textOf(renderToString(<CaseStudiesPage caseStudies={await loadContent(listCaseStudies)} />));
    expect(index).toContain('Recent projects cannot be shown right now. Please try again in a few minutes.');
    const found = await loadContent(async () => ({ study: (await getCaseStudy('cs-1')) ?? null }));
    expect(found).toBeNull();
    const study = textOf(renderToString(<CaseStudyPage study={undefined} />));
    expect(study).toContain('Case study unavailable This case study cannot be shown right now.');
    expect(`${index} ${study}`).not.toMatch(/Loading/);
  });
});

describe("a public page's head, from the props its page passes the layout", () => {
  it('when the about page states its SEO, then the head has its title, description, canonical and share image', () => {
    const head = pageHead('/about', aboutSeo, SITE);
    expect(head).toMatchObject({
      title: expect.stringMatching(/^About/),
      canonical: `${SITE}/about`,
      type: 'website',
      image: {
        url: `${SITE}/images/share/about.jpg`,
        alt: 'Northwire Integration: about us, an ITIL-based support desk for multi-site businesses',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      },
      noindex: false,
    });
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(ldTypes(head.jsonLd)).toEqual(['BreadcrumbList']);
  });

  it('when a service page states its SEO, then its canonical and its Service structured data are stated', () => {
    const head = pageHead('/network-design', servicePageSeo('network-design'), SITE);
    expect(head.canonical).toBe(`${SITE}/network-design`);
    expect(ldTypes(head.jsonLd)).toEqual(['Service', 'BreadcrumbList']);
  });

  it('when an article is shown, then it is an article shared with the news image, its banner in the Article structured data, and its times', () => {
    const article = {
      blog_id: 7,
      title: 'Cutover night',
      slug_url: 'cutover-night',
      blog_image: '/media/images/abc/1600.webp',
      brief_paragraph: 'How a store network moved in one night.',
      published_date: 'May 2026',
      published_at: '2026-05-02T10:00:00.000Z',
      blogs_content: [{ heading: 'Plan', paragraph: '<p>Steps.</p>' }],
    } as Blog & { published_at: string };
    const head = pageHead('/blogs/cutover-night', articleSeo(article), SITE, { article });
    expect(head).toMatchObject({
      canonical: `${SITE}/blogs/cutover-night`,
      type: 'article',
      image: expect.objectContaining({ url: `${SITE}/images/share/news.jpg`, width: 1200, height: 630 }),
      publishedTime: '2026-05-02T10:00:00.000Z',
    });
    expect(ldTypes(head.jsonLd)).toEqual(['Article', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({
      image: [`${SITE}/media/images/abc/1600.webp`],
      author: { '@type': 'Organization', name: 'Northwire Integration', url: `${SITE}/about` },
    });
  });

  it('when an unknown article is shown, then its not-found head is noindex', () => {
    expect(pageHead('/blogs/nothing-here', ARTICLE_NOT_FOUND_SEO, SITE)).toMatchObject({ title: expect.stringMatching(/^Article not found/), noindex: true });
  });
});
