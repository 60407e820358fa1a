import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { baseUrl } from './base-url';

/**
 * Debian's Chromium, headless. The background-networking flags matter: this machine has no outside
 * network, and without them Chromium keeps opening connections that are refused.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser per spec file: launch in beforeAll, `browser.close()` in afterAll. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A random address of the benchmarking range 198.18.0.0/15 (RFC 2544): one per browser context, and
 * one per form a spec posts itself (`asVisitor`). The e2e system's gateway trusts the test client as
 * production's gateway trusts nginx (scripts/e2e.mjs), so each is a visitor of its own.
 */
export const visitorAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * A fresh context (own storage and cookies) whose relative URLs resolve against the system. Each
 * context is its own visitor, with its own address (`X-Forwarded-For`, which the gateway trusts from
 * loopback), as people on the site are: the per-visitor form limits (5 a minute) then count one
 * test's posts, never the whole run's, however fast the tests go.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress(), ...options.extraHTTPHeaders },
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far (assert it is empty where that matters). */
  errors: string[];
}

/** Opens `path` in a new context and waits for the network to settle. Close with `context.close()`. */
export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForEnhancements(page);
  return { page, context, errors };
}

/**
 * Waits until the named enhancement module (frontend/src/enhance/<name>.ts) has taken over an element
 * of the page: it marks each `[data-<name>]` it enhances with `data-enhanced`. Everything works
 * before that (HTML first); wait only to test what the script adds.
 */
export async function waitForEnhanced(page: Page, name: string, timeout = 15_000): Promise<void> {
  await page.locator(`[data-${name}][data-enhanced]`).first().waitFor({ state: 'attached', timeout });
}

/** Waits until this element has been taken over by its enhancement module (`data-enhanced`). */
export async function waitForEnhancedElement(target: Locator, timeout = 15_000): Promise<void> {
  const element = await target.elementHandle({ timeout });
  await target.page().waitForFunction((node) => node !== null && (node as Element).closest('[data-enhanced]') !== null, element, { timeout });
}

/**
 * Waits until the page's scripts have run: on a public page that loads any (text-only pages load
 * none), the header module, which comes with every script a page loads, has enhanced the header.
 * The admin app loads no enhancement module: nothing to wait for.
 */
export async function waitForEnhancements(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('script[type="module"][src*="/site-header."]') === null || document.querySelector('[data-site-header][data-enhanced]') !== null,
    null,
    { timeout },
  );
}

/** Headers of a request a spec sends itself as a visitor of its own (its own X-Forwarded-For). */
export const asVisitor = (headers: Record<string, string> = {}): Record<string, string> => ({ 'x-forwarded-for': visitorAddress(), ...headers });

/** Where an element is shown, the middle of its box (it must be shown). */
async function middleOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A tap where the element is shown, whatever lies on top, as a finger does (Playwright's own tap
 * refuses when another element would take it): the second tap on an open Services lands on the link
 * that lies over its summary, a tap outside an open menu on the layer that closes it.
 */
export async function tapOn(page: Page, target: Locator): Promise<void> {
  const { x, y } = await middleOf(target);
  await page.touchscreen.tap(x, y);
}

/** A click where the element is shown, whatever lies on top (a click outside an open menu). */
export async function clickOn(page: Page, target: Locator): Promise<void> {
  const { x, y } = await middleOf(target);
  await page.mouse.click(x, y);
}
