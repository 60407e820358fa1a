/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { COMPANY as site } from '@site/contracts/company';
import { launchBrowser, newContext, urlFor, waitForEnhancements } from '../support';

// Issue 25, item 4: what a buyer reads and sees. The category reads "Digital Signage" (the stored
// value stays the spec's 'Digital Sinage'); each sector on /client links a case study of its own, and
// no two case studies tell one story with other figures; every case study's clip is its own story's;
// the visual slips are gone (the logo dots on /client, a cut partner logo, play buttons over the
// media titles, dead carousel controls when every card is in view); a 24/7 support line apart from
// the office hours, in the footer and on both contact pages.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(path: string, viewport: { width: number; height: number }, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, { viewport });
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await waitForEnhancements(page);
    return await work(page);
  } finally {
    await context.close();
  }
}

const text = async (path: string) => {
  const reply = await fetch(urlFor(path));
  expect({ path, status: reply.status }).toEqual({ path, status: 200 });
  return (await reply.text()).replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;|&rsquo;/g, '’').replace(/\s+/g, ' ');
};

describe('case studies a buyer can trust', () => {
  it('when /client is read, then each sector links a case study of its own, and each link opens it', async () => {
    const html = await (await fetch(urlFor('/client'))).text();
    const sectors = [...html.matchAll(/<section id="([a-z-]+)"[\s\S]*?<a class="btn btn-dark" href="([^"]+)">/g)].map((m): [string, string] => [m[1]!, m[2]!]);
    expect(sectors.map(([sector]) => sector)).toEqual(['restaurants', 'retail', 'healthcare', 'finance', 'education', 'convention-venues']);
    const links = sectors.map(([, href]) => href);
    expect(new Set(links).size).toBe(links.length);
    for (const href of links) expect({ href, status: (await fetch(urlFor(href))).status }).toEqual({ href, status: 200 });
  });

  it('when every case study is read, then no two tell the same story with other figures: one menu board chain (120 restaurants), one bank LED wall, one gourmet grocer', async () => {
    const studies = (await (await fetch(urlFor('/api/caseStudies'))).json()) as Array<{ _id: string; heroHeading: string }>;
    const pages = [
      ...['fast-food-and-hospitality', 'comprehensive-structured-cabling', 'commercial-specialized-sectors', 'education-finance-health-care', 'commercial-and-large-scale', 'grocery'].map((slug) => `/case-study/${slug}`),
      ...studies.filter((s) => s.heroHeading).map((s) => `/casestudy/${s._id}`),
    ];
    const bodies = await Promise.all(pages.map(async (path) => [path, await text(path)] as const));
    const telling = (pattern: RegExp) => bodies.filter(([, body]) => pattern.test(body)).map(([path]) => path);
    expect(telling(/menu boards?/i)).toEqual(['/case-study/fast-food-and-hospitality']);
    expect(telling(/\b1[0-9]0 (quick-service )?restaurants\b/i)).toEqual(['/case-study/fast-food-and-hospitality']);
    expect(bodies.find(([path]) => path === '/case-study/fast-food-and-hospitality')![1]).toContain('120 restaurants');
    expect(telling(/LED wall/i)).toEqual(['/case-study/education-finance-health-care']);
    expect(telling(/gourmet grocer/i)).toEqual(['/case-study/grocery']);
    // What other pages say of the same work agrees: the media clip and the chain's own testimonial.
    expect(await text('/media')).toContain('Menu boards in 120 stores');
    const client = await text('/client');
    expect(client).toContain('all 120 of our restaurants');
    expect(client).not.toMatch(/\b140\b/);
  });

  it('when a case study in the Digital Sinage category is read, then its category reads "Digital Signage"', async () => {
    const studies = (await (await fetch(urlFor('/api/caseStudies'))).json()) as Array<{ _id: string; category1: string }>;
    const signage = studies.find((s) => s.category1 === 'Digital Sinage');
    expect(signage).toBeDefined();
    const body = await text(`/casestudy/${signage!._id}`);
    expect(body).toContain('Digital Signage');
    expect(body).not.toMatch(/Sinage/i);
    expect(await text('/casestudy')).not.toMatch(/Sinage/i);
  });

  it('when each static case study with a video is read, then the clip is its own story\'s: its caption names what the clip shows', async () => {
    const clips: Record<string, [string, string]> = {
      'fast-food-and-hospitality': ['signage-rollout', 'Menu boards in 120 stores'],
      'comprehensive-structured-cabling': ['structured-cabling', 'Cabling labelled end to end'],
      'education-finance-health-care': ['led-wall-build', 'Building a transparent LED wall'],
      grocery: ['grocer-markets', 'Eighteen markets, one network'],
    };
    for (const [slug, [clip, caption]] of Object.entries(clips)) {
      const html = await (await fetch(urlFor(`/case-study/${slug}`))).text();
      expect({ slug, src: /<video[^>]*>[\s\S]*?<source src="([^"]+)"/.exec(html)?.[1] ?? /<video[^>]*src="([^"]+)"/.exec(html)?.[1], caption: html.includes(caption) }).toEqual({
        slug,
        src: `/video/media/${clip}.mp4`,
        caption: true,
      });
      expect((await fetch(urlFor(`/video/media/${clip}.mp4`), { method: 'HEAD' })).status).toBe(200);
    }
  });
});

