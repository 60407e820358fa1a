import type { Express } from 'express';
import type { DataSource } from 'typeorm';
import { createServiceApp, type Logger } from '@site/service-kit';
import { BlogsService } from './blogs/blogs-service';
import { createBlogsRouter } from './blogs/blogs-router';
import { CaseStudiesService } from './case-studies/case-studies-service';
import { createCaseStudiesRouter } from './case-studies/case-studies-router';
import { CategoriesService } from './categories/categories-service';
import { createCategoriesRouter } from './categories/categories-router';

export interface ContentAppDeps {
  dataSource: DataSource;
  logger: Logger;
  /** PEM that verifies admin tokens; without it every admin write answers 503. */
  jwtPublicKey: string | undefined;
}

/**
 * The content API. It holds no state of its own (no cache): every instance reads and writes
 * PostgreSQL, so any number of instances behind the gateway agree.
 */
export function createApp(deps: ContentAppDeps): Express {
  const { dataSource, logger, jwtPublicKey } = deps;
  return createServiceApp({
    name: 'content-service',
    logger,
    // Twenty-thousand-character paragraphs times ten sections, with room for markup.
    jsonLimit: '512kb',
    readiness: { postgres: () => dataSource.query('SELECT 1') },
    routes: (app) => {
      app.use(createBlogsRouter(new BlogsService(dataSource), jwtPublicKey));
      app.use(createCategoriesRouter(new CategoriesService(dataSource)));
      app.use(createCaseStudiesRouter(new CaseStudiesService(dataSource), jwtPublicKey));
    },
  });
}
