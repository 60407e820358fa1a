// Which public path goes where, stated once: the gateway's route table (gateway/src/routing/
// route-table.ts) resolves every request with it, and deploy/test/route-manifest.test.ts sends each
// entry through the real nginx to hold nginx.conf's locations to it.
import { FORM_POST_PATHS } from './form-fields';

export type ServiceName = 'content' | 'auth' | 'forms' | 'upload';

/**
 * Where a path goes: a service's API; `site`, the site process's pages; `files`, the site build's
 * files (nginx serves them itself); `blocked`, refused at every edge (404); `none`, an API path no
 * service has (the gateway's JSON 404).
 */
export type RouteTarget = ServiceName | 'site' | 'files' | 'blocked' | 'none';

export interface RouteEntry {
  /** `exact`: the path only; `under`: the path and anything below it; `prefix`: any path starting with it. */
  match: 'exact' | 'under' | 'prefix';
  path: string;
  to: RouteTarget;
  /** Only requests that change state (anything but GET, HEAD, OPTIONS) take this entry. */
  writesOnly?: true;
  /** An admin token is checked at the edge: on every request, or on the writes only. */
  admin?: 'always' | 'writes';
  /** The rate-limit rule beyond the overall one. */
  strictLimit?: 'login';
  /**
   * The site answers it but it is not a page a visitor reads (a feed, the admin shell, a form's
   * round trip): never a page view in the traffic counts (issue 27, service-kit `pageViewOf`).
   */
  notAPage?: true;
}

const exact = (path: string, to: RouteTarget, more: Partial<RouteEntry> = {}): RouteEntry => ({ match: 'exact', path, to, ...more });
const under = (path: string, to: RouteTarget, more: Partial<RouteEntry> = {}): RouteEntry => ({ match: 'under', path, to, ...more });
const prefix = (path: string, to: RouteTarget, more: Partial<RouteEntry> = {}): RouteEntry => ({ match: 'prefix', path, to, ...more });
const WRITES: Partial<RouteEntry> = { admin: 'writes' };
const ADMIN: Partial<RouteEntry> = { admin: 'always' };
const NOT_A_PAGE: Partial<RouteEntry> = { notAPage: true };

/**
 * The first entry that matches wins; a path no entry matches is a site page. Matching is exact and
 * case-sensitive on purpose: anything not listed never reaches a service, so a spelling the services
 * would accept (Express matches case-insensitively) cannot slip past the token check.
 */
export const ROUTE_MANIFEST: readonly RouteEntry[] = [
  // Service-to-service paths and the operations listener's (metrics): never on the public port.
  under('/internal', 'blocked'),
  under('/metrics', 'blocked'),
  prefix('/static/', 'files'),

  // content-service. GET /blog and GET /blogs/:slug are pages; /blogs, POST /blog, /blog/:id and
  // /api/blogs/* (old-slug redirects) are API.
  exact('/blogs', 'content', WRITES),
  exact('/blog', 'content', { writesOnly: true, ...ADMIN }),
  exact('/blog', 'site'),
  prefix('/blog/', 'content', WRITES),
  prefix('/api/blogs/', 'content', WRITES),
  under('/api/categories', 'content', WRITES),
  under('/api/caseStudies', 'content', WRITES),
  // Drafts: admin reads and publication changes, and the shared preview links (signed, public).
  under('/api/admin/blogs', 'content', ADMIN),
  under('/api/admin/caseStudies', 'content', ADMIN),
  under('/api/admin/content', 'content', ADMIN),
  under('/api/admin/preview-links', 'content', ADMIN),
  under('/api/admin/activity/content', 'content', ADMIN),
  prefix('/api/preview/', 'content', WRITES),

  // auth-service. Logout and one's own account need a live session: checked at the edge as well as
  // by the service; so do the Owner's team and the sign-in and team parts of the activity log.
  exact('/api/users/logout', 'auth', ADMIN),
  exact('/api/users/logout-all', 'auth', ADMIN),
  under('/api/users/me', 'auth', ADMIN),
  under('/api/admin/team', 'auth', ADMIN),
  under('/api/admin/activity/sign-ins', 'auth', ADMIN),
  under('/api/admin/activity/team', 'auth', ADMIN),
  // Signing in, its second step and "Forgot password?" count against the sign-in limit per address;
  // invitations and reset links carry 256-bit tokens (auth-service has its own limits as well).
  exact('/api/users/login', 'auth', { strictLimit: 'login' }),
  exact('/api/users/login/verify', 'auth', { strictLimit: 'login' }),
  exact('/api/users/password-reset', 'auth', { strictLimit: 'login' }),
  under('/api/users', 'auth'),

  // forms-service: the spec's form posts, the newsletter, the forms' anti-spam token (and its pixel).
  // A browser's own form post (no script) goes to the site's /forms/* pages instead.
  ...FORM_POST_PATHS.map((path) => exact(path, 'forms')),
  under('/api/newsletter', 'forms'),
  under('/api/forms', 'forms'),
  prefix('/api/admin/submissions', 'forms', ADMIN),
  prefix('/api/admin/subscribers', 'forms', ADMIN),
  under('/api/admin/stats', 'forms', ADMIN),
  under('/api/admin/activity/leads', 'forms', ADMIN),

  // upload-service. The resume upload is public (job applicants); image uploads are admin only.
  exact('/api/upload/resume', 'upload'),
  under('/api/upload', 'upload', WRITES),
  // `/media` itself is the Media page; only paths below it are upload-service files.
  exact('/media', 'site'),
  prefix('/media/', 'upload', WRITES),
  under('/api/files', 'upload', WRITES),
  under('/api/admin/resumes', 'upload', ADMIN),

  // Made by the site from content-service data; the admin app's shell.
  exact('/sitemap.xml', 'site', NOT_A_PAGE),
  exact('/robots.txt', 'site', NOT_A_PAGE),
  exact('/rss.xml', 'site', NOT_A_PAGE),
  under('/admin', 'site', NOT_A_PAGE),
  under('/login', 'site', NOT_A_PAGE),
  under('/preview', 'site', NOT_A_PAGE),
  prefix('/forms/', 'site', NOT_A_PAGE),

  // No service's: the gateway's JSON 404 (`/healthz` is the gateway's own liveness, answered before routing).
  prefix('/api/', 'none'),
  exact('/healthz', 'none'),
];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anything that is not a read changes state; unknown verbs are treated as writes. */
export const isWrite = (method: string): boolean => !READ_METHODS.has(method.toUpperCase());

const matches = (entry: RouteEntry, path: string): boolean =>
  entry.match === 'exact'
    ? path === entry.path
    : entry.match === 'under'
      ? path === entry.path || path.startsWith(`${entry.path}/`)
      : path.startsWith(entry.path);

/** The manifest entry a request takes; a site page when none matches. */
export function routeOf(method: string, path: string): RouteEntry {
  const write = isWrite(method);
  return ROUTE_MANIFEST.find((entry) => (!entry.writesOnly || write) && matches(entry, path)) ?? { match: 'prefix', path: '/', to: 'site' };
}
