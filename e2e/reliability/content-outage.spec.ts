// With content-service stopped, the pages that read it (the news list, home, an article, the case
// studies) answer 503 with a whole site page (header, footer) that says in words the content cannot
// be shown now: no loading state that no script will ever replace. A private site process (the built
// frontend/dist/main.js) is started with CONTENT_SERVICE_URL on a port where nothing listens, as when
// content-service is stopped.
import { freePort, ServiceProcess } from './support/processes';

let site: ServiceProcess;

beforeAll(async () => {
  // Taken and given back at once: nothing listens there.
  const stoppedContentService = `http://127.0.0.1:${await freePort()}`;
  site = new ServiceProcess('frontend', await freePort(), {
    CONTENT_SERVICE_URL: stoppedContentService,
    FORMS_SERVICE_URL: `http://127.0.0.1:${await freePort()}`,
    SITE_URL: 'http://localhost:8080',
  });
  await site.start();
});

afterAll(async () => {
  await site?.stop();
});

/** The text a visitor reads (tags dropped, the apostrophe entity decoded). */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#39;|&#x27;/g, "'").replace(/\s+/g, ' ');

describe('content-service stopped', () => {
  it.each([
    ['/blog', 'The news cannot be shown right now. Please try again in a few minutes.'],
    ['/', 'The latest news cannot be shown right now. Please try again in a few minutes.'],
    ['/services', 'The latest news cannot be shown right now. Please try again in a few minutes.'],
    ['/blogs/cutover-night', 'Article unavailable This article cannot be shown right now. Please try again in a few minutes.'],
    ['/casestudy', 'Recent projects cannot be shown right now. Please try again in a few minutes.'],
    ['/casestudy/cs-1', 'Case study unavailable This case study cannot be shown right now. Please try again in a few minutes.'],
  ])('when %s is asked for, then it answers 503 with the whole site page saying so, and nothing loading', async (pathname, words) => {
    const reply = await fetch(`${site.url}${pathname}`);
    const html = await reply.text();
    expect([reply.status, reply.headers.get('content-type'), reply.headers.get('cache-control')]).toEqual([503, 'text/html; charset=utf-8', 'no-cache']);
    const text = textOf(html);
    expect(text).toContain(words);
    // A full site page: the document, the skip link, the header's navigation and the footer.
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(text).toContain('Skip to main content');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    // Nothing waits for a script: no loading words, nothing busy (the footer form's spinner is its submit's, hidden).
    expect(text).not.toMatch(/Loading/);
    expect(html).not.toContain('aria-busy="true"');
  });
});
