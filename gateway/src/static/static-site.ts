import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import type { RedirectLookup } from './article-redirects';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'no-cache';
export const CACHE_PUBLIC_FILE = 'public, max-age=3600';

/** The build folder, when it exists; the gateway then serves the site as nginx does in production. */
export function staticDirIfPresent(dir: string): string | undefined {
  try {
    return existsSync(dir) && statSync(dir).isDirectory() ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files of the build: hashed `/static/*` chunks are immutable for a year (a missing chunk is a 404,
 * never the HTML shell, so the app's chunk-load error shows); HTML is revalidated every time; other
 * public files (images, video, favicon) are cached for an hour.
 */
export function staticFiles(dir: string): Router {
  const router = Router();
  router.use(
    '/static',
    express.static(path.join(dir, 'static'), {
      index: false,
      immutable: true,
      maxAge: '365d',
      fallthrough: true,
      redirect: false,
    }),
  );
  router.use(
    express.static(dir, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.endsWith('.html') ? CACHE_HTML : CACHE_PUBLIC_FILE);
      },
    }),
  );
  return router;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `<dir>/<path>/index.html` when the build prerendered this page (path stays inside the build). */
async function prerenderedPage(dir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = path.resolve(dir, `.${path.posix.normalize(decoded)}`, 'index.html');
  if (!candidate.startsWith(path.resolve(dir) + path.sep)) return undefined;
  return (await isFile(candidate)) ? candidate : undefined;
}

// Shared draft previews (/preview/<token>) are never indexed either.
const ADMIN_PAGES = /^\/(admin|login|preview)(\/|$)/;
/**
 * Pages the app routes in the browser: the admin area, shared draft previews, and the pages the
 * gateway renders on request (news, articles, case studies), when the server render cannot answer.
 */
const APP_PAGES = /^\/(admin|login|preview|blog|casestudy)(\/|$)|^\/blogs\/[^/]+$/;

/** The build's error page (scripts/prerender.mjs renders the not-found view to `404.html`). */
export const NOT_FOUND_PAGE = '404.html';

/**
 * Serves a page: its prerendered HTML if the build has it; else a 301 when the page moved (an
 * article whose slug changed); else the SPA shell for the pages the app routes itself; else, in a
 * prerendered build (it has a 404.html), 404 with that error page: every public page of such a
 * build is a file, so any other path is unknown. A build without one serves the shell for all.
 */
export function pageHandler(
  dir: string,
  redirectFor?: RedirectLookup,
): (req: Request, res: Response) => Promise<boolean> {
  // After the prerender, index.html is the home page and the untouched SPA shell is kept as shell.html.
  const shells = [path.join(dir, 'shell.html'), path.join(dir, 'index.html')];
  const findShell = async (): Promise<string | undefined> => {
    for (const candidate of shells) if (await isFile(candidate)) return candidate;
    return undefined;
  };
  return async (req, res) => {
    const prerendered = await prerenderedPage(dir, req.path);
    if (!prerendered && redirectFor) {
      const to = await redirectFor(req.path);
      if (to) {
        // Cached for an hour only: a browser keeps a bare 301 forever, and a slug can be reclaimed.
        res.setHeader('Cache-Control', 'public, max-age=3600');
        const query = req.originalUrl.indexOf('?');
        res.redirect(301, query >= 0 ? `${to}${req.originalUrl.slice(query)}` : to);
        return true;
      }
    }
    const notFound = path.join(dir, NOT_FOUND_PAGE);
    const unknown = !prerendered && !APP_PAGES.test(req.path) && (await isFile(notFound));
    const file = prerendered ?? (unknown ? notFound : await findShell());
    if (!file) return false;
    if (unknown) res.status(404);
    res.setHeader('Cache-Control', CACHE_HTML);
    // The admin area is never indexed, whatever the HTML says.
    if (ADMIN_PAGES.test(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    await new Promise<void>((resolve, reject) => {
      res.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (err) => (err ? reject(err) : resolve()));
    });
    return true;
  };
}

/** A browser navigation (or a client that takes anything) rather than an API call. */
export const acceptsHtml = (req: Request): boolean => req.accepts('html') !== false;