/** WCAG contrast ratio of two CSS colours (rgb/rgba, alpha over white). */
function contrast(a: string, b: string): number {
  const parse = (c: string) => {
    const [r, g, bl, alpha = 1] = (c.match(/[\d.]+/g) ?? []).map(Number);
    return [r!, g!, bl!].map((v) => v * alpha + 255 * (1 - alpha));
  };
  const lum = (c: string) => {
    const [r, g, bl] = parse(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('what a buyer sees', () => {
  it('when /client is shown, then the logo carousel\'s dots stand out from its light panel (at least 3:1, WCAG 1.4.11)', async () => {
    const colours = await withPage('/client', { width: 1280, height: 800 }, (page) =>
      page.evaluate(() => {
        const panel = document.querySelector('[aria-label="Client logos carousel"]')!.parentElement!;
        const dot = panel.querySelector('[data-carousel-dots] button:not([aria-current])')!;
        const dotColour = getComputedStyle(dot, '::before').backgroundColor;
        const opacity = getComputedStyle(dot, '::before').opacity;
        return { panel: getComputedStyle(panel).backgroundColor, dot: dotColour.replace(/\)$/, `, ${opacity})`).replace('rgb(', 'rgba(') };
      }),
    );
    expect(contrast(colours.dot, colours.panel)).toBeGreaterThanOrEqual(3);
  });

  it('when the partner logos are drawn, then every line of every logo fits inside it ("CONVENTION CENTRE" whole)', async () => {
    const overflowing = await withPage('/', { width: 1280, height: 800 }, (page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('svg[viewBox="0 0 240 64"]')).flatMap((svg) =>
          Array.from(svg.querySelectorAll('text'))
            .filter((line) => line.getBBox().x + line.getBBox().width > 240.5)
            .map((line) => `${line.textContent} ends at ${Math.round(line.getBBox().x + line.getBBox().width)}`),
        ),
      ),
    );
    expect(overflowing).toEqual([]);
  });

  it('when the media cards are shown, then each play button sits in the thumbnail\'s corner, clear of the title drawn across its middle', async () => {
    const placements = await withPage('/media', { width: 1280, height: 800 }, (page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-media-open]')).map((thumb) => {
          const box = thumb.getBoundingClientRect();
          const play = thumb.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
          // The title band of every thumbnail: 35 % to 60 % of its height (generate-media-videos.sh).
          return play.top >= box.top + box.height * 0.6 && play.left >= box.left + box.width * 0.6;
        }),
      ),
    );
    expect(placements).toEqual([true, true, true, true, true, true, true]);
  });

  it('when an article\'s three popular posts are all in view at 1280 px, then the carousel shows no arrows or dots; on a phone they move the cards', async () => {
    const blogs = ((await (await fetch(urlFor('/blogs'))).json()) as { data: Array<{ slug_url: string }> }).data;
    const path = `/blogs/${blogs[0]!.slug_url}`;
    const shown = (page: Page) => page.getByRole('region', { name: 'Most popular posts' }).locator('[data-carousel-controls]').isVisible();
    expect(await withPage(path, { width: 1280, height: 800 }, shown)).toBe(false);
    expect(await withPage(path, { width: 390, height: 844 }, async (page) => {
      await page.getByRole('region', { name: 'Most popular posts' }).scrollIntoViewIfNeeded();
      await page.locator('[aria-label="Most popular posts"][data-enhanced]').waitFor();
      return shown(page);
    })).toBe(true);
  });
});

describe('the 24/7 support line', () => {
  it('when the footer of any page is read, then it gives the 24/7 support line, a number of its own apart from the offices\' numbers and hours', async () => {
    const html = (await (await fetch(urlFor('/about'))).text()).replace(/<!-- -->/g, '');
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain(`24/7 support line: <a href="tel:${site.support.phone.replace(/[^+\d]/g, '')}">${site.support.phone}</a>`);
    expect([site.canada.phone, site.usa.phone]).not.toContain(site.support.phone);
    expect(footer).toContain(`Office hours ${site.hours}`);
  });

  it.each(['/contact', '/contact-usa'])('when %s is read, then it lists the office hours and, apart, the 24/7 support line', async (path) => {
    await withPage(path, { width: 1280, height: 800 }, async (page) => {
      const details = page.locator('dl').first();
      const terms = await details.locator('dt').allTextContents();
      expect(terms).toEqual(expect.arrayContaining(['Office hours', '24/7 support line']));
      const support = details.locator('dt', { hasText: '24/7 support line' }).locator('xpath=following-sibling::dd[1]');
      expect(await support.getByRole('link').textContent()).toBe(site.support.phone);
      expect(await details.locator('dt', { hasText: 'Office hours' }).locator('xpath=following-sibling::dd[1]').textContent()).toBe(site.hours);
    });
  });
});
