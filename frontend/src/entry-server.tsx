/**
 * The server render: the build's prerender (scripts/prerender.mjs) and the gateway's on-request
 * render of articles and case studies both call `render`, then `renderDocument` to place the result
 * into the client build's index.html. React Router's data APIs resolve the lazy route modules; the
 * store is a real one from `makeStore`, seeded with the page's data so the HTML carries the content.
 *
 * The browser hydrates only the page's islands (components/islands/island.tsx): the page render
 * collects them, then each is rendered as a root of its own into its placeholder (renderIslands),
 * with its props in the markup. No inline script is emitted (CSP forbids it): the router is not
 * hydrated (`hydrate={false}`) and the page's data is not sent to the browser a second time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Blog, CaseStudy } from '@site/contracts/content';
import { api } from './app/api';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { IslandCollectorContext } from './components/islands/island';
import { createIslandCollector, renderIslands, splitHoisted } from './components/islands/render-islands';
import { loadCarouselForServer } from './components/ui/carousel/carousel';
import { PageDataContext, seedPageData, type PageData } from './page-data';
import { breadcrumbsFor, routeSeoFor, STATIC_PUBLIC_PATHS } from './components/seo/route-seo';
import { articleLd, serializeJsonLd, type JsonLd } from './components/seo/json-ld';
import { fullTitle, shortDescription } from './components/seo/seo';
import { articleTimes } from './features/blog/article-view';
import { env } from './config/env';
import { site } from './config/site';

export { STATIC_PUBLIC_PATHS } from './components/seo/route-seo';
export type { PageData } from './page-data';

/** The public origin this build states in canonical URLs (VITE_SITE_URL); the sitemap uses it too. */
export const SITE_URL = env.siteUrl;
export const BRAND = site.brand;

export interface RenderOptions {
  /** Path and query of the page, e.g. "/blogs/my-post". */
  url: string;
  /** Public origin for canonical URLs; defaults to the build's VITE_SITE_URL. */
  siteUrl?: string;
  /** Server data the page reads through RTK Query (seeded into the store before rendering). */
  data?: PageData;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Tags for <head>: title, meta, canonical, Open Graph, Twitter, JSON-LD. */
      head: string;
      /** The markup inside #root. */
      body: string;
      pathname: string;
    };

const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ldScript = (data: JsonLd): string => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;

/**
 * The head a page did not state itself, from the route table (title, description, canonical, Open
 * Graph, Twitter), plus the route's structured data (always: breadcrumbs, Organization, Service...).
 */
function headFor(pathname: string, hoisted: string, siteUrl: string, data: PageData | undefined): string {
  const parts: string[] = [];
  const seo = routeSeoFor(pathname);
  const hasTitle = /<title>/.test(hoisted);
  if (seo && !hasTitle) {
    const title = fullTitle(seo.title);
    const url = new URL(seo.path, siteUrl).href;
    parts.push(
      `<title>${escapeAttr(title)}</title>`,
      `<meta name="description" content="${escapeAttr(shortDescription(seo.description))}"/>`,
      `<link rel="canonical" href="${escapeAttr(url)}"/>`,
      `<meta property="og:title" content="${escapeAttr(title)}"/>`,
      `<meta property="og:description" content="${escapeAttr(shortDescription(seo.description))}"/>`,
      `<meta property="og:type" content="website"/>`,
      `<meta property="og:url" content="${escapeAttr(url)}"/>`,
      `<meta name="twitter:card" content="summary"/>`,
    );
  }
  parts.push(hoisted);
  // Twitter falls back to Open Graph, but some validators want the title and description named.
  if (hasTitle && !/name="twitter:title"/.test(hoisted)) {
    const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(hoisted)?.[1];
    if (title) parts.push(`<meta name="twitter:title" content="${title}"/>`);
    if (description) parts.push(`<meta name="twitter:description" content="${description}"/>`);
  }
  if (seo) {
    for (const ld of [...seo.jsonLd(siteUrl), ...breadcrumbsFor(siteUrl, seo.crumbs)]) parts.push(ldScript(ld));
  }
  const article = data?.article;
  if (article) {
    const path = pathname;
    parts.push(
      ldScript(
        articleLd(siteUrl, {
          headline: article.title,
          description: article.brief_paragraph,
          path,
          image: article.blog_image || undefined,
          // content-service's instants (published_date is free text): the same ones as article:*_time.
          datePublished: articleTimes(article).published ?? article.published_date,
          dateModified: articleTimes(article).modified,
        }),
      ),
      ...breadcrumbsFor(siteUrl, [
        { name: 'News', path: '/blog' },
        { name: article.title, path },
      ]).map(ldScript),
    );
    if (article.blog_image && !/property="og:image"/.test(hoisted)) {
      const image = escapeAttr(new URL(article.blog_image, siteUrl).href);
      parts.push(`<meta property="og:image" content="${image}"/>`, `<meta name="twitter:image" content="${image}"/>`);
    }
  }
  const study = data?.caseStudy;
  if (study) {
    parts.push(
      ...breadcrumbsFor(siteUrl, [
        { name: 'Clients', path: '/client' },
        { name: study.heroHeading || 'Case study', path: pathname },
      ]).map(ldScript),
    );
    if (study.bannerImage && !/property="og:image"/.test(hoisted)) {
      const image = escapeAttr(new URL(study.bannerImage, siteUrl).href);
      parts.push(`<meta property="og:image" content="${image}"/>`, `<meta name="twitter:image" content="${image}"/>`);
    }
  }
  return parts.join('');
}

