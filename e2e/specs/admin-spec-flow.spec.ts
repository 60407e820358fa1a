import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { Client } from 'pg';
import { formatPublicDate, type AdminBlogRecord, type BlogRecord, type CaseStudy } from '@site/contracts';
import { adminBearer, adminContext, earnedFormToken, launchBrowser, newContext, siteUrl, urlFor, asVisitor } from '../support';

/**
 * Issue 23: the admin as the spec says it works, followed literally in the browser. Upload publishes
 * a post, Save on a live post is public at once, a case study's first Update publishes it; every
 * failure is shown where the editor is looking; a scheduled post carries the day it went live; a
 * paste from Word keeps only the allowed formatting; each dashboard figure equals its list. Public
 * results are read as a visitor without JavaScript reads them: the HTML, the sitemap and RSS.
 */
const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const text = async (path: string): Promise<{ status: number; body: string }> => {
  const reply = await fetch(urlFor(path), { headers: { accept: 'text/html,application/xml' } });
  return { status: reply.status, body: await reply.text() };
};

/** A post as the public reads show it to a visitor without script: its page, the news list, sitemap and RSS. */
async function publicPost(slug: string) {
  const article = await text(`/blogs/${slug}`);
  return {
    article,
    news: (await text('/blog')).body,
    inSitemap: (await text('/sitemap.xml')).body.includes(`<loc>${siteUrl}/blogs/${slug}</loc>`),
    rss: (await text('/rss.xml')).body,
  };
}

async function openAdmin(browser: Browser, path: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await adminContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, context, errors };
}

/** Just what the browser-side functions below use (this workspace compiles without the DOM library). */
interface PageElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
  contains(other: unknown): boolean;
  dispatchEvent(event: unknown): boolean;
}
interface PageGlobals {
  document: { elementFromPoint(x: number, y: number): unknown };
  DataTransfer: new () => { setData(type: string, value: string): void };
  ClipboardEvent: new (type: string, init: object) => unknown;
  getComputedStyle(el: PageElement): { color: string; backgroundColor: string };
}

/**
 * The message is where the editor is looking: visible, inside the viewport, and on top (the element
 * at its centre is the message, not a dialog or backdrop drawn over it).
 */
async function expectSeen(page: Page, message: Locator): Promise<void> {
  await message.waitFor({ state: 'visible' });
  const box = (await message.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect({ inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height }).toEqual({ inside: true });
  const onTop = await message.evaluate((el: PageElement) => {
    const r = el.getBoundingClientRect();
    const hit = (globalThis as unknown as PageGlobals).document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
  expect(onTop).toBe(true);
}

/**
 * Polls `check` until it holds (what the page shows settles as the server answers). Not
 * waitForFunction: the site's CSP forbids the string evaluation its polling needs.
 */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; ; await sleep(100)) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`never happened: ${what}`);
  }
}
const hasValue = (field: Locator, value: string) => until(`${value} in the field`, async () => (await field.inputValue()) === value);
const focusIs = (page: Page, test: string) =>
  until(`focus on ${test}`, async () => {
    const { id, role } = (await page.evaluate(`({ id: document.activeElement?.id ?? '', role: document.activeElement?.getAttribute('role') ?? '' })`)) as { id: string; role: string };
    return test === 'alert' ? role === 'alert' : id === test;
  });
// "At a glance" by name: the dashboard's traffic section has a list of totals of its own.
const countsLoaded = (page: Page) =>
  until('the dashboard counts', async () => !((await page.getByRole('list', { name: 'At a glance' }).textContent()) ?? '…').includes('…'));

/** The id of the focused element and the ids its description points at. */
const focused = (page: Page): Promise<{ id: string; describedBy: string }> =>
  page.evaluate(`({ id: document.activeElement?.id ?? '', describedBy: document.activeElement?.getAttribute('aria-describedby') ?? '' })`) as Promise<{ id: string; describedBy: string }>;

