import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startCheckedNginx, type RunningNginx } from '../../deploy/test/nginx-harness';
import { baseUrl, urlFor } from '../support';

/**
 * What search engines and share previews read of every public page kind (issue 25, item 3), through
 * the production nginx.conf in front of this run's gateway, as site-quality.spec.ts does:
 * - Lighthouse 12's SEO, accessibility and best-practices categories score 100 on every page kind
 *   (the newsletter pages are noindex on purpose: their only SEO finding may be that, see
 *   docs/decisions/seo.md S9);
 * - each page kind states the structured data and share tags listed in the issue: a 1200x630 share
 *   image with its alt, width, height and type (the file really is that size), WebSite and an
 *   Organization logo of at least 112 px on the home page, LocalBusiness with image and geo,
 *   VideoObject with uploadDate for each media video, Article with author.url, BreadcrumbList below
 *   home, Service on service pages, and the RSS autodiscovery link on every page.
 */
const run = promisify(execFile);
const LIGHTHOUSE = path.join(__dirname, '..', 'support', 'lighthouse-run.mjs');
const BUILD = path.resolve(__dirname, '..', '..', 'frontend', 'dist', 'client');

type Ld = Record<string, unknown>;

let nginx: RunningNginx | undefined;
let kinds: Array<[string, string]> = [];
let studyId = '';

beforeAll(async () => {
  const blogs = ((await (await fetch(urlFor('/blogs'))).json()) as { data: Array<{ slug_url: string }> }).data;
  const studies = (await (await fetch(urlFor('/api/caseStudies'))).json()) as Array<{ _id: string; heroHeading: string }>;
  const article = blogs.find((b) => /[a-z]/.test(b.slug_url));
  const study = studies.find((s) => s.heroHeading);
  if (!article || !study) throw new Error('the seeded content has no article or case study');
  studyId = study._id;
  kinds = [
    ['home', '/'],
    ['about', '/about'],
    ['services', '/services'],
    ['service page', '/network-design'],
    ['clients', '/client'],
    ['contact (Canada)', '/contact'],
    ['contact (USA)', '/contact-usa'],
    ['careers', '/careers'],
    ['media', '/media'],
    ['news', '/blog'],
    ['article', `/blogs/${article.slug_url}`],
    ['case studies', '/casestudy'],
    ['static case study', '/case-study/grocery'],
    ['dynamic case study', `/casestudy/${studyId}`],
    ['privacy statement', '/privacy-statment'],
    ['newsletter confirmation', '/newsletter/confirm?token=a-link-from-a-mail'],
    ['newsletter unsubscribe', '/newsletter/unsubscribe?token=a-link-from-a-mail'],
  ];
  nginx = await startCheckedNginx(Number(new URL(baseUrl).port), await freePort(), { siteRoot: BUILD });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
});

// `localhost`, not 127.0.0.1: canonical URLs name the build's origin (http://localhost:8080), and
// Lighthouse's canonical audit compares domains.
const site = () => `http://localhost:${nginx!.port}`;

const isNoindexPage = (route: string) => route.startsWith('/newsletter/');

describe('Lighthouse', () => {
  it('when Lighthouse audits every public page kind, then SEO, accessibility and best practices all score 100', async () => {
    const urls = kinds.map(([, route]) => `${site()}${route}`);
    const { stdout } = await run(process.execPath, [LIGHTHOUSE, ...urls], { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 });
    const report = JSON.parse(stdout) as Record<string, { scores?: Record<string, number>; failing?: string[]; runtimeError?: string; error?: string }>;
    const findings: string[] = [];
    for (const [kind, route] of kinds) {
      const result = report[`${site()}${route}`];
      if (!result?.scores || result.runtimeError || result.error) {
        findings.push(`${kind}: no report (${result?.runtimeError ?? result?.error ?? 'missing'})`);
        continue;
      }
      // A noindex page is meant to stay out of search results: that is its one SEO finding allowed.
      const failing = (result.failing ?? []).filter((line) => !(isNoindexPage(route) && line.startsWith('seo/is-crawlable:')));
      for (const line of failing) findings.push(`${kind} ${route}: ${line}`);
      for (const [category, score] of Object.entries(result.scores)) {
        if (score !== 100 && !(isNoindexPage(route) && category === 'seo' && failing.every((line) => !line.startsWith('seo/')))) findings.push(`${kind}: ${category} ${score}`);
      }
    }
    expect(findings).toEqual([]);
  }, 600_000);
});

/** The JSON-LD nodes of a page (its `<script type="application/ld+json">`s, @graph flattened). */
function structuredData(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1]!) as Ld;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Ld[]) : [data];
  });
}

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Width and height of a PNG or JPEG from its header. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let at = 2; at < bytes.length; ) {
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { type: 'image/jpeg', width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
      at += 2 + length;
    }
  }
  return { type: 'unknown', width: 0, height: 0 };
}

async function imageAt(url: string): Promise<{ status: number; type: string; width: number; height: number }> {
  const reply = await fetch(new URL(new URL(url).pathname, site()));
  const bytes = Buffer.from(await reply.arrayBuffer());
  return { status: reply.status, ...imageSize(bytes) };
}

const byType = (nodes: Ld[], type: string): Ld[] => nodes.filter((node) => node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type)));

/** The properties of `node` (dotted paths) that are missing or empty. */
const missing = (node: Ld, paths: string[]): string[] =>
  paths.filter((p) => {
    const value = p.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Ld)[key] : undefined), node);
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });

