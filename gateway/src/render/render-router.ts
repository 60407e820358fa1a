import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router, type Request, type Response } from 'express';
import { slugToPath } from '@site/contracts/slugs';
import { AppError, type Logger } from '@site/service-kit';
import { setRouteLabel } from '../http/access-log';
import type { ApiRoute } from '../routing/route-table';
import { UpstreamError, type ContentClient } from './content-client';
import { buildRobots, buildRss, buildSitemap } from './feeds';
import type { PageResult, SsrBundle } from './ssr-bundle';
import { TtlCache } from './ttl-cache';

/** Rendered articles and case studies: short, and dropped on any admin write through the gateway. */
export const PAGE_CACHE_MS = 30_000;
/** Sitemap, robots and RSS (nginx sends the same hour). */
export const FEED_CACHE_MS = 3_600_000;
export const CACHE_FEED = 'public, max-age=3600';
export const CACHE_RENDERED_PAGE = 'no-cache';

export interface RenderDeps {
  ssr: SsrBundle | undefined;
  content: ContentClient;
  logger: Logger;
  /** The public origin (SITE_URL) of sitemap, robots and RSS links; the build states the same one. */
  siteUrl: string;
  pageCacheMs?: number;
  feedCacheMs?: number;
}

export interface Renderer {
  router: Router;
  /** Serves GET /blogs/:slug and /casestudy/:id; false when it cannot (no server render): serve the shell. */
  servePage(req: Request, res: Response): Promise<boolean>;
  /** Drops every cached page and feed (admin wrote something). */
  invalidate(): void;
  /** Called for every API call: a content write that succeeds through the gateway drops the caches. */
  dropCachesAfterWrite(req: IncomingMessage, res: ServerResponse, route: ApiRoute): void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const unavailable = (err: unknown): never => {
  if (err instanceof UpstreamError)
    throw new AppError({ status: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'Content service unavailable' });
  throw err;
};

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Articles and case studies change with admin edits, so the gateway renders them on request with
 * the frontend's server render, from content-service data, and caches the HTML for a short time.
 * Retired article slugs answer 301 to the current one; unknown ones 404 with the not-found view.
 */
export function createRenderer({
  ssr,
  content,
  logger,
  siteUrl,
  pageCacheMs = PAGE_CACHE_MS,
  feedCacheMs = FEED_CACHE_MS,
}: RenderDeps): Renderer {
  const pages = new TtlCache<PageResult>(pageCacheMs);
  const feeds = new TtlCache<string>(feedCacheMs, 10);

  // Each render says until when it holds: a scheduled item becoming public changes lists and
  // turns a 404 into a page, with no write through the gateway to drop the cache.
  type Rendered = { value: PageResult; until?: number };

  async function renderArticle(slugParam: string): Promise<Rendered> {
    const slug = decode(slugParam);
    const { items: blogs, nextChange: until } = await content.listBlogs();
    const wanted = slugToPath(slug);
    const article = blogs.find((blog) => blog.slug_url && slugToPath(blog.slug_url) === wanted);
    const url = `/blogs/${encodeURIComponent(slug)}`;
    if (article) return { value: await ssr!.render(url, { blogs, article }), until };
    const moved = await content.findRedirect(wanted);
    if (moved) return { value: { status: 301, location: moved }, until };
    const page = await ssr!.render(url, { blogs });
    return { value: 'html' in page ? { status: 404, html: page.html } : page, until };
  }

  async function renderCaseStudy(idParam: string): Promise<Rendered> {
    const id = decode(idParam);
    const [study, { nextChange: until }] = await Promise.all([content.getCaseStudy(id), content.listCaseStudies()]);
    const url = `/casestudy/${encodeURIComponent(id)}`;
    if (study) return { value: await ssr!.render(url, { caseStudy: study }), until };
    // No case study (or not yet published): its page says so (the not-found view, noindex) and answers 404.
    const page = await ssr!.render(url, { caseStudy: null });
    return { value: 'html' in page ? { status: 404, html: page.html } : page, until };
  }

  function send(req: Request, res: Response, page: PageResult): void {
    if ('location' in page) {
      // An hour only: a browser keeps a bare 301 forever, and a slug can be reclaimed.
      res.setHeader('Cache-Control', 'public, max-age=3600');
      const query = req.originalUrl.indexOf('?');
      res.redirect(page.status, query >= 0 ? `${page.location}${req.originalUrl.slice(query)}` : page.location);
      return;
    }
    res.setHeader('Cache-Control', CACHE_RENDERED_PAGE);
    res.status(page.status).type('html').send(page.html);
  }

  /** The news list with its posts in the HTML (the build's prerender can only show the spinner). */
  async function renderNews(url: string): Promise<Rendered> {
    const { items: blogs, nextChange: until } = await content.listBlogs();
    return { value: await ssr!.render(url, { blogs }), until };
  }

  /** The case studies index with every case study in the HTML (docs/decisions/seo.md). */
  async function renderCaseStudies(url: string): Promise<Rendered> {
    const { items: caseStudies, nextChange: until } = await content.listCaseStudies();
    return { value: await ssr!.render(url, { caseStudies }), until };
  }

  async function servePage(req: Request, res: Response): Promise<boolean> {
    if (!ssr) return false;
    const article = /^\/blogs\/([^/]+)\/?$/.exec(req.path);
    const study = /^\/casestudy\/([^/]+)\/?$/.exec(req.path);
    const news = req.path === '/blog';
    const studies = req.path === '/casestudy';
    if (!article && !study && !news && !studies) return false;
    const query = req.originalUrl.indexOf('?');
    const key = news && query >= 0 ? req.originalUrl : req.path;
    try {
      const page = await pages.getOrLoadUntil(key, () =>
        news ? renderNews(key) : studies ? renderCaseStudies(key) : article ? renderArticle(article[1]!) : renderCaseStudy(study![1]!),
      );
      setRouteLabel(res, 'render');
      send(req, res, page);
      return true;
    } catch (err) {
      // content-service away or a render failure: the SPA shell still works (it retries in the browser).
      logger.warn(
        { err: err instanceof Error ? err.message : String(err), path: req.path },
        'server render failed; serving the shell',
      );
      return false;
    }
  }

  /** An hour, or less when a scheduled item becomes public sooner (the feed changes then). */
  const feedCacheControl = (key: string): string => {
    const seconds = feeds.secondsLeft(key);
    return seconds >= feedCacheMs / 1000 - 1 ? CACHE_FEED : `public, max-age=${seconds}`;
  };

  const router = Router();
  // Never the request's Host: these are cached for an hour, and a client chooses its Host header.
  router.get('/robots.txt', (_req, res) => {
    setRouteLabel(res, 'feed');
    res.setHeader('Cache-Control', CACHE_FEED);
    res.type('text/plain').send(buildRobots(siteUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    setRouteLabel(res, 'feed');
    const xml = await feeds
      .getOrLoadUntil('sitemap', async () => {
        const [blogs, caseStudies] = await Promise.all([content.listBlogs(), content.listCaseStudies()]);
        const changes = [blogs.nextChange, caseStudies.nextChange].filter((t): t is number => t !== undefined);
        const value = buildSitemap({
          siteUrl,
          staticPaths: ssr?.staticPaths ?? ['/'],
          blogs: blogs.items,
          caseStudies: caseStudies.items,
        });
        return { value, ...(changes.length ? { until: Math.min(...changes) } : {}) };
      })
      .catch(unavailable);
    res.setHeader('Cache-Control', feedCacheControl('sitemap'));
    res.type('application/xml').send(xml);
  });
  router.get('/rss.xml', async (_req, res) => {
    setRouteLabel(res, 'feed');
    const xml = await feeds
      .getOrLoadUntil('rss', async () => {
        const { items: blogs, nextChange: until } = await content.listBlogs();
        return { value: buildRss({ siteUrl, brand: ssr?.brand ?? 'News', blogs }), until };
      })
      .catch(unavailable);
    res.setHeader('Cache-Control', feedCacheControl('rss'));
    res.type('application/rss+xml').send(xml);
  });

  const invalidate = (): void => {
    pages.clear();
    feeds.clear();
  };

  return {
    router,
    servePage,
    invalidate,
    dropCachesAfterWrite: (req, res, route) => {
      if (route.service !== 'content' || READS.has((req.method ?? '').toUpperCase())) return;
      res.once('finish', () => {
        if (res.statusCode < 400) invalidate();
      });
    },
  };
}
