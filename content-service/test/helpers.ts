import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { AdminBlogRecord, AdminCaseStudy, BlogCreateInput, BlogRecord, CaseStudy } from '@site/contracts';
import { createLogger, initializeDataSource, type Logger } from '@site/service-kit';
import { bearer, createTestAdminAuth, createTestDatabase, startTestApp, type RunningTestApp, type TestDatabase } from '@site/service-kit/testing';
import { createMigratedDatabase } from '@site/testing/databases';
import { createApp } from '../src/app';
import { createContentDataSource } from '../src/db/data-source';

// Each file migrates and seeds a fresh database on a machine shared by many test runs; 5 s is too tight.
jest.setTimeout(30_000);

export interface ContentInstance {
  url: string;
  dataSource: DataSource;
  app: RunningTestApp;
  /** Where the verifier reads admin sessions (testing's seedTestAdminSession opens more). */
  redisPrefix: string;
  stop(): Promise<void>;
}

/** One running content-service on a database: real HTTP on port 0, real PostgreSQL. */
/** withAdminAuth false: a service configured without a public key; logger: one the test reads. */
export async function startInstance(
  databaseUrl: string,
  withAdminAuth = true,
  options: { logger?: Logger } = {},
): Promise<ContentInstance> {
  const dataSource = await initializeDataSource(createContentDataSource(databaseUrl, 4));
  const logger = options.logger ?? createLogger('content-service', 'silent');
  // testAdminKeys and real Redis sessions, with the one `signTestToken()` tokens carry open.
  const adminAuth = await createTestAdminAuth('content');
  const app = await startTestApp(createApp({ dataSource, logger, adminAuth: withAdminAuth ? adminAuth : undefined }));
  return {
    url: app.url,
    dataSource,
    app,
    redisPrefix: adminAuth.prefix,
    stop: async () => {
      await app.close();
      await adminAuth.close();
      await dataSource.destroy();
    },
  };
}

export interface TestService extends ContentInstance {
  db: TestDatabase;
  close(): Promise<void>;
}

/** A fresh database for the test file, migrated and seeded, with one instance on it. */
export async function startContentService(label: string): Promise<TestService> {
  // A copy of the run's migrated and seeded template.
  const db = await createMigratedDatabase(label, 'content', async (url) => {
    await (await initializeDataSource(createContentDataSource(url, 2))).destroy();
  });
  const instance = await startInstance(db.url);
  return {
    ...instance,
    db,
    close: async () => {
      await instance.stop();
      await db.drop();
    },
  };
}

export interface TwoInstances {
  db: TestDatabase;
  a: ContentInstance;
  b: ContentInstance;
  close(): Promise<void>;
}

/** Two instances starting together on one fresh database, as behind the gateway. */
export async function startTwoInstances(label: string): Promise<TwoInstances> {
  const db = await createTestDatabase(label);
  // The advisory lock lets one migrate while the other waits.
  const [a, b] = await Promise.all([startInstance(db.url), startInstance(db.url)]);
  return {
    db,
    a,
    b,
    close: async () => {
      await a.stop();
      await b.stop();
      await db.drop();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send a freshly signed admin token. */
  admin?: boolean;
}

/** Real HTTP; redirects are not followed so a 301 can be asserted. */
export async function call<T = unknown>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.admin ? bearer() : {}), ...options.headers };
  let payload: string | undefined;
  if (options.rawBody !== undefined) {
    payload = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, { method, headers, body: payload, redirect: 'manual' });
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) body = JSON.parse(text);
  return { status: res.status, body: body as T, headers: res.headers };
}

let counter = 0;
/** A unique, valid post; every test makes its own so tests never depend on each other. */
export function aBlog(overrides: Partial<BlogCreateInput> = {}): BlogCreateInput & { title: string } {
  counter += 1;
  return {
    title: `Fibre backbones for campus ${counter} ${Date.now()}`,
    brief_paragraph: 'Why single-mode fibre links buildings on a campus.',
    blog_image: '/media/images/abc/1600.jpg',
    blog_image_alt: 'Fibre patch panel',
    published_date: 'December 1, 2026',
    category: 4,
    blogs_content: [
      { heading: 'Distance', paragraph: '<p>Fibre carries 10 Gb far beyond the 100 m copper channel.</p>' },
      { heading: 'Grounding', paragraph: '<p>Fibre carries no current between separately grounded buildings.</p>' },
    ],
    ...overrides,
  };
}

export const anyRequestId = expect.any(String);

/** Every case study field empty: what POST /api/caseStudies with no body creates. */
export const BLANK_CASE_STUDY: Omit<CaseStudy, '_id'> = {
  heroHeading: '', clientName: '', bannerImage: '', bannerImageAlt: '', category1: '', category2: '', category3: '', category4: '', template: '',
  sec1Heading: '', sec1Para: '', sec1Para2: '', sec1Img: '', sec1ImgAlt: '',
  sec2Heading: '', sec2Para: '', sec3Heading: '', sec3Para: '', sec4Heading: '', sec4Para: '', sec5Heading: '', sec5Para: '',
  sec6Heading: '', sec6Para: '', sec7Heading: '', sec7Para: '', sec8Heading: '', sec8Para: '', sec9Heading: '', sec9Para: '',
};

/** Publishes a post (`blogs`) or case study (`caseStudies`) now: new items are drafts (decisions/content.md). */
export async function publish(base: string, kind: 'blogs' | 'caseStudies', id: string | number): Promise<void> {
  const res = await call(base, 'POST', `/api/admin/${kind}/${id}/publication`, { admin: true, body: { action: 'publish' } });
  if (res.status !== 200) throw new Error(`publishing ${kind}/${id} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** A post as the public reads answer it: the admin reply without its state fields. */
export function publicBlog({ status: _s, publish_at: _p, has_unpublished_changes: _h, published_date_auto: _a, ...blog }: AdminBlogRecord): BlogRecord {
  return blog;
}

/** A case study as the public reads answer it: the admin reply without its state fields (and message). */
export function publicCaseStudy(record: AdminCaseStudy & { message?: string }): CaseStudy {
  const { status: _s, publish_at: _p, has_unpublished_changes: _h, message: _m, ...study } = record;
  return study;
}
