import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { BlogRecord, CaseStudy } from '@site/contracts';
import { adminContext, launchBrowser, newContext, siteUrl, urlFor } from '../support';

/**
 * Drafts, previews, scheduling and publishing as explicit secondary actions beside the spec's
 * buttons (issues 16 and 23), through the running system: before and after each step, every public
 * read (the page, the API list, the sitemap and RSS) is checked; the text "A & B" and two
 * paragraphs round-trip through the rich-text editor.
 */
const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PARAGRAPHS = ['A & B', 'Second paragraph, after a blank line'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes paragraphs into a rich-text field, as typed: each one, then Enter. */
async function writeParagraphs(page: Page, editor: Locator, paragraphs: string[]): Promise<void> {
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  for (const [i, paragraph] of paragraphs.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

/** Accepts the next window.confirm after checking its text. */
function acceptNextConfirm(page: Page, expected: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const ok = dialog.type() === 'confirm' && expected.test(dialog.message());
      void dialog.accept().then(() => (ok ? resolve() : reject(new Error(`unexpected dialog: ${dialog.type()} ${dialog.message()}`))));
    });
  });
}

/** Opens the editor's Preview (a new tab) and checks it shows `heading`; closes it. */
async function openPreview(context: BrowserContext, scope: Locator, heading: string): Promise<string> {
  const tab = context.waitForEvent('page');
  await scope.getByRole('button', { name: /^Preview/ }).click();
  const preview = await tab;
  await preview.waitForURL(/\/admin\/preview\//);
  await preview.getByRole('heading', { level: 1, name: heading }).waitFor();
  const path = new URL(preview.url()).pathname;
  await expectFormattedParagraphs(preview);
  await preview.close();
  return path;
}

/** Polls an input until its value passes (a loaded record fills it when the server answers). */
async function waitForValue(field: Locator, test: (value: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await field.inputValue();
    if (test(value)) return value;
    if (Date.now() > until) throw new Error(`input value never matched; last was "${value}"`);
    await sleep(200);
  }
}

/** A datetime-local value `seconds` from now, in the browser's own time zone (what the admin types). */
const localTimeIn = (page: Page, seconds: number): Promise<string> =>
  page.evaluate(
    `(() => { const d = new Date(Date.now() + ${seconds * 1000}); const p = (n) => String(n).padStart(2, '0');
      return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T' + p(d.getHours()) + ':' + p(d.getMinutes()) + ':' + p(d.getSeconds()); })()`,
  ) as Promise<string>;

const text = async (path: string): Promise<{ status: number; body: string; robots: string | null }> => {
  const reply = await fetch(urlFor(path), { headers: { accept: 'text/html,application/xml' } });
  return { status: reply.status, body: await reply.text(), robots: reply.headers.get('x-robots-tag') };
};

interface PublicState {
  page: number;
  listed: boolean;
  inSitemap: boolean;
  inRss?: boolean;
}

async function postState(slug: string, title: string): Promise<PublicState> {
  const list = (await (await fetch(urlFor('/blogs'))).json()) as { data: BlogRecord[] };
  const page = await text(`/blogs/${slug}`);
  const news = await text('/blog');
  return {
    page: page.status,
    listed: list.data.some((b) => b.slug_url === slug) && news.body.includes(title),
    inSitemap: (await text('/sitemap.xml')).body.includes(`${siteUrl}/blogs/${slug}<`),
    inRss: (await text('/rss.xml')).body.includes(`<link>${siteUrl}/blogs/${slug}</link>`),
  };
}

async function studyState(id: string): Promise<PublicState> {
  const list = (await (await fetch(urlFor('/api/caseStudies'))).json()) as CaseStudy[];
  return {
    page: (await text(`/casestudy/${id}`)).status,
    listed: list.some((c) => c._id === id),
    inSitemap: (await text('/sitemap.xml')).body.includes(`${siteUrl}/casestudy/${id}<`),
  };
}

const HIDDEN_POST: PublicState = { page: 404, listed: false, inSitemap: false, inRss: false };
const PUBLIC_POST: PublicState = { page: 200, listed: true, inSitemap: true, inRss: true };
const HIDDEN_STUDY: PublicState = { page: 404, listed: false, inSitemap: false };
const PUBLIC_STUDY: PublicState = { page: 200, listed: true, inSitemap: true };

/** The paragraphs render as formatted text: "A & B" as such, two paragraphs, no markup visible. */
async function expectFormattedParagraphs(page: Page): Promise<void> {
  // Each paragraph is its own <p>, its text exactly as typed.
  await page.locator('main p').filter({ hasText: /^A & B$/ }).first().waitFor();
  await page.locator('main p').filter({ hasText: /^Second paragraph, after a blank line$/ }).first().waitFor();
  const body = (await page.locator('main').innerText()) ?? '';
  expect(body).not.toMatch(/<p>|&amp;|<\/p>/);
}

/** Opens a shared preview link in a browser that never signed in. */
async function openShared(browser: Browser, link: string, heading: string): Promise<void> {
  const anonymous: BrowserContext = await newContext(browser);
  try {
    const page = await anonymous.newPage();
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(/^Preview: this is how the page will look/).waitFor();
    await expectFormattedParagraphs(page);
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
    expect((await text(new URL(link).pathname)).robots).toMatch(/noindex/);
  } finally {
    await anonymous.close();
  }
}

describe('drafts, previews, scheduling and publishing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when an editor saves a post as a draft, previews and shares it, schedules it, unpublishes it and saves it again, then the public site follows each step', async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const title = `Publishing flow ${unique()}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    try {
      await page.goto('/admin/blogs', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Upload New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      await dialog.getByLabel('Slug', { exact: true }).fill(slug);
      await dialog.getByLabel('Brief paragraph').fill('Drafted by the browser test.');
      await dialog.getByLabel('Heading 1', { exact: true }).fill('First section');
      await writeParagraphs(page, dialog.getByLabel('Paragraph 1', { exact: true }), PARAGRAPHS);
      await dialog.getByRole('button', { name: 'Save as draft' }).click();
      await page.getByRole('status').filter({ hasText: 'Blog saved as a draft: not public' }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: title });
      await card.getByText('Draft', { exact: true }).waitFor();
      expect(await postState(slug, title)).toEqual(HIDDEN_POST);

      // Reopened, the paragraphs are what was typed; Preview is the public page's rendering.
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      const paragraph = dialog.getByLabel('Paragraph 1', { exact: true });
      await paragraph.locator('p').nth(1).waitFor();
      expect(await paragraph.locator('p').allTextContents()).toEqual(PARAGRAPHS);
      const previewPath = await openPreview(context, dialog, title);
      expect(previewPath).toMatch(/^\/admin\/preview\/blog\/\d+$/);

      await dialog.getByRole('button', { name: 'Share preview link' }).click();
      const link = await waitForValue(dialog.getByLabel(/^Preview link/), (v) => v.includes('/preview/'));
      await openShared(browser, link, title);

      // Scheduled a few seconds ahead: not public until then, public from then on, with no further write.
      await dialog.getByRole('button', { name: 'Schedule…' }).click();
      await dialog.getByLabel('Publish on').fill(await localTimeIn(page, 12));
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /^Blog scheduled for / }).waitFor();
      await card.getByText(/^Scheduled for /).waitFor();
      expect(await postState(slug, title)).toEqual(HIDDEN_POST);
      await sleep(13_000);
      expect(await postState(slug, title)).toEqual(PUBLIC_POST);
      const article = await context.newPage();
      await article.goto(`/blogs/${slug}`, { waitUntil: 'networkidle' });
      await article.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectFormattedParagraphs(article);
      await article.close();

      // Unpublish asks first.
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Title', { exact: true }), (v) => v === title);
      const asked = acceptNextConfirm(page, /^Unpublish ".*"\? It leaves the public site/);
      await dialog.getByRole('button', { name: 'Unpublish' }).click();
      await asked;
      await page.getByRole('status').filter({ hasText: 'Blog unpublished' }).waitFor();
      expect(await postState(slug, title)).toEqual(HIDDEN_POST);

      // Save on a draft publishes it (the spec's button keeps its meaning).
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Title', { exact: true }), (v) => v === title);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog published' }).waitFor();
      await card.getByText('Published', { exact: true }).waitFor();
      expect(await postState(slug, title)).toEqual(PUBLIC_POST);

      // Save as draft on the live post keeps the edit aside: the public page and list keep the old text.
      const liveSection = async (): Promise<{ old: boolean; revised: boolean; listed: string | undefined }> => {
        const html = (await text(`/blogs/${slug}`)).body;
        const list = (await (await fetch(urlFor('/blogs'))).json()) as { data: BlogRecord[] };
        return {
          old: html.includes('First section'),
          revised: html.includes('Revised section'),
          listed: list.data.find((b) => b.slug_url === slug)?.blogs_content[0]?.heading,
        };
      };
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Heading 1', { exact: true }), (v) => v === 'First section');
      await dialog.getByLabel('Heading 1', { exact: true }).fill('Revised section');
      await dialog.getByRole('button', { name: 'Save as draft' }).click();
      await page.getByRole('status').filter({ hasText: 'Changes saved as a draft: the public page is unchanged' }).waitFor();
      await card.getByText('Unpublished changes', { exact: true }).waitFor();
      expect(await liveSection()).toEqual({ old: true, revised: false, listed: 'First section' });

      // The editor shows the pending edit and the preview has it; Save makes it the public page.
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Heading 1', { exact: true }), (v) => v === 'Revised section');
      await dialog.getByRole('region', { name: 'Save and publish' }).getByText('Unpublished changes', { exact: true }).waitFor();
      const revisedPreview = await context.newPage();
      await revisedPreview.goto(previewPath, { waitUntil: 'networkidle' });
      await revisedPreview.getByRole('heading', { name: 'Revised section' }).waitFor();
      await revisedPreview.close();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog saved: public now' }).waitFor();
      expect(await liveSection()).toEqual({ old: false, revised: true, listed: 'Revised section' });
      await card.getByText('Unpublished changes', { exact: true }).waitFor({ state: 'detached' });

      // Changes saved aside can be discarded (after a confirmation): the public page stays.
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Heading 1', { exact: true }), (v) => v === 'Revised section');
      await dialog.getByLabel('Heading 1', { exact: true }).fill('Thrown away');
      await dialog.getByRole('button', { name: 'Save as draft' }).click();
      await card.getByText('Unpublished changes', { exact: true }).waitFor();
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await waitForValue(dialog.getByLabel('Heading 1', { exact: true }), (v) => v === 'Thrown away');
      const discard = acceptNextConfirm(page, /^Discard the unpublished changes\?/);
      await dialog.getByRole('button', { name: 'Discard changes' }).click();
      await discard;
      await page.getByRole('status').filter({ hasText: 'Changes discarded' }).waitFor();
      expect(await liveSection()).toEqual({ old: false, revised: true, listed: 'Revised section' });
      await card.getByText('Unpublished changes', { exact: true }).waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('when an editor saves a case study as a draft, previews and shares it, Updates it, unpublishes and schedules it, then the public site follows each step', async () => {
    const context = await adminContext(browser);
    const page = await context.newPage();
    const heading = `Publishing study ${unique()}`;
    const bar = page.getByRole('region', { name: 'Save and publish' });
    try {
      await page.goto('/admin/casestudy', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Create Case Study' }).click();
      await page.waitForURL(/\/admin\/casestudy\/[^/]+\/edit$/);
      const id = /\/admin\/casestudy\/([^/]+)\/edit$/.exec(page.url())![1]!;
      // "Create Case Study" made a draft: no blank public page.
      expect(await studyState(id)).toEqual(HIDDEN_STUDY);
      await bar.getByText('Draft', { exact: true }).waitFor();
      await page.getByLabel('Hero heading').fill(heading);
      await page.getByLabel('Client name').fill('Market & Vine');
      await page.getByLabel('Section 1 heading').fill('Client Overview');
      await writeParagraphs(page, page.getByLabel('Section 1 paragraph', { exact: true }), PARAGRAPHS);
      await bar.getByRole('button', { name: 'Save as draft' }).click();
      await bar.getByText(/^Saved as a draft: not public/).waitFor();
      expect(await studyState(id)).toEqual(HIDDEN_STUDY);

      await page.goto(`/admin/casestudy/${id}/edit`, { waitUntil: 'networkidle' });
      const paragraph = page.getByLabel('Section 1 paragraph', { exact: true });
      await paragraph.locator('p').nth(1).waitFor();
      expect(await paragraph.locator('p').allTextContents()).toEqual(PARAGRAPHS);
      expect(await page.getByLabel('Client name').inputValue()).toBe('Market & Vine');
      expect(await openPreview(context, bar, heading)).toBe(`/admin/preview/casestudy/${id}`);
      await page.getByRole('button', { name: 'Share preview link' }).click();
      await openShared(browser, await waitForValue(page.getByLabel(/^Preview link/), (v) => v.includes('/preview/')), heading);

      // Update: the first one publishes it, and the list is loaded anew.
      const loaded = page.waitForEvent('load');
      await bar.getByRole('button', { name: 'Update' }).click();
      await loaded;
      await page.getByRole('status').filter({ hasText: 'Case study published' }).waitFor();
      const row = page.getByRole('row').filter({ hasText: heading });
      await row.getByText('Published', { exact: true }).waitFor();
      expect(await studyState(id)).toEqual(PUBLIC_STUDY);
      const live = await context.newPage();
      await live.goto(`/casestudy/${id}`, { waitUntil: 'networkidle' });
      await live.getByRole('heading', { level: 1, name: heading }).waitFor();
      await live.getByText('Client: Market & Vine').waitFor();
      await expectFormattedParagraphs(live);
      await live.close();

      // Changes saved as a draft stay off the public page; Discard changes (confirmed) drops them.
      await page.goto(`/admin/casestudy/${id}/edit`, { waitUntil: 'networkidle' });
      await waitForValue(page.getByLabel('Hero heading'), (v) => v === heading);
      await page.getByLabel('Client name').fill('Not yet public');
      await bar.getByRole('button', { name: 'Save as draft' }).click();
      await bar.getByText('Unpublished changes', { exact: true }).waitFor();
      expect((await text(`/casestudy/${id}`)).body).not.toContain('Not yet public');
      expect(((await (await fetch(urlFor(`/api/caseStudies/${id}`))).json()) as CaseStudy).clientName).toBe('Market & Vine');
      const discard = acceptNextConfirm(page, /^Discard the unpublished changes\?/);
      const afterDiscard = page.waitForEvent('load');
      await bar.getByRole('button', { name: 'Discard changes' }).click();
      await discard;
      await afterDiscard;
      await page.getByRole('status').filter({ hasText: 'Changes discarded' }).waitFor();
      expect(await row.getByText(/Unpublished changes/).count()).toBe(0);

      await page.goto(`/admin/casestudy/${id}/edit`, { waitUntil: 'networkidle' });
      await waitForValue(page.getByLabel('Hero heading'), (v) => v === heading);
      const asked = acceptNextConfirm(page, /^Unpublish ".*"\? It leaves the public site/);
      await bar.getByRole('button', { name: 'Unpublish' }).click();
      await asked;
      await page.getByRole('status').filter({ hasText: 'Case study unpublished' }).waitFor();
      expect(await studyState(id)).toEqual(HIDDEN_STUDY);

      await page.goto(`/admin/casestudy/${id}/edit`, { waitUntil: 'networkidle' });
      await waitForValue(page.getByLabel('Hero heading'), (v) => v === heading);
      await bar.getByRole('button', { name: 'Schedule…' }).click();
      await bar.getByLabel('Publish on').fill(await localTimeIn(page, 10));
      await bar.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /^Case study scheduled for / }).waitFor();
      await row.getByText(/^Scheduled for /).waitFor();
      expect(await studyState(id)).toEqual(HIDDEN_STUDY);
      await sleep(11_000);
      expect(await studyState(id)).toEqual(PUBLIC_STUDY);
    } finally {
      await context.close();
    }
  });
});
