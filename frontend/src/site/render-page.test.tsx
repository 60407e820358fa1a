/**
 * @jest-environment node
 */
import type { Blog } from '@site/contracts/content';
import { Component as About } from '@/app/routes/about';
import { Component as Article } from '@/app/routes/article';
import { Component as NotFound, loader as notFoundLoader } from '@/app/routes/not-found';
import { Component as ServicePage } from '@/app/routes/service-page';
import { renderPage } from './render-page';

const SITE = 'http://localhost:8080';
const ldTypes = (jsonLd: Record<string, unknown>[]) => jsonLd.map((data) => data['@type']);

describe('renderPage (the site\'s server render of a route component)', () => {
  it('when the about page renders, then the head states its own title, description, canonical and share image, and the body is the whole site layout without head tags', async () => {
    const page = await renderPage(new URL('/about', SITE), { path: 'about', Component: About });
    expect(page.status).toBe(200);
    expect(page.head).toMatchObject({
      title: expect.stringMatching(/^About/),
      canonical: `${SITE}/about`,
      type: 'website',
      image: `${SITE}/images/share-default.jpg`,
      noindex: false,
    });
    expect(page.head.description.length).toBeLessThanOrEqual(160);
    expect(ldTypes(page.head.jsonLd)).toEqual(['BreadcrumbList']);
    // React's preload of the high-priority hero image comes first (a body-ok link), then the layout.
    expect(page.body).toMatch(/^<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/><a class="skip-link" href="#main">/);
    expect(page.body).toContain('<main id="main"');
    expect(page.body).toContain('<footer');
    expect(page.body).not.toMatch(/<(title|meta)\b/);
    expect(page.body).not.toContain('<script');
  });

  it('when a service page renders, then the route handle names its service and its Service structured data is stated', async () => {
    const page = await renderPage(new URL('/network-design', SITE), { path: 'network-design', Component: ServicePage, handle: { service: 'network-design' } });
    expect(page.head.canonical).toBe(`${SITE}/network-design`);
    expect(ldTypes(page.head.jsonLd)).toEqual(['Service', 'BreadcrumbList']);
    expect(page.body).toContain('Networks designed for the way your sites actually work');
  });

  it('when an article renders with its data, then it is an article with its image, times and Article structured data', async () => {
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
    const page = await renderPage(new URL('/blogs/cutover-night', SITE), { path: 'blogs/:id', Component: Article }, { blogs: [article], article });
    expect(page.head).toMatchObject({
      canonical: `${SITE}/blogs/cutover-night`,
      type: 'article',
      image: `${SITE}/media/images/abc/1600.webp`,
      publishedTime: '2026-05-02T10:00:00.000Z',
    });
    expect(ldTypes(page.head.jsonLd)).toEqual(['Article', 'BreadcrumbList']);
    expect(page.body).toContain('<h1>Cutover night</h1>');
  });

  it('when an unknown article is rendered with the posts that exist, then its not-found view is noindex', async () => {
    const page = await renderPage(new URL('/blogs/nothing-here', SITE), { path: 'blogs/:id', Component: Article }, { blogs: [] });
    expect(page.head).toMatchObject({ title: expect.stringMatching(/^Article not found/), noindex: true });
  });

  it('when the not-found route renders, then the status is 404 and the page is the site error page in the layout', async () => {
    const page = await renderPage(new URL('/404', SITE), { path: '404', Component: NotFound, loader: notFoundLoader });
    expect(page.status).toBe(404);
    expect(page.head.noindex).toBe(true);
    expect(page.body).toContain('404 Not Found');
    expect(page.body).toContain('<footer');
  });
});
