/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file also sees DOM types.
import type { Blog, CaseStudy } from '@site/contracts';
import type { Browser, Page } from 'playwright-core';
import { adminBearer, expectAccessible, launchBrowser, openPage, urlFor, waitForEnhancedElement } from '../support';

// The public reading pages of issue 7 through the running system: news paging, articles by slug,
// the media modal, the six static case studies and a dynamic case study an admin created.

const STATIC_CASE_STUDIES = [
  ['fast-food-and-hospitality', 'Digital menu boards for a national quick-service chain'],
  ['comprehensive-structured-cabling', 'Structured cabling refresh for a regional coffee chain'],
  ['commercial-specialized-sectors', 'In-store displays for a coffee capsule retailer'],
  ['education-finance-health-care', 'A transparent LED wall for a bank’s flagship branch'],
  ['commercial-and-large-scale', 'Modular screens for a convention centre'],
  ['grocery', 'Signage, audio and network for a gourmet grocer'],
] as const;
const SECTION_HEADINGS = ['Client Overview', 'Problem', 'Solution', 'Implementation', 'Resolution', 'Conclusion'];

const slugToPath = (slug: string) => slug.toLowerCase().trim().replace(/\s+/g, '-');

async function blogs(): Promise<Blog[]> {
  const res = await fetch(urlFor('/blogs'));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Blog[] }).data;
}

const cardTitles = async (page: Page) => (await page.getByRole('article').getByRole('heading').allInnerTexts()).map((t) => t.trim());

/** Scrolls through the page so lazy images load, then lists the images that failed (none expected). */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 10_000 });
  return page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.src));
}