describe('structured data and share tags of every page kind', () => {
  const pageOf = async (route: string) => {
    const reply = await fetch(`${site()}${route}`);
    return { status: reply.status, html: await reply.text() };
  };

  it('when each page kind is read, then it names a 1200x630 share image with its alt, width, height and type, links the RSS feed, and (below home) states its breadcrumbs', async () => {
    const problems: string[] = [];
    const checked = new Map<string, Awaited<ReturnType<typeof imageAt>>>();
    for (const [kind, route] of kinds) {
      const { status, html } = await pageOf(route);
      if (status !== 200) problems.push(`${kind}: status ${status}`);
      const image = meta(html, 'og:image') ?? '';
      const tags = {
        width: meta(html, 'og:image:width'),
        height: meta(html, 'og:image:height'),
        type: meta(html, 'og:image:type'),
        alt: (meta(html, 'og:image:alt') ?? '').length > 10,
        twitterAlt: meta(html, 'twitter:image:alt') === meta(html, 'og:image:alt'),
        twitterImage: meta(html, 'twitter:image') === image,
      };
      const want = { width: '1200', height: '630', type: 'image/jpeg', alt: true, twitterAlt: true, twitterImage: true };
      if (JSON.stringify(tags) !== JSON.stringify(want)) problems.push(`${kind}: share tags ${JSON.stringify(tags)}`);
      if (!checked.has(image)) checked.set(image, await imageAt(image));
      const file = checked.get(image)!;
      if (file.status !== 200 || file.width !== 1200 || file.height !== 630 || file.type !== 'image/jpeg') problems.push(`${kind}: ${image} is ${JSON.stringify(file)}`);
      if (!/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="http:\/\/localhost:8080\/rss\.xml"/.test(html)) problems.push(`${kind}: no RSS autodiscovery link`);
      if (route !== '/' && !isNoindexPage(route) && byType(structuredData(html), 'BreadcrumbList').length !== 1) problems.push(`${kind}: no BreadcrumbList`);
    }
    // Every kind has a share image of its own subject, not one picture for all.
    expect(checked.size).toBeGreaterThanOrEqual(10);
    expect(problems).toEqual([]);
  });

  it('when the home page is read, then it states WebSite and the Organization with a logo of at least 112 px, its 24/7 support line and both offices as LocalBusiness with image and geo', async () => {
    const nodes = structuredData((await pageOf('/')).html);
    const [website] = byType(nodes, 'WebSite');
    expect(missing(website ?? {}, ['@id', 'name', 'url', 'publisher.@id', 'inLanguage'])).toEqual([]);
    const [organization] = byType(nodes, 'Organization');
    expect(missing(organization ?? {}, ['@id', 'name', 'url', 'logo.url', 'logo.width', 'logo.height', 'contactPoint', 'sameAs'])).toEqual([]);
    const logo = organization!.logo as { url: string; width: number; height: number };
    expect(await imageAt(logo.url)).toEqual({ status: 200, type: 'image/png', width: logo.width, height: logo.height });
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
    const support = (organization!.contactPoint as Ld[]).find((point) => point.contactType === 'technical support');
    expect(support).toMatchObject({ telephone: expect.any(String), hoursAvailable: { dayOfWeek: expect.arrayContaining(['Sunday', 'Saturday']), opens: '00:00', closes: '23:59' } });
    const offices = byType(nodes, 'LocalBusiness');
    expect(offices).toHaveLength(2);
    for (const office of offices) {
      expect(missing(office, ['@id', 'name', 'url', 'telephone', 'image', 'address.streetAddress', 'address.addressLocality', 'address.postalCode', 'address.addressCountry', 'geo.latitude', 'geo.longitude', 'openingHoursSpecification.opens'])).toEqual([]);
      expect((await imageAt(String(office.image))).status).toBe(200);
    }
  });

  it('when the contact pages are read, then each states its office as a LocalBusiness with image and geo', async () => {
    for (const [route, locality] of [['/contact', 'Toronto'], ['/contact-usa', 'Portland']] as const) {
      const [office, ...others] = byType(structuredData((await pageOf(route)).html), 'LocalBusiness');
      expect(others).toEqual([]);
      expect(office).toMatchObject({ address: { addressLocality: locality }, geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) }, image: expect.stringMatching(/^http:\/\/localhost:8080\//) });
    }
  });

  it('when the media page is read, then each of its 7 videos is a VideoObject with name, description, thumbnail, uploadDate and its file, and every file exists', async () => {
    const videos = byType(structuredData((await pageOf('/media')).html), 'VideoObject');
    expect(videos).toHaveLength(7);
    for (const video of videos) {
      expect(missing(video, ['name', 'description', 'thumbnailUrl', 'uploadDate', 'contentUrl', 'duration'])).toEqual([]);
      expect(String(video.uploadDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      for (const url of [video.contentUrl, ...(video.thumbnailUrl as string[])] as string[]) {
        const reply = await fetch(new URL(new URL(url).pathname, site()), { method: 'HEAD' });
        expect({ url, status: reply.status }).toEqual({ url, status: 200 });
      }
    }
  });

  it('when an article is read, then its Article names headline, image, dates, a publisher with logo and an author with url', async () => {
    const route = kinds.find(([kind]) => kind === 'article')![1];
    const [article] = byType(structuredData((await pageOf(route)).html), 'Article');
    expect(missing(article ?? {}, ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url', 'publisher.name', 'publisher.logo.url'])).toEqual([]);
    expect((await fetch(new URL(new URL(String((article!.author as Ld).url)).pathname, site()))).status).toBe(200);
  });

  it('when a service page is read, then it states the Service with its provider', async () => {
    const [service] = byType(structuredData((await pageOf('/network-design')).html), 'Service');
    expect(missing(service ?? {}, ['name', 'description', 'url', 'provider.@id', 'areaServed'])).toEqual([]);
  });
});
