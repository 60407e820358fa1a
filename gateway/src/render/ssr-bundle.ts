import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Blog, CaseStudy } from '@site/contracts/content';

/** What the gateway uses of the frontend's server render (frontend/src/entry-server.tsx). */
export interface PageData {
  blogs?: Blog[];
  article?: Blog;
  /** null: there is no such case study (the page renders its not-found view). */
  caseStudy?: CaseStudy | null;
  /** Every case study, for the case studies index (/casestudy). */
  caseStudies?: CaseStudy[];
}
export type PageResult = { status: number; location: string } | { status: number; html: string };
interface EntryServer {
  SITE_URL: string;
  BRAND: string;
  STATIC_PUBLIC_PATHS: readonly string[];
  renderPage(options: {
    url: string;
    template: string;
    manifest?: unknown;
    readAsset?: (file: string) => string | undefined;
    data?: PageData;
    siteUrl?: string;
  }): Promise<PageResult>;
}

export interface SsrBundle {
  siteUrl: string;
  brand: string;
  staticPaths: readonly string[];
  render(url: string, data?: PageData): Promise<PageResult>;
}

/**
 * The frontend build's server render, when the build made one: `<static>/../build-ssr/entry-server.cjs`
 * (one self-contained CommonJS file), the SPA shell it fills (`shell.html`, else `index.html`) and
 * Vite's manifest for the route's stylesheets and preloads. Undefined when any part is missing: the
 * gateway then serves the SPA shell, which renders in the browser.
 */
export function loadSsrBundle(staticDir: string | undefined, onError?: (err: unknown) => void): SsrBundle | undefined {
  if (!staticDir) return undefined;
  const entry = path.resolve(staticDir, '..', 'build-ssr', 'entry-server.cjs');
  const shell = ['shell.html', 'index.html']
    .map((name) => path.join(staticDir, name))
    .find((file) => existsSync(file));
  if (!existsSync(entry) || !shell) return undefined;
  let ssr: EntryServer;
  let manifest: unknown;
  let template: string;
  try {
    const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
    manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : undefined;
    template = readFileSync(shell, 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build artefact found at run time
    ssr = require(entry) as EntryServer;
  } catch (err) {
    // A broken or half-written build must not stop the gateway: pages fall back to the SPA shell.
    onError?.(err);
    return undefined;
  }
  // The build's CSS, read once: rendered pages inline it for the first paint.
  const assets = new Map<string, string | undefined>();
  const root = path.resolve(staticDir);
  const readAsset = (file: string): string | undefined => {
    if (!assets.has(file)) {
      const full = path.resolve(root, file);
      assets.set(file, full.startsWith(root + path.sep) && existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return assets.get(file);
  };
  return {
    siteUrl: ssr.SITE_URL,
    brand: ssr.BRAND,
    staticPaths: ssr.STATIC_PUBLIC_PATHS,
    render: (url, data) => ssr.renderPage({ url, template, manifest, data, readAsset }),
  };
}

/**
 * The build bakes its origin into every canonical and Open Graph URL, and the gateway writes the
 * sitemap, robots and RSS with SITE_URL: both must name the same site, else search engines get two.
 * Throws (the gateway does not start) when they differ; nothing to check without a server render.
 */
export function assertBuiltFor(ssr: SsrBundle | undefined, siteUrl: string, staticDir: string | undefined): void {
  if (!ssr) return;
  let built: string;
  try {
    built = new URL(ssr.siteUrl).origin;
  } catch {
    built = String(ssr.siteUrl);
  }
  if (built === siteUrl) return;
  throw new Error(
    `SITE_URL is ${siteUrl}, but the frontend build in ${staticDir} was made for ${built}: ` +
      `build it with SITE_URL=${siteUrl} (npm run build; docker compose build), or start the gateway with SITE_URL=${built}`,
  );
}
