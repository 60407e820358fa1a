/// <reference lib="dom" />
// page.evaluate callbacks run in the browser, so this file also sees DOM types.
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, newContext, openPage, tapOn, waitForEnhanced } from '../support';

// The company pages of issue 6 through the running system: every route with its heading and key
// content, the header menus (desktop and mobile), scroll-to-top, redirects, the router error page,
// chunk failures, the statistics, the hero video and carousel breakpoints (axe over every page: site-quality.spec).

const PAGES: Array<{ path: string; h1: string; content: string[] }> = [
  { path: '/', h1: 'The technology in every location, installed right and kept running', content: ['Trusted by multi-site brands across North America', 'Services built for multi-site operations', 'See every location the way our technicians do', 'Proven at scale', 'Sectors we serve', 'Latest from the blog'] },
  { path: '/about', h1: 'Technicians, engineers and project managers who finish what they start', content: ['Our mission', 'Our vision', 'What you can hold us to', 'How we work'] },
  { path: '/services', h1: 'Everything your locations need, from one accountable partner', content: ['Our services', 'Latest from the blog'] },
  { path: '/preventative-maintenance', h1: 'Fix it before it breaks, and fast when it does', content: ['Preventative maintenance versus break-fix', 'Why a maintenance plan pays for itself'] },
  { path: '/digital-signage-solution', h1: 'Screens that go up cleanly and stay on', content: ['Where our screens work hardest'] },
  { path: '/everything-audio', h1: 'Sound that fits the room', content: ['Audio for every kind of space'] },
  { path: '/network-design', h1: 'Networks designed for the way your sites actually work', content: ['Network design consulting', 'Managed network services'] },
  { path: '/structured-wiring-perfected', h1: 'Structured wiring, perfected', content: ['The right cable for each job'] },
  { path: '/logistics-procurement', h1: 'The right kit, at the right site, on the right day', content: ['Four services, one supply chain'] },
  { path: '/environment-surveys', h1: 'Every visit becomes data you can use', content: ['The reports we deliver', 'Store rating (0-10)'] },
  { path: '/remote-monitoring-support', h1: 'Watching your sites 24/7, so you do not have to', content: ['24/7 monitoring', '4G backup', 'US-based support'] },
  { path: '/call-center-support-hub-support', h1: 'One number for every location, answered by people who know your sites', content: ['Support hub services'] },
  { path: '/novastar-certified-engineers', h1: 'NovaStar-certified LED engineers for walls of any size', content: ['What our LED engineers do'] },
  { path: '/client', h1: 'Trusted where downtime is not an option', content: ['Restaurants', 'Retail', 'Healthcare', 'Finance', 'Education', 'Convention venues', 'What our clients say'] },
  { path: '/privacy-statment', h1: 'Privacy statement', content: ['Information we collect', 'Cookies and local storage', 'How long we keep it', 'Contact us'] },
];

/** How many slides of the named carousel lie fully inside its visible track. */
async function visibleSlides(page: Page, label: string): Promise<number> {
  const region = page.getByRole('region', { name: label });
  await region.locator('.swiper-initialized').waitFor();
  return region.evaluate((root) => {
    const track = root.querySelector('.swiper')!.getBoundingClientRect();
    return Array.from(root.querySelectorAll('.swiper-slide')).filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= track.left - 2 && box.right <= track.right + 2;
    }).length;
  });
}

/** A <summary> by its text: Playwright gives <summary> no ARIA role (Chromium exposes it as a disclosure button). */
const summaryIn = (scope: Locator, text: string): Locator => scope.locator('summary').filter({ hasText: text }).first();
const isOpen = (target: Locator): Promise<boolean> => target.evaluate((node) => (node.closest('details') as HTMLDetailsElement).open);

/** Slides move on autoplay; pause it (the carousel's own button) so positions are stable. */
async function pauseCarousel(page: Page, label: string) {
  const pause = page.getByRole('button', { name: `Pause ${label}` });
  if (await pause.count()) await pause.click();
  await page.waitForTimeout(400);
}

