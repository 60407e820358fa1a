import type { Express, Request } from 'express';
import type { DataSource } from 'typeorm';
import { createMetrics, createServiceApp, type AdminAuth, type Logger } from '@site/service-kit';
import { createActivityRouter } from './activity/activity-router';
import { CacheTokensRepository } from './cache/cache-tokens-repository';
import { ReplyCache } from './cache/reply-cache';
import { blogCreateFailure, blogFailure } from './common/failure-shape';
import { BlogsService } from './blogs/blogs-service';
import { createBlogsRouter } from './blogs/blogs-router';
import { CaseStudiesService } from './case-studies/case-studies-service';
import { createCaseStudiesRouter } from './case-studies/case-studies-router';
import { CategoriesService } from './categories/categories-service';
import { createCategoriesRouter } from './categories/categories-router';
import { LOCAL_PREVIEW_LINK_SECRET } from './config';
import { createPreviewRouter, type PreviewOptions } from './publication/preview-router';

export interface ContentAppDeps {
  dataSource: DataSource;
  logger: Logger;
  /** Keys that verify admin tokens (by kid); without them every admin write answers 503. */
  adminAuth: AdminAuth | undefined;
  /** Shared draft preview links (PREVIEW_LINK_SECRET, PREVIEW_LINK_TTL_HOURS); local defaults when absent. */
  preview?: PreviewOptions;
}

const DEFAULT_PREVIEW: PreviewOptions = { secret: LOCAL_PREVIEW_LINK_SECRET, ttlMs: 7 * 24 * 3_600_000 };

/**
 * Failures raised before a blog route runs (a body that is not JSON, one too large) still reach the
 * editor in the field it reads: POST /blog reads `error`, the other blog calls read `message`.
 */
const blogFailureShape = (req: Request, message: string): Record<string, unknown> | undefined => {
  if (req.method === 'POST' && req.path === '/blog') return blogCreateFailure(message);
  if (req.path.startsWith('/blog/')) return blogFailure(message);
  return undefined;
};

/**
 * The content API. Every instance reads and writes PostgreSQL; the public lists are kept serialised
 * in memory (ReplyCache) and checked against PostgreSQL's per-topic token on every read, so any
 * number of instances behind the gateway agree.
 */
export function createApp(deps: ContentAppDeps): Express {
  const { dataSource, logger, adminAuth, preview = DEFAULT_PREVIEW } = deps;
  const metrics = createMetrics('content-service');
  const replies = new ReplyCache({
    tokens: () => new CacheTokensRepository(dataSource.manager).read(),
    lookups: metrics.counter('content_reply_cache_total', 'Public list replies by cache result', ['result']),
  });
  return createServiceApp({
    name: 'content-service',
    logger,
    metrics,
    // Twenty-thousand-character paragraphs times ten sections, with room for markup.
    jsonLimit: '512kb',
    readiness: { postgres: () => dataSource.query('SELECT 1') },
    failureReply: blogFailureShape,
    routes: (app) => {
      const blogs = new BlogsService(dataSource);
      const caseStudies = new CaseStudiesService(dataSource);
      app.use(createBlogsRouter(blogs, adminAuth, replies));
      app.use(createCategoriesRouter(new CategoriesService(dataSource), replies));
      app.use(createCaseStudiesRouter(caseStudies, adminAuth, replies));
      app.use(createPreviewRouter(blogs, caseStudies, adminAuth, preview));
      app.use(createActivityRouter(dataSource, adminAuth));
    },
  });
}
