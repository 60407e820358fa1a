import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { adminBearer, adminContext, adminUserInfo, earnedFormToken, expectAccessible, launchBrowser, urlFor, asVisitor } from '../support';

/** Letters only: the contact form's name accepts letters and spaces. */
const letters = (n: number): string =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const PHONE = { width: 390, height: 844 };

async function openAdmin(browser: Browser, path: string, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await adminContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, context, errors };
}

/** A contact enquiry, sent as the contact page sends it (with the anti-spam token a page earns). */
async function anEnquiry(name: string, email: string, message: string): Promise<void> {
  const res = await fetch(urlFor('/send-contact-form-main'), {
    method: 'POST',
    headers: asVisitor({ 'content-type': 'application/json' }),
    body: JSON.stringify({ name, email, message, phoneNum: '4165550100', formType: 'Contact page Form', formToken: await earnedFormToken() }),
  });
  expect(await res.json()).toEqual({ msg: 'success' });
}

/** Browser-side code as strings: this workspace compiles without the DOM library. */
const scrollWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

/**
 * Every visible control (links, buttons, fields) lies inside the viewport's width, so it can be
 * reached without scrolling sideways; returns the ones that do not.
 */
async function controlsOutside(page: Page, scope: Locator, width: number): Promise<string[]> {
  const controls = scope.locator('a[href], button, input:not([type="hidden"]), select, textarea');
  const outside: string[] = [];
  let seen = 0;
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    seen += 1;
    const box = await control.boundingBox();
    if (!box) continue;
    if (box.x < -0.5 || box.x + box.width > width + 0.5) {
      outside.push(`${await control.evaluate('(el) => el.outerHTML.slice(0, 120)')} at x=${box.x} w=${box.width}`);
    }
  }
  // A page whose controls were all hidden would pass for the wrong reason.
  if (seen === 0) outside.push(`no visible control on ${page.url()}`);
  return outside;
}