export async function render({ url, siteUrl = env.siteUrl, data }: RenderOptions): Promise<RenderResult> {
  // Carousels load Swiper on demand in the browser; the server renders them with it.
  await loadCarouselForServer();
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, siteUrl).href, { method: 'GET' });
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const store = makeStore();
  if (data) await seedPageData(store, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = createIslandCollector();
  const page = splitHoisted(
    renderToString(
      <StrictMode>
        <IslandCollectorContext.Provider value={islands}>
          <PageDataContext.Provider value={data ?? {}}>
            <Provider store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Provider>
          </PageDataContext.Provider>
        </IslandCollectorContext.Provider>
      </StrictMode>,
    ),
  );
  const withIslands = renderIslands(page.body, islands);
  // Drops the store's cache timers (RTK Query keeps unused data 60 s), so nothing outlives the render.
  store.dispatch(api.util.resetApiState());
  const pathname = new URL(url, siteUrl).pathname;
  return {
    kind: 'page',
    status: context.statusCode,
    head: headFor(pathname, page.hoisted + withIslands.hoisted, siteUrl, data),
    body: withIslands.html,
    pathname,
  };
}

export interface DocumentOptions {
  /** `<link>` tags for the route's CSS and script chunks (from the Vite manifest). */
  preload?: string;
  /** False for error pages: not marked as the rendered page of their path. */
  hydrate?: boolean;
}

