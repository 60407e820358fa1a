import type { Browser } from 'playwright-core';
import type { Blog } from '@site/contracts';
import { expectAccessible, gatewayOpsUrl, launchBrowser, openPage, urlFor } from '../support';

const NEWS_PAGE_SIZE = 6;
const BRAND = 'Northwire Integration';

async function seededBlogs(): Promise<Blog[]> {
  const res = await fetch(urlFor('/blogs'));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { status: string; data: Blog[] };
  expect(body.status).toBe('success');
  return body.data;
}

describe('news list (/blog) through the running system', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('when the gateway\'s operations listener is asked for its health, then every service reports healthy', async () => {
    const res = await fetch(`${gatewayOpsUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', services: { content: 'ok', auth: 'ok', forms: 'ok', upload: 'ok' } });
  });

  it('when GET /blogs is called through the gateway, then the seeded articles come back with every field', async () => {
    const blogs = await seededBlogs();
    expect(blogs.length).toBeGreaterThanOrEqual(8);
    for (const blog of blogs) {
      expect(blog).toEqual(
        expect.objectContaining({
          blog_id: expect.any(Number),
          title: expect.any(String),
          brief_paragraph: expect.any(String),
          published_date: expect.any(String),
          slug_url: expect.any(String),
          category: expect.any(Number),
          blog_image: expect.any(String),
          blogs_content: expect.any(Array),
        }),
      );
      expect(blog.title.length).toBeGreaterThan(0);
    }
  });

  it('when a visitor opens /blog, then the first page shows the first six seeded articles as cards published by the brand', async () => {
    const blogs = await seededBlogs();
    const { page, context, errors } = await openPage(browser, '/blog');
    try {
      const expectedOnPage = blogs.slice(0, NEWS_PAGE_SIZE);
      const cards = page.getByRole('article');
      // The cards are in the HTML the site rendered (no loading state).
      await cards.nth(expectedOnPage.length - 1).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await cards.count()).toBe(expectedOnPage.length);
      expect((await cards.getByRole('heading').allInnerTexts()).map((t) => t.trim())).toEqual(expectedOnPage.map((b) => b.title));
      for (let i = 0; i < expectedOnPage.length; i += 1) {
        const card = cards.nth(i);
        expect(await card.getByText('Latest news').isVisible()).toBe(true);
        expect(await card.getByText(`Published By: ${BRAND}`).isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the visitor follows the Page 2 link, then the next seeded articles are shown', async () => {
    const blogs = await seededBlogs();
    const { page, context, errors } = await openPage(browser, '/blog');
    try {
      const secondPage = blogs.slice(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE * 2);
      expect(secondPage.length).toBeGreaterThan(0);
      await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 2' }).click();
      const cards = page.getByRole('article');
      await cards.getByRole('heading', { name: secondPage[0]!.title }).waitFor({ state: 'visible', timeout: 20_000 });
      expect((await cards.getByRole('heading').allInnerTexts()).map((t) => t.trim())).toEqual(secondPage.map((b) => b.title));
      expect(new URL(page.url()).pathname).toBe('/blog');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a visitor opens /blog, then the page has no serious or critical accessibility violations', async () => {
    const { page, context } = await openPage(browser, '/blog');
    try {
      await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 20_000 });
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
