import type { Browser } from 'playwright-core';
import type { Blog } from '@site/contracts';
import { expectAccessible, launchBrowser, openPage, urlFor } from '../support';

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

  it('when the gateway is asked for its health, then every service reports healthy', async () => {
    const res = await fetch(urlFor('/healthz'));
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

  it('when a visitor opens /blog, then the first page shows six seeded articles as cards published by the brand', async () => {
    const blogs = await seededBlogs();
    const { page, context, errors } = await openPage(browser, '/blog');
    try {
      const expectedOnPage = Math.min(NEWS_PAGE_SIZE, blogs.length);
      // Cards render after the list loads (a spinner first); wait for the brand line on each card.
      const published = page.getByText(`Published By: ${BRAND}`);
      await published.nth(expectedOnPage - 1).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await published.count()).toBe(expectedOnPage);

      const shownTitles: string[] = [];
      for (const blog of blogs) {
        if (await page.getByText(blog.title, { exact: true }).first().isVisible()) shownTitles.push(blog.title);
      }
      expect(shownTitles).toHaveLength(expectedOnPage);

      expect(await page.getByText('Latest news', { exact: false }).count()).toBeGreaterThanOrEqual(expectedOnPage);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a visitor opens /blog, then the page has no serious or critical accessibility violations', async () => {
    const { page, context } = await openPage(browser, '/blog');
    try {
      await page.getByText(`Published By: ${BRAND}`).first().waitFor({ state: 'visible', timeout: 20_000 });
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
