/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { Client } from 'pg';
import { sendRaw } from '@site/testing/fuzz';
import { baseUrl, earnedFormToken, launchBrowser, newContext, urlFor, waitForMail, type CaughtMail, asVisitor } from '../support';

// Issue 25, item 1: the newsletter by the standards, through the whole running system. A mail's
// confirm and unsubscribe links open site pages (header, footer, no script needed) whose button
// posts; a GET, as a mail scanner makes, changes nothing. The List-Unsubscribe address takes a
// mailbox provider's one-click POST (RFC 8058) and unsubscribes at once. And the site's pages take
// only their methods: 405 for TRACE anywhere and for a POST to a page without a form.

const unique = (label: string) => `${label}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}@example.com`;

let db: Client;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const subscriber = async (email: string) =>
  (await db.query<{ status: string; confirmed_at: Date | null; unsubscribed_at: Date | null }>('SELECT status, confirmed_at, unsubscribed_at FROM forms.subscribers WHERE email = $1', [email])).rows;

/** Signs up through the public API as a page's script would, and returns the confirmation mail. */
async function signUp(email: string): Promise<CaughtMail> {
  const reply = await fetch(urlFor('/send-newsletter'), {
    method: 'POST',
    headers: asVisitor({ 'content-type': 'application/json' }),
    body: JSON.stringify({ email, formType: 'Newsletter', formToken: await earnedFormToken() }),
  });
  expect(await reply.json()).toEqual({ msg: 'success' });
  return waitForMail((m) => m.to.some((to) => to.address === email));
}