describe('company pages (issue 6) through the running system', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { path, h1, content } of PAGES) {
    // axe: site-quality.spec checks every public route, this one included, at phone and desktop sizes.
    it(`when a visitor opens ${path}, then its one h1, key content, header and footer show, with no script errors`, async () => {
      const { page, context, errors } = await openPage(browser, path);
      try {
        await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        for (const text of content) await page.getByRole('heading', { name: text, exact: true }).first().waitFor();
        expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
        await page.getByRole('contentinfo').getByRole('heading', { name: 'Canada' }).waitFor();
        expect(await page.title()).toContain('Northwire Integration');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('when /home or the correctly spelled privacy path is opened, then the visitor lands on / and /privacy-statment', async () => {
    const { page, context } = await openPage(browser, '/home');
    try {
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: /The technology in every location/ }).waitFor();
      await page.goto('/privacy-statement', { waitUntil: 'networkidle' });
      await page.waitForURL((url) => url.pathname === '/privacy-statment');
      await page.getByRole('heading', { level: 1, name: 'Privacy statement' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when an unknown address is opened, then the router error page shows status and text inside the layout with a way home', async () => {
    const { page, context } = await openPage(browser, '/no-such-page-here');
    try {
      await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
      await page.getByText('404 Not Found').waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('when a route chunk of the app is missing or fails, then the page says which chunk, the failure type and address, and offers a reload', async () => {
    // Public pages have no route chunks (no React in the browser); the admin app (sign-in, admin) does.
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const chunk = /\/static\/js\/login-[^/]+\.js$/;
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor();
      await page.getByText(/^Loading chunk login-[\w-]+ failed\.$/).waitFor();
      await page.getByText('missing', { exact: true }).waitFor();
      expect(await page.getByText(/\/static\/js\/login-[\w-]+\.js$/).count()).toBe(1);

      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Reload the page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("when an enhancement's script is missing, then the page keeps its content and links, the other enhancements still work, and the chunk failure is reported", async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const logged: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') logged.push(msg.text());
      });
      await page.route(/\/static\/js\/site-header\.[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto('/contact', { waitUntil: 'networkidle' });
      // The contact form's module is a script of its own: it takes the form over and keeps letters and spaces only as typed.
      await waitForEnhanced(page, 'contact-form');
      const form = page.getByRole('form', { name: "Let's get in touch" });
      await form.getByLabel('Name').pressSequentially('Ada 42');
      expect(await form.getByLabel('Name').inputValue()).toBe('Ada ');
      // The header stays the server's markup: its links still lead on; the failure names the chunk.
      expect(await page.getByRole('banner').getByRole('link', { name: 'Northwire Integration' }).getAttribute('href')).toBe('/');
      expect(logged.filter((line) => /^Loading chunk site-header\.[\w.-]+ failed\./.test(line))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('when a desktop visitor uses the header menus by pointer and keyboard, then the dropdowns open, close on Escape and navigate', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      const main = page.getByRole('navigation', { name: 'Main' });
      await summaryIn(main, 'Services').hover();
      await main.getByRole('link', { name: 'Network Design' }).click();
      await page.getByRole('heading', { level: 1, name: /Networks designed/ }).waitFor();

      const contact = summaryIn(main, 'Contact');
      await contact.focus();
      await page.keyboard.press('Enter');
      expect(await isOpen(contact)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await isOpen(contact)).toBe(false);
      expect(await contact.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await main.getByRole('link', { name: 'Contact USA' }).click();
      await page.waitForURL((url) => url.pathname === '/contact-usa');

      const resources = summaryIn(main, 'Resources');
      await resources.click();
      expect(await main.getByRole('link', { name: 'Media' }).isVisible()).toBe(true);
      expect((await main.getByRole('link', { name: 'Get Started' }).getAttribute('href')) ?? '').toMatch(/^mailto:[^?]+,[^?]+\?subject=/);
    } finally {
      await context.close();
    }
  });

  it('when a mobile visitor taps Services once the submenu opens, and a second tap goes to /services; Resources twice goes to /blog', async () => {
    // The second tap lands on the link that lies over the open summary (HTML and CSS, with or without
    // script: disclosures.spec.ts proves it on text-only pages too), so it is a tap on the same spot.
    const { page, context } = await openPage(browser, '/contact', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    try {
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await summaryIn(page.getByRole('banner'), 'Open menu').tap();
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await mobile.getByRole('link', { name: 'Home' }).waitFor();
      const services = summaryIn(mobile, 'Services');
      await services.tap();
      expect(await isOpen(services)).toBe(true);
      expect(await mobile.getByRole('link', { name: 'Structured Wiring' }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await tapOn(page, services);
      await page.waitForURL((url) => url.pathname === '/services');
      await page.getByRole('heading', { level: 1, name: /Everything your locations need/ }).waitFor();
      expect(await mobile.isVisible()).toBe(false);

      await summaryIn(page.getByRole('banner'), 'Open menu').tap();
      const resources = summaryIn(mobile, 'Resources');
      await resources.tap();
      expect(await mobile.getByRole('link', { name: 'Blogs' }).isVisible()).toBe(true);
      await tapOn(page, resources);
      await page.waitForURL((url) => url.pathname === '/blog');
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });

  it('when the visitor follows a footer link from the bottom of a page, then the new page starts at the top', async () => {
    const { page, context } = await openPage(browser, '/client');
    try {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(() => window.scrollY > 500);
      await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'About' }).click();
      await page.getByRole('heading', { level: 1, name: /Technicians, engineers/ }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when the statistics scroll into view, then they count up to 9294+, 625+, 20+ and 99%', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      const stats = page.getByRole('region', { name: 'Proven at scale' });
      const shown = stats.locator('[data-testid="stat-shown"]');
      // Until the counters come near the viewport the page shows the server's final figures.
      expect(await shown.allInnerTexts()).toEqual(['9294+', '625+', '20+', '99%']);
      await stats.scrollIntoViewIfNeeded();
      // In view, they count up: the first one passes through lower numbers, then all reach their figures.
      await page.waitForFunction(() => /^\d+\+$/.test(document.querySelector('[data-testid="stat-shown"]')?.textContent ?? '') && document.querySelector('[data-testid="stat-shown"]')?.textContent !== '9294+');
      await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="stat-shown"]')).map((n) => n.textContent).join(' ') === '9294+ 625+ 20+ 99%');
      for (const label of ['Installations', 'Projects Done', 'Years Experience', 'Repeat Customers']) await stats.getByText(label).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the home page opens, then the hero plays a muted looping video with a poster; under reduced motion a still image shows instead', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      const video = page.getByTestId('hero-video');
      await video.waitFor({ state: 'attached' });
      expect(await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, poster: Boolean(v.poster) }))).toEqual({ muted: true, loop: true, poster: true });
    } finally {
      await context.close();
    }
    const reduced = await openPage(browser, '/', { reducedMotion: 'reduce' });
    try {
      await reduced.page.getByRole('img', { name: /Abstract animation of light/ }).waitFor();
      expect(await reduced.page.getByTestId('hero-video').count()).toBe(0);
      expect(await reduced.page.getByRole('button', { name: 'Play Services carousel' }).count()).toBe(1);
    } finally {
      await reduced.context.close();
    }
  });

  it('when pages are viewed 320 px wide, then nothing scrolls sideways and axe finds no serious violation', async () => {
    const context = await newContext(browser, { viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      for (const path of ['/', '/about', '/services', '/network-design', '/environment-surveys', '/client', '/privacy-statment']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 320 });
        await expectAccessible(page);
      }
    } finally {
      await context.close();
    }
  });

  it('when a phone opens a service page, then its CSS is inline, it loads only its enhancement scripts (never React, the app, its router or store), Swiper only once the carousel scrolls into view, and nothing shifts', async () => {
    const context = await newContext(browser, { viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto('/network-design', { waitUntil: 'networkidle' });
      // Its CSS is inlined: the page fetches no stylesheet (the links beside it are disabled).
      expect(stylesheets).toEqual([]);
      // The document names its enhancement modules, the chunk report first; nothing else.
      const named = await page.locator('script[type="module"]').evaluateAll((tags) => tags.map((t) => new URL((t as HTMLScriptElement).src).pathname));
      expect(named.map((src) => /^\/static\/js\/([\w-]+)\./.exec(src)?.[1])).toEqual(['chunk-report', 'site-header', 'footer-newsletter', 'carousel']);
      // The admin app (admin.html's entry), React, its router and its store (RTK Query) never load on a public page.
      expect(scripts.filter((s) => /\/static\/js\/(admin|main|api|index)-[\w-]{8}\.js$/.test(s) || /react|chunk-[A-Z0-9]{8}-/.test(s))).toEqual([]);
      const menu = summaryIn(page.getByRole('banner'), 'Open menu');
      await menu.click();
      expect(await isOpen(menu)).toBe(true);
      await menu.click();
      expect(await isOpen(menu)).toBe(false);

      const region = page.getByRole('region', { name: 'Managed network services carousel' });
      expect(scripts.filter((s) => /carousel-swiper/.test(s))).toEqual([]);
      expect(await region.locator('.swiper-initialized').count()).toBe(0);
      const before = await region.locator('.swiper-slide').first().boundingBox();
      await region.scrollIntoViewIfNeeded();
      await region.locator('.swiper-initialized').waitFor();
      expect(scripts.filter((s) => /carousel-swiper/.test(s))).toHaveLength(1);
      await pauseCarousel(page, 'Managed network services carousel');
      expect(await visibleSlides(page, 'Managed network services carousel')).toBe(1);
      // The first slide keeps its width when Swiper takes over (pre-init CSS matches Swiper's layout).
      const after = await region.locator('.swiper-slide-active').boundingBox();
      expect(Math.round(after!.width)).toBe(Math.round(before!.width));
    } finally {
      await context.close();
    }
  });

  it('when an image of the page never finishes loading, then the enhancements still start within a few seconds', async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      // The hero image hangs: the window's load event never fires.
      await page.route('**/video/hero-poster*', () => undefined);
      const started = Date.now();
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.locator('[data-site-header][data-enhanced]').waitFor({ state: 'attached', timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(8000);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    } finally {
      await context.close();
    }
  });

  it('when the pointer rests on a carousel or focus is inside it, then autoplay pauses, and it resumes when they leave', async () => {
    const { page, context } = await openPage(browser, '/network-design');
    try {
      const region = page.getByRole('region', { name: 'Managed network services carousel' });
      await region.scrollIntoViewIfNeeded();
      await region.locator('.swiper-initialized').waitFor();
      const state = () =>
        region.evaluate((root) => {
          const swiper = (root.querySelector('.swiper') as HTMLElement & { swiper: { autoplay: { running: boolean; paused: boolean }; params: { autoplay: { delay: number } } } }).swiper;
          return { running: swiper.autoplay.running, paused: swiper.autoplay.paused, delay: swiper.params.autoplay.delay };
        });
      expect(await state()).toEqual({ running: true, paused: false, delay: 1500 });
      await region.hover();
      expect((await state()).paused).toBe(true);
      await page.mouse.move(5, 5);
      expect((await state()).paused).toBe(false);
      await region.getByRole('button', { name: 'Next slide' }).focus();
      expect((await state()).paused).toBe(true);
      await page.getByRole('link', { name: 'Get Started' }).first().focus();
      expect((await state()).paused).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('when a service page is 1099 px wide its carousel shows 1 slide, and from 1100 px it shows 3', async () => {
    for (const [width, expected] of [
      [1099, 1],
      [1100, 3],
    ] as const) {
      const context = await newContext(browser, { viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto('/network-design', { waitUntil: 'networkidle' });
        await page.getByRole('region', { name: 'Managed network services carousel' }).scrollIntoViewIfNeeded();
        await pauseCarousel(page, 'Managed network services carousel');
        expect(await visibleSlides(page, 'Managed network services carousel')).toBe(expected);
      } finally {
        await context.close();
      }
    }
  });

  it('when the home page is under 992 px the latest-blogs carousel shows 1 post, and from 992 px 3, with VIEW ALL to /blog', async () => {
    for (const [width, expected] of [
      [991, 1],
      [992, 3],
    ] as const) {
      const context = await newContext(browser, { viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'networkidle' });
        // The posts are in the page's HTML (rendered on request from content-service).
        await page.getByRole('heading', { name: 'Latest from the blog' }).scrollIntoViewIfNeeded();
        await page.getByRole('region', { name: 'Latest blogs carousel' }).scrollIntoViewIfNeeded();
        await pauseCarousel(page, 'Latest blogs carousel');
        expect(await visibleSlides(page, 'Latest blogs carousel')).toBe(expected);
        if (width === 992) {
          await page.getByRole('link', { name: 'VIEW ALL' }).click();
          await page.waitForURL((url) => url.pathname === '/blog');
        }
      } finally {
        await context.close();
      }
    }
  });
});