/** Places a render into the client build's index.html (its own <title> is replaced). */
export function renderDocument(template: string, result: Extract<RenderResult, { kind: 'page' }>, { preload = '', hydrate = true }: DocumentOptions = {}): string {
  // Marks a server-rendered page (its islands hydrate); the path it was rendered for, for checks.
  const rootAttrs = hydrate ? ` data-prerendered="${escapeAttr(result.pathname)}"` : '';
  return template
    .replace(/<title>[^<]*<\/title>/, () => `${result.head}${preload}`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root"${rootAttrs}>${result.body}</div>`);
}

export type { Blog, CaseStudy };

/** One entry of Vite's build manifest (`build/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const ROUTE_MODULES: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/services': 'services',
  '/client': 'clients',
  '/contact': 'contact-canada',
  '/contact-usa': 'contact-usa',
  '/careers': 'careers',
  '/media': 'media',
  '/blog': 'news',
  '/casestudy': 'case-studies',
  '/privacy-statment': 'privacy',
};

/** The route module (src/app/routes/<name>.tsx) that renders a path. */
export function routeModuleFor(pathname: string): string {
  const exact = ROUTE_MODULES[pathname];
  if (exact) return exact;
  if (pathname.startsWith('/blogs/')) return 'article';
  if (pathname.startsWith('/casestudy/')) return 'case-study-dynamic';
  if (pathname.startsWith('/case-study/')) return 'case-study-static';
  if (STATIC_PUBLIC_PATHS.includes(pathname)) return 'service-page';
  return 'not-found';
}

/**
 * The route's stylesheets (so the first paint is styled, no layout shift). Vite's loader skips a
 * stylesheet that is already in the document. Route chunks are not modulepreloaded: the page is
 * already painted from the HTML, and high-priority preloads compete with the first paint on slow
 * mobile links (Lighthouse counted them against FCP and LCP); main.tsx fetches them as soon as the
 * entry runs.
 */
export function preloadTags(manifest: Manifest, pathname: string, readAsset?: ReadAsset, inTemplate: ReadonlySet<string> = new Set()): string {
  const key = `src/app/routes/${routeModuleFor(pathname)}.tsx`;
  const styles = new Set<string>();
  const visit = (name: string, seen: Set<string>): void => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name) || chunk.isEntry) return;
    seen.add(name);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach((child) => visit(child, seen));
  };
  visit(key, new Set());
  // The template's own stylesheets (the entry CSS, shared with route chunks) are there already.
  return [...styles].filter((file) => !inTemplate.has(file)).map((file) => stylesheetTag(file, readAsset)).join('');
}

/** Reads a file of the client build (`static/css/x.css`), or undefined. */
export type ReadAsset = (file: string) => string | undefined;

/**
 * A stylesheet for the first paint. With the build's files at hand it is inlined (CSP allows inline
 * styles; a render-blocking request less on slow mobile networks), plus a disabled link to the same
 * file: Vite's chunk loader sees the link and does not add the file again, and a browser never
 * fetches a disabled stylesheet (a print-only link was downloaded and parsed on every page).
 */
function stylesheetTag(file: string, readAsset?: ReadAsset): string {
  const css = readAsset?.(file);
  if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="/${file}">`;
  return `<style data-href="/${file}">${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/** A stylesheet link of the template (Vite's index.html); group 1 is the file, `static/css/x.css`. */
const TEMPLATE_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(static\/css\/[^"]+\.css)">/g;

/** The stylesheets the template links itself. */
const templateStylesheets = (template: string): Set<string> => new Set([...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => match[1]!));

/** The template's own stylesheet links (the entry CSS), inlined the same way. */
const inlineTemplateStyles = (template: string, readAsset?: ReadAsset): string =>
  readAsset
    ? template.replace(TEMPLATE_STYLESHEET, (_tag, file: string) => stylesheetTag(file, readAsset))
    : template;

/**
 * Server-rendered pages load the app through boot.ts (after the window's load event) instead of the
 * template's entry script and its modulepreloads, which would compete with the first paint.
 */
function bootScript(template: string, manifest?: Manifest): string {
  const boot = manifest?.['src/boot.ts']?.file;
  if (!boot) return template;
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<script type="module" crossorigin src="/${boot}"></script>`);
}

export interface PageOptions extends RenderOptions {
  /** The client build's index.html (the SPA shell). */
  template: string;
  manifest?: Manifest;
  /** Reads the build's CSS so the first paint needs no stylesheet request. */
  readAsset?: ReadAsset;
}

export type PageResult = { status: number; location: string } | { status: number; html: string };

/** render + renderDocument: the complete HTML document of a page (or the redirect it asks for). */
export async function renderPage({ template, manifest, readAsset, ...options }: PageOptions): Promise<PageResult> {
  const result = await render(options);
  if (result.kind === 'redirect') return { status: result.status, location: result.location };
  const pathname = new URL(options.url, 'http://x').pathname;
  const preload = manifest ? preloadTags(manifest, result.status === 404 ? '/404' : pathname, readAsset, templateStylesheets(template)) : '';
  const page = bootScript(inlineTemplateStyles(template, readAsset), manifest);
  return { status: result.status, html: renderDocument(page, result, { preload, hydrate: result.status === 200 }) };
}