/** The link of a mail's text that leads to `path`, moved onto the system under test. */
function linkTo(mail: CaughtMail, path: string): string {
  const found = (mail.text ?? '').match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[\\w.-]+`))?.[0];
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  const url = new URL(found);
  return urlFor(`${url.pathname}${url.search}`);
}

const header = (mail: CaughtMail, name: string): string => {
  const value = mail.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

describe('newsletter links', () => {
  it('when a mail scanner opens the confirm and unsubscribe links (GET, following redirects), then the pages answer 200 and the subscriber is still pending', async () => {
    const email = unique('scanned');
    const mail = await signUp(email);
    for (const link of [linkTo(mail, '/newsletter/confirm'), linkTo(mail, '/newsletter/unsubscribe')]) {
      const reply = await fetch(link, { headers: { accept: 'text/html' } });
      expect({ link, status: reply.status, type: reply.headers.get('content-type'), cache: reply.headers.get('cache-control') }).toEqual({
        link,
        status: 200,
        type: 'text/html; charset=utf-8',
        cache: 'no-store',
      });
      expect(await reply.text()).toContain('<meta name="robots" content="noindex"');
    }
    // The API address of the List-Unsubscribe header (and of older mails' links): a GET is a 303 to the page.
    const oneClick = /<([^>]+)>/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '';
    const redirected = await fetch(urlFor(new URL(oneClick).pathname + new URL(oneClick).search), { redirect: 'manual' });
    expect([redirected.status, redirected.headers.get('location')?.split('?')[0]]).toEqual([303, '/newsletter/unsubscribe']);
    expect(await subscriber(email)).toEqual([{ status: 'pending', confirmed_at: null, unsubscribed_at: null }]);
  });

  it('when a reader without JavaScript opens the confirm link, then a full site page asks, and its button confirms the subscription', async () => {
    const email = unique('confirms');
    const mail = await signUp(email);
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(linkTo(mail, '/newsletter/confirm'));
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Confirm your subscription');
      // The site's own page: its header navigation and footer are there.
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('navigation', { name: 'Quick links' }).waitFor();
      expect(await page.locator('script[src]').count()).toBe(0);
      expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'pending' })]);

      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/newsletter/confirm');
      expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'confirmed', confirmed_at: expect.any(Date) })]);

      // Pressing again (a reload of the post) changes nothing.
      await page.goBack();
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await page.getByRole('heading', { level: 1, name: 'Already confirmed' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when a mailbox provider posts the List-Unsubscribe address one-click (RFC 8058), then the reader is unsubscribed at once; the mail is signed and names the list', async () => {
    const email = unique('oneclick');
    const mail = await signUp(email);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'List-Id')).toBe('Northwire Integration newsletter <newsletter.northwire.example>');
    expect(header(mail, 'DKIM-Signature')).toMatch(/d=northwire\.example;[\s\S]*s=nw1;[\s\S]*list-unsubscribe-post/i);
    const address = new URL(/<([^>]+)>/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '');
    expect(address.pathname).toBe('/api/newsletter/unsubscribe');

    const reply = await fetch(urlFor(address.pathname + address.search), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect({ status: reply.status, body: await reply.json() }).toEqual({
      status: 200,
      body: { status: 'success', outcome: 'unsubscribed', message: expect.any(String) },
    });
    expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) })]);
  });

  it('when a reader without JavaScript opens the unsubscribe link and presses its button, then they are unsubscribed', async () => {
    const email = unique('leaves');
    const mail = await signUp(email);
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(linkTo(mail, '/newsletter/unsubscribe'));
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor();
      expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'pending' })]);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('heading', { level: 1, name: 'You have unsubscribed' }).waitFor();
      expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'unsubscribed' })]);
    } finally {
      await context.close();
    }
  });

  it('when a link is tampered with and its button pressed, then the page answers 400 "Link not valid" and nothing changes', async () => {
    const email = unique('tampered');
    const mail = await signUp(email);
    const link = new URL(linkTo(mail, '/newsletter/confirm'));
    const reply = await fetch(urlFor('/newsletter/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: `token=${encodeURIComponent(`${link.searchParams.get('token')?.slice(0, -2)}xx`)}`,
    });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toContain('Link not valid');
    expect(await subscriber(email)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });
});

describe('methods the site takes', () => {
  // Raw HTTP: fetch refuses to send TRACE.
  const send = async (method: string, path: string) => {
    const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const reply = await sendRaw(baseUrl, {
      method,
      path,
      ...(withBody ? { body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
    });
    return `${method} ${path} ${reply.status} ${String(reply.headers.allow ?? '-')}`;
  };

  it('when TRACE, or a POST, PUT or DELETE, reaches a prerendered page or one rendered on request, then it is 405 with the methods it takes; GET and HEAD still answer', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const path of ['/', '/about', '/services', '/network-design', '/casestudy', '/privacy-statment']) {
      for (const method of ['TRACE', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        seen.push(await send(method, path));
        wanted.push(`${method} ${path} 405 GET, HEAD`);
      }
      for (const method of ['GET', 'HEAD']) {
        seen.push(await send(method, path));
        wanted.push(`${method} ${path} 200 -`);
      }
    }
    seen.push(await send('TRACE', '/newsletter/confirm'));
    wanted.push('TRACE /newsletter/confirm 405 GET, HEAD, POST');
    expect(seen).toEqual(wanted);
  });

  it('when a page rendered on request is read, then its Content-Type names the charset, as the prerendered pages do', async () => {
    const types: string[] = [];
    for (const path of ['/', '/services', '/blog', '/casestudy', '/about', '/no-such-page', '/sitemap.xml']) {
      const reply = await fetch(urlFor(path));
      await reply.arrayBuffer();
      types.push(`${path} ${reply.headers.get('content-type')}`);
    }
    expect(types).toEqual([
      '/ text/html; charset=utf-8',
      '/services text/html; charset=utf-8',
      '/blog text/html; charset=utf-8',
      '/casestudy text/html; charset=utf-8',
      '/about text/html; charset=utf-8',
      '/no-such-page text/html; charset=utf-8',
      expect.stringMatching(/^\/sitemap\.xml application\/xml/),
    ]);
  });
});