describe('public content pages through the running system', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the visitor pages through the news with the arrows, then each page shows the next six posts and the page is in the URL', async () => {
    const all = await blogs();
    expect(all.length).toBeGreaterThan(6);
    const { page, context, errors } = await openPage(browser, '/blog');
    try {
      await page.getByRole('article').first().waitFor();
      expect(await cardTitles(page)).toEqual(all.slice(0, 6).map((b) => b.title));
      const pages = page.getByRole('navigation', { name: 'News pages' });
      expect(await pages.getByRole('link', { name: 'Previous page' }).count()).toBe(0);

      await pages.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/\/blog\?page=2$/);
      await page.getByRole('heading', { name: all[6]!.title }).waitFor();
      expect(await cardTitles(page)).toEqual(all.slice(6, 12).map((b) => b.title));
      expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

      await pages.getByRole('link', { name: 'Previous page' }).click();
      await page.getByRole('heading', { name: all[0]!.title }).waitFor();
      expect(new URL(page.url()).search).toBe('');

      await page.goto('/blog?page=2', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: all[6]!.title }).waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a news card is clicked, then it opens with the brief and its Read article link opens the article by slug', async () => {
    const [first] = await blogs();
    const { page, context, errors } = await openPage(browser, '/blog');
    try {
      const card = page.getByRole('article').filter({ hasText: first!.title });
      // News cards are native <details> (no script): the summary is the cover, title and date.
      const isOpen = () => card.locator('details').evaluate((details) => (details as HTMLDetailsElement).open);
      expect(await isOpen()).toBe(false);
      await card.getByText('Latest news').click();
      expect(await isOpen()).toBe(true);
      const read = card.getByRole('link', { name: /Read article/ });
      expect(await read.getAttribute('href')).toBe(`/blogs/${slugToPath(first!.slug_url)}`);
      await read.click();

      await page.waitForURL(`**/blogs/${slugToPath(first!.slug_url)}`);
      await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
      for (const section of first!.blogs_content.slice(0, 2)) await page.getByRole('heading', { level: 2, name: section.heading }).waitFor();
      const share = page.getByRole('complementary', { name: 'Share this article' });
      const hrefs = await share.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).host));
      expect(hrefs).toEqual(['www.linkedin.com', 'x.com', 'www.facebook.com']);
      await page.getByRole('region', { name: 'Most popular posts' }).waitFor();
      expect(await page.title()).toContain(first!.title);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when an unknown article slug is opened, then the not-found page links back to the news', async () => {
    const { page, context } = await openPage(browser, `/blogs/no-such-article-${Date.now()}`);
    try {
      await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
      await page.getByRole('link', { name: 'See all news' }).click();
      await page.waitForURL('**/blog');
    } finally {
      await context.close();
    }
  });

  it("when a phone paints an article while its banner is still arriving, then the banner's first lines stay where they are once the rest has come (no layout shift)", async () => {
    const [first] = await blogs();
    const path = `/blogs/${slugToPath(first!.slug_url)}`;
    const html = await (await fetch(urlFor(path))).text();
    // The document cut right after the banner's first line (the eyebrow), as a parser that yields
    // mid-document has it; the browser closes the open elements.
    const banner = /<div class="[^"]*bannerText[^"]*">/.exec(html);
    expect(banner).not.toBeNull();
    const cut = html.indexOf('</p>', banner!.index) + '</p>'.length;
    const eyebrowTop = async (document: string): Promise<number> => {
      const { page, context } = await openPage(browser, '/robots.txt', { viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        await page.route(urlFor(path), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: document }));
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        return await page.locator('[class*=bannerText] > p').first().evaluate((p) => p.getBoundingClientRect().top);
      } finally {
        await context.close();
      }
    };
    const partial = await eyebrowTop(html.slice(0, cut));
    const whole = await eyebrowTop(html);
    expect({ partial, whole }).toEqual({ partial: whole, whole });
  });

  it('when a media video is chosen, then a modal plays it, keeps focus inside and closes on Escape and on an outside click', async () => {
    const { page, context, errors } = await openPage(browser, '/media');
    try {
      // Each card is a link to its video (plays without script); once enhanced it opens the modal.
      const cards = page.getByRole('link', { name: /^Play video: / });
      await cards.first().waitFor();
      expect(await cards.count()).toBe(7);
      expect(await brokenImages(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));

      expect(await cards.first().getAttribute('href')).toMatch(/^\/video\/media\/[\w-]+\.mp4$/);
      await waitForEnhancedElement(cards.first());
      const opener = page.getByRole('link', { name: 'Play video: Building a transparent LED wall' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Building a transparent LED wall' });
      await dialog.waitFor();
      const video = dialog.locator('video');
      expect(await video.getAttribute('src')).toBe('/video/media/led-wall-build.mp4');
      const res = await fetch(urlFor('/video/media/led-wall-build.mp4'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('video/mp4');
      await expectAccessible(page);

      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.getByRole('link', { name: 'Play video: Zoned audio for a flagship store' }).click();
      await page.getByRole('dialog').waitFor();
      await page.mouse.click(8, 8);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(STATIC_CASE_STUDIES)('when /case-study/%s is opened, then its title, six sections and images show and it passes axe', async (slug, title) => {
    const { page, context, errors } = await openPage(browser, `/case-study/${slug}`);
    try {
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const headings = (await page.locator('main article h2').allInnerTexts()).map((t) => t.trim());
      expect(headings).toEqual(SECTION_HEADINGS);
      expect(await page.locator('main article img').count()).toBe(2);
      expect(await brokenImages(page)).toEqual([]);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when an admin has written a case study, then /casestudy/{id} shows its hero, category and sections; an unknown id shows not found', async () => {
    const auth = { authorization: await adminBearer(), 'content-type': 'application/json' };
    const created = (await (await fetch(urlFor('/api/caseStudies'), { method: 'POST', headers: auth, body: '{}' })).json()) as CaseStudy;
    const heading = `Stadium screens ${Date.now()}`;
    const body = {
      heroHeading: heading,
      clientName: 'a sports venue',
      bannerImage: '',
      category1: 'Digital Sinage',
      category2: '',
      category3: '',
      category4: '',
      template: '',
      sec1Heading: 'Overview',
      sec1Para: 'Forty screens around the concourse.',
      sec1Para2: 'Installed in the off-season.',
      sec1Img: '/images/case-studies/commercial-and-large-scale-1.svg',
      sec2Heading: 'Outcome',
      sec2Para: 'Every screen live on opening day.',
    };
    const put = await fetch(urlFor(`/api/caseStudies/${created._id}`), { method: 'PUT', headers: auth, body: JSON.stringify(body) });
    // The spec's flow: create, then Update; the first Update publishes it (docs/decisions/content.md).
    expect(put.status).toBe(200);

    const { page, context, errors } = await openPage(browser, `/casestudy/${created._id}`);
    try {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Stored as the spec spells it ('Digital Sinage'), shown as people spell it.
      await page.locator('main').getByText('Digital Signage', { exact: true }).waitFor();
      expect(await page.getByText('Digital Sinage').count()).toBe(0);
      expect((await page.locator('main article h2').allInnerTexts()).map((t) => t.trim())).toEqual(['Overview', 'Outcome']);
      expect(await page.getByRole('img', { name: 'Overview' }).getAttribute('src')).toBe(body.sec1Img);
      await expectAccessible(page);
      expect(errors).toEqual([]);

      await page.goto('/casestudy/00000000-0000-4000-8000-000000000000', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Case study not found' }).waitFor();
    } finally {
      await context.close();
      await fetch(urlFor(`/api/caseStudies/${created._id}`), { method: 'DELETE', headers: auth });
    }
  });
});