/** A datetime-local value `seconds` from now, in the browser's own time zone (what the admin types). */
const localTimeIn = (page: Page, seconds: number): Promise<string> =>
  page.evaluate(
    `(() => { const d = new Date(Date.now() + ${seconds * 1000}); const p = (n) => String(n).padStart(2, '0');
      return d.getFullYear() + '-' + p(d.getMonth() + 1) + '-' + p(d.getDate()) + 'T' + p(d.getHours()) + ':' + p(d.getMinutes()) + ':' + p(d.getSeconds()); })()`,
  ) as Promise<string>;

/** The spec's Upload: "Upload New Blog", then the title and its slug typed in the dialog; the dialog and the slug. */
async function startUpload(page: Page, title: string): Promise<{ dialog: Locator; slug: string }> {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  await page.getByRole('button', { name: 'Upload New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Slug', { exact: true }).fill(slug);
  return { dialog, slug };
}

/** Pastes as the browser does from another program: a real paste event with the clipboard's HTML and text. */
async function pasteHtml(editor: Locator, html: string, plain: string): Promise<void> {
  await editor.click();
  await editor.evaluate(
    (el: PageElement, [htmlText, plainText]: string[]) => {
      const browser = globalThis as unknown as PageGlobals;
      const data = new browser.DataTransfer();
      data.setData('text/html', htmlText!);
      data.setData('text/plain', plainText!);
      el.dispatchEvent(new browser.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, plain],
  );
}

const adminGet = async <T>(path: string): Promise<T> => (await (await fetch(urlFor(path), { headers: { authorization: await adminBearer() } })).json()) as T;

describe('the admin as the spec says it works (issue 23)', () => {
  let browser: Browser;
  let db: Client;
  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
    await db.connect();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  it('when a post is uploaded as the spec says (Upload), then it is on /blog, its article page, the sitemap and RSS at once; a Save to it is public at once too', async () => {
    const { page, context, errors } = await openAdmin(browser, '/admin/blogs');
    const title = `Uploaded ${unique()}`;
    try {
      const { dialog, slug } = await startUpload(page, title);
      expect(await dialog.getByTestId('final-url').textContent()).toBe(`${siteUrl}/blogs/${slug}`);
      await dialog.getByLabel('Brief paragraph').fill('Uploaded by the browser test, public at once.');
      await dialog.getByLabel('Heading 1', { exact: true }).fill('First section');
      await dialog.getByLabel('Paragraph 1', { exact: true }).fill('Forty screens, one weekend.');
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog published' }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: title });
      await card.getByText('Published', { exact: true }).waitFor();

      const live = await publicPost(slug);
      expect(live.article.status).toBe(200);
      expect(live.article.body).toContain(title);
      expect(live.article.body).toContain('Forty screens, one weekend.');
      expect(live.news).toContain(title);
      expect(live.inSitemap).toBe(true);
      expect(live.rss).toContain(`<link>${siteUrl}/blogs/${slug}</link>`);
      // The same pages as a browser without JavaScript shows them.
      const visitor = await newContext(browser, { javaScriptEnabled: false });
      const noJs = await visitor.newPage();
      await noJs.goto(`/blogs/${slug}`);
      await noJs.getByRole('heading', { level: 1, name: title }).waitFor();
      await noJs.goto('/blog');
      await noJs.getByText(title).first().waitFor();

      // Save on the live post: the public page changes at once.
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      const heading = dialog.getByLabel('Heading 1', { exact: true });
      await dialog.getByLabel('Title', { exact: true }).waitFor();
      await hasValue(heading, 'First section');
      await heading.fill('Fixed section');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog saved: public now' }).waitFor();
      expect(await card.getByText('Unpublished changes', { exact: true }).count()).toBe(0);
      const saved = await publicPost(slug);
      expect(saved.article.body).toContain('Fixed section');
      expect(saved.article.body).not.toContain('First section');
      await noJs.goto(`/blogs/${slug}`);
      await noJs.getByRole('heading', { name: 'Fixed section' }).waitFor();
      await visitor.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a case study is created, filled and Updated (spec section 4), then the list reloads and its public page, list and sitemap have it; a typo fixed with Update is public at once', async () => {
    const { page, context, errors } = await openAdmin(browser, '/admin/casestudy');
    const heading = `Updated study ${unique()}`;
    try {
      await page.getByRole('button', { name: 'Create Case Study' }).click();
      await page.waitForURL(/\/admin\/casestudy\/[^/]+\/edit$/);
      const id = /\/admin\/casestudy\/([^/]+)\/edit$/.exec(page.url())![1]!;
      expect((await text(`/casestudy/${id}`)).status).toBe(404);
      await page.getByLabel('Hero heading').fill(heading);
      await page.getByLabel('Client name').fill('Market & Vine');
      await page.getByLabel('Section 1 heading').fill('Client Overview');
      await page.getByLabel('Section 1 paragraph', { exact: true }).fill('Eighteen stores, one network.');
      // Update goes back to the list and reloads the page.
      const reloaded = page.waitForEvent('load');
      await page.getByRole('region', { name: 'Save and publish' }).getByRole('button', { name: 'Update' }).click();
      await reloaded;
      await page.waitForURL((url) => url.pathname === '/admin/casestudy');
      await page.getByRole('status').filter({ hasText: 'Case study published' }).waitFor();
      await page.getByRole('row').filter({ hasText: heading }).getByText('Published', { exact: true }).waitFor();

      const publicPage = await text(`/casestudy/${id}`);
      expect(publicPage.status).toBe(200);
      expect(publicPage.body).toContain(heading);
      expect(publicPage.body).toContain('Eighteen stores, one network.');
      expect(((await (await fetch(urlFor('/api/caseStudies'))).json()) as CaseStudy[]).some((c) => c._id === id)).toBe(true);
      expect((await text('/sitemap.xml')).body).toContain(`<loc>${siteUrl}/casestudy/${id}</loc>`);
      const visitor = await newContext(browser, { javaScriptEnabled: false });
      const noJs = await visitor.newPage();
      await noJs.goto(`/casestudy/${id}`);
      await noJs.getByRole('heading', { level: 1, name: heading }).waitFor();

      await page.goto(`/admin/casestudy/${id}/edit`, { waitUntil: 'networkidle' });
      await hasValue(page.getByLabel('Section 1 heading'), 'Client Overview');
      await page.getByLabel('Section 1 heading').fill('Client overview');
      const again = page.waitForEvent('load');
      await page.getByRole('region', { name: 'Save and publish' }).getByRole('button', { name: 'Update' }).click();
      await again;
      await page.getByRole('status').filter({ hasText: 'Case study saved: public now' }).waitFor();
      await noJs.goto(`/casestudy/${id}`);
      await noJs.getByRole('heading', { name: 'Client overview', exact: true }).waitFor();
      await visitor.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the blog popup is refused (empty title, long title, taken address, a server error), then each message is inside the dialog, on screen and on top, beside its field with focus there', async () => {
    const { page, context } = await openAdmin(browser, '/admin/blogs');
    try {
      await page.getByRole('button', { name: 'Upload New Blog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Blogs Upload' });
      const titleField = dialog.getByLabel('Title', { exact: true });
      await dialog.getByLabel('Heading 1', { exact: true }).fill('Section');
      await dialog.getByLabel('Paragraph 1', { exact: true }).fill('Text');
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      const seeded = ((await (await fetch(urlFor('/blogs'))).json()) as { data: BlogRecord[] }).data[0]!;

      for (const [title, slug, message, fieldId] of [
        ['', '', 'The title is required', 'blog-title'],
        ['x'.repeat(210), '', 'The title can be at most 200 characters', 'blog-title'],
        ['A post with a taken address', seeded.slug_url, `Another post already uses this address: /blogs/${seeded.slug_url}`, 'blog-slug'],
      ] as const) {
        await titleField.fill(title);
        await dialog.getByLabel('Slug', { exact: true }).fill(slug);
        // Pressed with the title far above: the dialog is scrolled to its end first.
        await page.evaluate(`document.querySelector('dialog').scrollTop = document.querySelector('dialog').scrollHeight`);
        await upload.click();
        const banner = dialog.getByRole('alert').filter({ hasText: message });
        await expectSeen(page, banner);
        const beside = dialog.locator(`#${fieldId}-error`);
        expect(await beside.textContent()).toBe(message);
        await focusIs(page, fieldId);
        expect((await focused(page)).describedBy).toContain(`${fieldId}-error`);
        await expectSeen(page, beside);
      }

      // A server that fails outright: the message is beside the buttons and takes the focus.
      await page.route('**/blog', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'fail', error: 'Internal error', message: 'Internal error' }) }) : route.fallback()));
      await titleField.fill('Fine title');
      await dialog.getByLabel('Slug', { exact: true }).fill('');
      await upload.click();
      const failure = dialog.getByRole('region', { name: 'Save and publish' }).getByRole('alert').filter({ hasText: 'Internal error' });
      await expectSeen(page, failure);
      await focusIs(page, 'alert');
      await page.unroute('**/blog');
      // Nothing was created by any refusal.
      const blogs = await adminGet<{ data: AdminBlogRecord[] }>('/api/admin/blogs');
      expect(blogs.data.filter((b) => b.title === 'Fine title' || b.title === 'A post with a taken address')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the case study editor is refused (no hero heading, a long heading, a server error), then the red message is beside the Update button, on screen, with focus on the field or on it', async () => {
    const { page, context } = await openAdmin(browser, '/admin/casestudy');
    try {
      await page.getByRole('button', { name: 'Create Case Study' }).click();
      await page.waitForURL(/\/edit$/);
      const id = /\/admin\/casestudy\/([^/]+)\/edit$/.exec(page.url())![1]!;
      await page.getByLabel('Section 1 heading').fill('Notes so far');
      const bar = page.getByRole('region', { name: 'Save and publish' });
      const update = bar.getByRole('button', { name: 'Update' });

      for (const [hero, message] of [
        ['', 'Add a hero heading: a case study needs one before it can be public'],
        ['x'.repeat(301), 'The hero heading can be at most 300 characters'],
      ] as const) {
        await page.getByLabel('Hero heading').fill(hero);
        // Pressed with the field far above: the form is scrolled to the bottom first.
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        await update.click();
        const alert = bar.getByRole('alert').filter({ hasText: message });
        await expectSeen(page, alert);
        const near = (await alert.boundingBox())!.y - (await update.boundingBox())!.y;
        expect(Math.abs(near)).toBeLessThan(200);
        const colours = await alert.evaluate((el: PageElement) => {
          const style = (globalThis as unknown as PageGlobals).getComputedStyle(el);
          return [style.color, style.backgroundColor];
        });
        // Red: white text on the danger colour.
        expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(180, 35, 24)']);
        await focusIs(page, 'cs-heroHeading');
        await expectSeen(page, page.locator('#cs-heroHeading-error'));
      }

      await page.route(`**/api/caseStudies/${id}`, (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error', code: 'INTERNAL' }) }) : route.fallback()));
      await page.getByLabel('Hero heading').fill('A fine heading');
      await page.evaluate('window.scrollTo(0, 0)');
      await update.click();
      const failure = bar.getByRole('alert').filter({ hasText: 'Internal error' });
      await expectSeen(page, failure);
      await focusIs(page, 'alert');
      await page.unroute(`**/api/caseStudies/${id}`);
      expect((await text(`/casestudy/${id}`)).status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('when a post drafted on an earlier day is scheduled, then the day it goes live is its date on /blog and in RSS, and it sorts there, not at its draft day', async () => {
    const { page, context, errors } = await openAdmin(browser, '/admin/blogs');
    const title = `Scheduled ${unique()}`;
    try {
      const { dialog, slug } = await startUpload(page, title);
      await dialog.getByLabel('Heading 1', { exact: true }).fill('Why now');
      await dialog.getByLabel('Paragraph 1', { exact: true }).fill('It goes live later.');
      await dialog.getByRole('button', { name: 'Save as draft' }).click();
      await page.getByRole('status').filter({ hasText: 'Blog saved as a draft: not public' }).waitFor();
      // Drafted long ago: its provisional date and ordering time are from 400 days back.
      const drafted = new Date(Date.now() - 400 * 86_400_000);
      await db.query(`UPDATE content.blogs SET published_date = $2, published_at = $3 WHERE slug_url = $1`, [slug, formatPublicDate(drafted), drafted]);

      const card = page.getByRole('listitem').filter({ hasText: title });
      await card.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      await hasValue(dialog.getByLabel('Title', { exact: true }), title);
      expect(await dialog.getByLabel('Published date').inputValue()).toBe('');
      await dialog.getByRole('button', { name: 'Schedule…' }).click();
      await dialog.getByLabel('Publish on').fill(await localTimeIn(page, 8));
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await page.getByRole('status').filter({ hasText: /^Blog scheduled for / }).waitFor();
      await card.getByText(/^Scheduled for /).waitFor();
      const scheduled = (await adminGet<{ data: AdminBlogRecord[] }>('/api/admin/blogs')).data.find((b) => b.slug_url === slug)!;
      const day = formatPublicDate(new Date(scheduled.publish_at!));
      expect(scheduled).toMatchObject({ status: 'scheduled', published_date: day, published_at: scheduled.publish_at });
      expect((await text(`/blogs/${slug}`)).status).toBe(404);

      await sleep(Date.parse(scheduled.publish_at!) - Date.now() + 1500);
      const live = await publicPost(slug);
      expect(live.article.status).toBe(200);
      expect(live.article.body).toContain(day);
      // On /blog's first page, with that day, before the newest seeded post (not 400 days back).
      const newestSeed = 'Why Every Successful Install Starts with a Site Survey';
      expect(live.news).toContain(title);
      expect(live.news.indexOf(title)).toBeLessThan(live.news.indexOf(newestSeed));
      const visitor = await newContext(browser, { javaScriptEnabled: false });
      const noJs = await visitor.newPage();
      await noJs.goto('/blog');
      const newsCard = noJs.locator('article, li').filter({ hasText: title }).first();
      expect(await newsCard.textContent()).toContain(day);
      await visitor.close();
      // RSS: its item carries that day, before the newest seeded post.
      const items = live.rss.split('<item>').slice(1);
      const index = items.findIndex((item) => item.includes(`<link>${siteUrl}/blogs/${slug}</link>`));
      expect(index).toBeGreaterThanOrEqual(0);
      expect(items[index]).toContain(`<pubDate>${new Date(scheduled.publish_at!).toUTCString()}</pubDate>`);
      expect(index).toBeLessThan(items.findIndex((item) => item.includes(newestSeed)));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("when formatted text from Word is pasted into a paragraph, then only bold, italic, the link and the list are stored and shown; Word's markup is not", async () => {
    const { page, context, errors } = await openAdmin(browser, '/admin/blogs');
    const title = `Pasted ${unique()}`;
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><!--StartFragment--><p class=MsoNormal style='margin:0in;font-family:Calibri'><b><span style='mso-bidi-font-weight:normal;color:#1F3864'>Bold claim</span></b><span style='font-size:12pt'> and <i>an aside</i> with <a href="https://northwire.example/audio"><span style='color:#0563C1'>our audio page</span></a><o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Survey first<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span><![endif]>Install overnight<o:p></o:p></p>
<p class=MsoNormal><span style='font-family:"Comic Sans MS";color:red'>Red text</span><img src="file:///C:/clip.png"><script>alert(1)</script></p><!--EndFragment--></body></html>`;
    const stored =
      '<p><strong>Bold claim</strong> and <em>an aside</em> with <a rel="noopener noreferrer nofollow" href="https://northwire.example/audio">our audio page</a></p>' +
      '<ul><li><p>Survey first</p></li><li><p>Install overnight</p></li></ul><p>Red text</p>';
    try {
      const { dialog, slug } = await startUpload(page, title);
      await dialog.getByLabel('Heading 1', { exact: true }).fill('From Word');
      await pasteHtml(dialog.getByLabel('Paragraph 1', { exact: true }), word, 'Bold claim and an aside with our audio page\nSurvey first\nInstall overnight\nRed text');
      await dialog.getByLabel('Paragraph 1', { exact: true }).locator('strong').filter({ hasText: 'Bold claim' }).waitFor();
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog published' }).waitFor();

      const reply = (await (await fetch(urlFor(`/blog/${slug}`))).json()) as { data: BlogRecord };
      expect(reply.data.blogs_content).toEqual([{ heading: 'From Word', paragraph: stored }]);
      const article = (await text(`/blogs/${slug}`)).body;
      expect(article).toContain(stored);
      expect(article).not.toMatch(/Mso|mso-|Comic Sans|o:p|file:\/\/\/|alert\(1\)/);
      // Reopened, the editor shows the same formatting, and saving it again changes nothing.
      await page.getByRole('button', { name: `Edit Blog: ${title}` }).click();
      const paragraph = dialog.getByLabel('Paragraph 1', { exact: true });
      await paragraph.locator('a[href="https://northwire.example/audio"]').waitFor();
      expect(await paragraph.locator('li').allTextContents()).toEqual(['Survey first', 'Install overnight']);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Blog saved: public now' }).waitFor();
      expect(((await (await fetch(urlFor(`/blog/${slug}`))).json()) as { data: BlogRecord }).data.blogs_content[0]!.paragraph).toBe(stored);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when each dashboard figure is followed, then the list it opens has exactly that many entries', async () => {
    const auth = { authorization: await adminBearer(), 'content-type': 'application/json' };
    const stamp = unique();
    // Something behind every figure: a new lead, one already contacted, a failed mail, a pending
    // subscriber, a draft post, a post with unpublished changes, a blank case study.
    const formToken = await earnedFormToken();
    for (const name of [`Fresh Lead ${stamp}`, `Contacted Lead ${stamp}`]) {
      const sent = await fetch(urlFor('/send-contact-form-main'), { method: 'POST', headers: asVisitor({ 'content-type': 'application/json' }), body: JSON.stringify({ email: `lead-${stamp}@example.com`, name: name.replace(/\d/g, ''), message: 'Forty screens', phoneNum: '', formType: 'Contact page Form', formToken }) });
      expect(sent.status).toBe(200);
    }
    const contacted = (await db.query<{ id: string }>(`SELECT id FROM forms.submissions WHERE payload->>'name' = $1`, [`Contacted Lead ${stamp}`.replace(/\d/g, '')])).rows[0]!;
    await fetch(urlFor(`/api/admin/submissions/${contacted.id}/lead-status`), { method: 'PUT', headers: auth, body: JSON.stringify({ leadStatus: 'contacted' }) });
    // Its mail fails for good: once the worker has reported on it, so no later report undoes it.
    for (const until = Date.now() + 20_000; Date.now() < until; await sleep(200)) {
      const { rows } = await db.query<{ delivery_status: string }>(`SELECT delivery_status FROM forms.submissions WHERE id = $1`, [contacted.id]);
      if (rows[0]?.delivery_status !== 'pending') break;
    }
    await db.query(`UPDATE forms.submissions SET delivery_status = 'failed' WHERE id = $1`, [contacted.id]);
    await fetch(urlFor('/send-newsletter'), { method: 'POST', headers: asVisitor({ 'content-type': 'application/json' }), body: JSON.stringify({ email: `reader-${stamp}@example.com`, formType: 'Newsletter', formToken }) });
    await fetch(urlFor('/blog'), { method: 'POST', headers: auth, body: JSON.stringify({ title: `Draft ${stamp}`, category: 1, publication: 'draft' }) });
    const live = (await (await fetch(urlFor('/blog'), { method: 'POST', headers: auth, body: JSON.stringify({ title: `Live ${stamp}`, category: 1 }) })).json()) as { data: AdminBlogRecord };
    await fetch(urlFor(`/blog/${live.data.blog_id}`), { method: 'PUT', headers: auth, body: JSON.stringify({ title: `Live ${stamp} edited`, category: 1, publication: 'draft' }) });
    await fetch(urlFor('/api/caseStudies'), { method: 'POST', headers: auth });

    const { page, context, errors } = await openAdmin(browser, '/admin');
    try {
      const counts = page.getByRole('list', { name: 'At a glance' });
      await countsLoaded(page);
      const figures: Record<string, number> = {};
      for (const [label, listCount] of [
        ['New leads this week', /\((\d+) in all\)/],
        ['Failed mails', /\((\d+) in all\)/],
        ['Pending subscribers', /\((\d+) in all\)/],
        ['Blog drafts', /^(\d+) posts?/],
        ['Case study drafts', /^(\d+) case stud/],
      ] as const) {
        await page.goto('/admin', { waitUntil: 'networkidle' });
        await countsLoaded(page);
        const item = counts.getByRole('listitem').filter({ hasText: label });
        const figure = Number(await item.locator('.admin-count__value').textContent());
        figures[label] = figure;
        await item.getByRole('link').click();
        const shown = listCount.source.includes('in all') ? page.getByRole('navigation', { name: 'Pages' }) : page.locator('.admin-list-count');
        // The list's own total, once it has loaded (it may read 0 while the first reply is on its way).
        let listed = -1;
        for (const until = Date.now() + 10_000; Date.now() < until; await sleep(200)) {
          const found = listCount.exec((await shown.textContent().catch(() => '')) ?? '');
          listed = found ? Number(found[1]) : -1;
          if (listed === figure) break;
        }
        expect({ label, listed }).toEqual({ label, listed: figure });
      }
      expect(Object.entries(figures).filter(([, n]) => n === 0)).toEqual([]);
      // The contacted lead is not a new lead; the fresh one is.
      await page.goto('/admin/inbox?type=all&view=new-leads', { waitUntil: 'networkidle' });
      await page.getByRole('row').filter({ hasText: 'Fresh Lead' }).first().waitFor();
      expect(await page.getByRole('row').filter({ hasText: 'Contacted Lead' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when a submission was held as spam, then the inbox says why in words, and the CSV carries that reason and the notes sales wrote', async () => {
    const name = `Held Bot ${unique()}`.replace(/\d/g, '');
    const sent = await fetch(urlFor('/send-contact-form-main'), { method: 'POST', headers: asVisitor({ 'content-type': 'application/json' }), body: JSON.stringify({ email: 'bot@example.com', name, message: 'Buy now', phoneNum: '', formType: 'Contact page Form' }) });
    expect(await sent.json()).toMatchObject({ msg: 'success', held: true });
    const { page, context, errors } = await openAdmin(browser, '/admin/inbox?type=contact&status=spam');
    try {
      const row = page.getByRole('row').filter({ hasText: name });
      expect(await row.textContent()).toContain("It came without the token the form's page hands out");
      await row.getByRole('button', { name: `Open ${name}` }).click();
      const details = page.getByRole('dialog', { name: 'Contact enquiry' });
      await details.getByText('Held as spam because').waitFor();
      await details.getByText("It came without the token the form's page hands out: sent by a script or a copy of the form, not from the site's page.").waitFor();
      const note = `Checked: a bot ${unique()}`;
      await details.getByLabel('Internal note').fill(note);
      await details.getByRole('button', { name: 'Add note' }).click();
      await details.getByText(`Note: ${note}`).first().waitFor();
      await details.getByRole('button', { name: 'Close' }).click();
      const csv = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await readFile(await (await csv).path(), 'utf8');
      const line = file.split('\r\n').find((l) => l.includes(name))!;
      expect(line).toContain("It came without the token the form's page hands out");
      expect(line).toContain(note);
      expect(file.split('\r\n')[0]!.endsWith(',spamReason,notes')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
