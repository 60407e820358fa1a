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

/** A fresh context (own storage and cookies) whose relative URLs resolve against the system. */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });
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
  await waitForLoadIslands(page);
  return { page, context, errors };
}

/**
 * Waits until the named island (components/islands/island.tsx) has hydrated: React owns its first
 * element. Public pages hydrate islands after the load event, "visible" ones only near the viewport
 * (scroll to them first); type into a form only after this.
 */
export async function waitForIsland(page: Page, name: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (island) =>
      Array.from(document.querySelectorAll(`[data-island="${island}"]`)).some((box) => {
        const first = box.firstElementChild;
        return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
      }),
    name,
    { timeout },
  );
}

/** Waits until React owns this element (the island it belongs to has hydrated). */
export async function waitForHydrated(target: Locator, timeout = 15_000): Promise<void> {
  const element = await target.elementHandle({ timeout });
  await target.page().waitForFunction((node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')), element, { timeout });
}

/** Waits until every island of the page that hydrates on load (header, forms, ...) has hydrated. */
export async function waitForLoadIslands(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-island][data-when="load"]')).every((box) => {
        const first = box.firstElementChild;
        return first === null || Object.keys(first).some((key) => key.startsWith('__reactFiber'));
      }),
    null,
    { timeout },
  );
}