describe('the admin shell and the inbox, as sales and editors use them', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('when an admin moves through the shell, then every section opens without the public header, footer or newsletter form, and the user and Logout are there', async () => {
    const { page, context, errors } = await openAdmin(browser, '/admin');
    try {
      const admin = await adminUserInfo();
      await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor();
      const user = page.getByRole('group', { name: 'Signed-in user' });
      expect(await user.textContent()).toContain(admin.email);
      expect(await user.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      // The spec's links of the Admin Portal are still on the page itself.
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Case Studies', exact: true }).getAttribute('href')).toBe('/admin/casestudy');
      expect(await main.getByRole('link', { name: 'Blogs', exact: true }).getAttribute('href')).toBe('/admin/blogs');
      // Counts: forms-service's three, and the drafts of each kind (a number, or "—" without content-service's endpoint).
      const counts = page.getByRole('list', { name: 'At a glance' });
      await page.waitForFunction(`!document.querySelector('[aria-labelledby="dashboard-counts"]')?.textContent?.includes('…')`);
      for (const label of ['New leads this week', 'Failed mails', 'Pending subscribers']) {
        expect(await counts.getByRole('listitem').filter({ hasText: label }).textContent()).toMatch(/^\d+/);
      }
      for (const label of ['Blog drafts', 'Case study drafts']) {
        expect(await counts.getByRole('listitem').filter({ hasText: label }).textContent()).toMatch(/^(\d+|—)/);
      }
      await expectAccessible(page);

      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      for (const [link, heading, path] of [
        ['Blogs', 'Blogs Listing', '/admin/blogs'],
        ['Case studies', 'Case Studies', '/admin/casestudy'],
        ['Inbox', 'Inbox', '/admin/inbox'],
        ['Subscribers', 'Subscribers', '/admin/subscribers'],
        ['Dashboard', 'Admin Portal', '/admin'],
      ] as const) {
        await nav.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current')).toBe('page');
        expect(await page.locator('footer').count()).toBe(0);
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
        expect(await page.getByRole('navigation', { name: 'Quick links' }).count()).toBe(0);
        expect(await page.getByLabel(/newsletter/i).count()).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when sales works leads, then status and notes are kept with who and when, search and filters combine, and the CSV holds what the filters show', async () => {
    const company = `bm${letters(8)}`;
    const first = `Olivia ${letters(6)}`;
    const second = `Marco ${letters(6)}`;
    await anEnquiry(first, `o@${company}.example`, 'Menu boards for forty stores');
    await anEnquiry(second, `m@${company}.example`, 'A quote for a lobby screen');
    const { page, context, errors } = await openAdmin(browser, '/admin/inbox');
    try {
      const admin = await adminUserInfo();
      await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(company);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      // The two newest leads are on the unfiltered first page too: the search has answered once the
      // count says two in all (counted at once, the list could still be the one from before the search).
      await page.getByText('Page 1 of 1 (2 in all)').waitFor();
      await page.getByRole('button', { name: `Open ${first}` }).waitFor();
      await page.getByRole('button', { name: `Open ${second}` }).waitFor();
      expect(await page.getByRole('button', { name: /^Open / }).count()).toBe(2);

      // Qualify the first lead and note why.
      await page.getByRole('button', { name: `Open ${first}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact enquiry' });
      await dialog.getByText('No status changes or notes yet.').waitFor();
      await dialog.getByLabel('Lead status').selectOption('qualified');
      await dialog.getByText('Lead status set to Qualified.').waitFor();
      const note = `Budget approved ${letters(6)}`;
      await dialog.getByLabel('Internal note').fill(note);
      await dialog.getByRole('button', { name: 'Add note' }).click();
      const history = dialog.getByRole('list', { name: 'Lead history' });
      await history.getByText(`Note: ${note}`).waitFor();
      const entries = await history.getByRole('listitem').allTextContents();
      expect(entries).toHaveLength(2);
      expect(entries[0]).toContain(admin.email);
      expect(entries[0]).toContain('Status New → Qualified');
      expect(entries[1]).toContain(admin.email);
      expect(entries[1]).toContain(`Note: ${note}`);
      await expectAccessible(page);

      // Escape closes the (native, modal) dialog; focus goes back to the list.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // The list shows the new lead status; the lead status filter combines with the search.
      expect(await page.getByRole('row').filter({ hasText: first }).getByText('Qualified').count()).toBe(1);
      await page.getByLabel('Lead status').selectOption('qualified');
      await page.getByText('Page 1 of 1 (1 in all)').waitFor();
      expect(await page.getByRole('button', { name: `Open ${second}` }).count()).toBe(0);

      // The export follows the same filters: one row, the qualified lead.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n').filter(Boolean);
      expect(lines[0]).toMatch(/^id,type,region,status,leadStatus,/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(first);
      expect(lines[1]).toContain(',qualified,');
      expect(csv).not.toContain(second);

      // The note's text finds the lead too, and what was done is kept on the server.
      await page.getByLabel('Lead status').selectOption('');
      await page.getByRole('searchbox', { name: 'Search' }).fill(note);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Page 1 of 1 (1 in all)').waitFor();
      await page.getByRole('button', { name: `Open ${first}` }).waitFor();
      const listed = (await (
        await fetch(urlFor(`/api/admin/submissions?q=${encodeURIComponent(company)}&leadStatus=qualified`), {
          headers: { authorization: await adminBearer() },
        })
      ).json()) as { data: Array<{ id: string; payload: Record<string, string> }> };
      expect(listed.data.map((s) => s.payload.name)).toEqual([first]);
      const kept = (await (
        await fetch(urlFor(`/api/admin/submissions/${listed.data[0]!.id}/history`), { headers: { authorization: await adminBearer() } })
      ).json()) as { data: { history: Array<{ kind: string; actorEmail: string }> } };
      expect(kept.data.history.map((e) => [e.kind, e.actorEmail])).toEqual([
        ['status', admin.email],
        ['note', admin.email],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when every admin page is opened at 390 px, then nothing scrolls sideways, every action is on screen, and Escape closes the dialogs', async () => {
    const caseStudies = (await (await fetch(urlFor('/api/caseStudies'))).json()) as Array<{ _id: string }>;
    const pages: Array<[string, string]> = [
      ['/admin', 'Admin Portal'],
      ['/admin/blogs', 'Blogs Listing'],
      ['/admin/casestudy', 'Case Studies'],
      ['/admin/inbox', 'Inbox'],
      ['/admin/subscribers', 'Subscribers'],
    ];
    if (caseStudies[0]) pages.push([`/admin/casestudy/${caseStudies[0]._id}/edit`, 'Edit Case Study']);
    await anEnquiry(`Narrow ${letters(6)}`, `n@${letters(8)}.example`, 'Seen on a phone');
    const { page, context, errors } = await openAdmin(browser, '/admin', PHONE);
    try {
      for (const [path, heading] of pages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect([path, (await scrollWidth(page)) <= PHONE.width]).toEqual([path, true]);
        expect([path, await controlsOutside(page, page.locator('body'), PHONE.width)]).toEqual([path, []]);
        if (heading !== 'Edit Case Study') expect(await page.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
      }

      // The inbox's details dialog fits the phone, its actions are on screen, and Escape closes it.
      await page.goto('/admin/inbox', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /^Open / }).first().click();
      const details = page.getByRole('dialog', { name: 'Contact enquiry' });
      await details.getByRole('button', { name: 'Close' }).waitFor();
      expect(await controlsOutside(page, details, PHONE.width)).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      // The blog editor's popup closes with Escape too.
      await page.goto('/admin/blogs', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Upload New Blog' }).click();
      const editor = page.getByRole('dialog', { name: 'Blogs Upload' });
      await editor.waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
