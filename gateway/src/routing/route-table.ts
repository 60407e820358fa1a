/**
 * Which public path goes to which service, and which calls need an admin token at the edge.
 * Matching is exact and case-sensitive on purpose: anything not listed here never reaches a service,
 * so a spelling the services would accept (Express matches case-insensitively) cannot slip past the
 * token check.
 */
export type ServiceName = 'content' | 'auth' | 'forms' | 'upload';

export const SERVICE_LABELS: Record<ServiceName, string> = {
  content: 'Content service',
  auth: 'Auth service',
  forms: 'Forms service',
  upload: 'Upload service',
};

export interface ApiRoute {
  kind: 'api';
  service: ServiceName;
  /** Refused with 401 at the gateway unless a valid admin token is presented. */
  requiresAdmin: boolean;
  /** The rate-limit rule beyond the overall one. */
  strictLimit?: 'login';
}

export type Resolution = ApiRoute | { kind: 'blocked' } | { kind: 'page' } | { kind: 'none' };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_POSTS = new Set([
  '/send-contact-form-main',
  '/send-contact-form-usa',
  '/send-newsletter',
  '/job-opportunity-form',
]);

/** `prefix` itself or anything below it. */
const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

const api = (service: ServiceName, requiresAdmin: boolean, strictLimit?: 'login'): ApiRoute => ({
  kind: 'api',
  service,
  requiresAdmin,
  ...(strictLimit ? { strictLimit } : {}),
});

export function resolveRoute(method: string, path: string): Resolution {
  // Anything that is not a read changes state; unknown verbs are treated as writes.
  const write = !READ_METHODS.has(method.toUpperCase());

  if (under(path, '/internal')) return { kind: 'blocked' };

  // content-service. GET /blog and GET /blogs/:slug are pages; /blogs, POST /blog, /blog/:id and
  // /api/blogs/* (old-slug redirects) are API.
  if (path === '/blogs') return api('content', write);
  if (path === '/blog') return write ? api('content', true) : { kind: 'page' };
  if (path.startsWith('/blog/')) return api('content', write);
  if (path.startsWith('/api/blogs/')) return api('content', write);
  if (under(path, '/api/categories')) return api('content', write);
  if (under(path, '/api/caseStudies')) return api('content', write);
  // Drafts: admin reads and publication changes, and the shared preview links (signed, public).
  if (
    under(path, '/api/admin/blogs') ||
    under(path, '/api/admin/caseStudies') ||
    under(path, '/api/admin/content') ||
    under(path, '/api/admin/preview-links')
  )
    return api('content', true);
  if (path.startsWith('/api/preview/')) return api('content', write);

  // auth-service. Logout needs a live session: checked at the edge as well as by the service.
  if (path === '/api/users/logout' || path === '/api/users/logout-all') return api('auth', true);
  if (under(path, '/api/users')) return api('auth', false, path === '/api/users/login' ? 'login' : undefined);

  // forms-service
  if (FORM_POSTS.has(path)) return api('forms', false);
  if (under(path, '/api/newsletter')) return api('forms', false);
  // The forms' anti-spam token (and its pixel) and the pages a browser's form post redirects to.
  if (under(path, '/api/forms')) return api('forms', false);
  if (path.startsWith('/api/admin/submissions') || path.startsWith('/api/admin/subscribers'))
    return api('forms', true);
  if (under(path, '/api/admin/stats')) return api('forms', true);

  // upload-service. The resume upload is public (job applicants); image uploads are admin only.
  if (path === '/api/upload/resume') return api('upload', false);
  if (under(path, '/api/upload')) return api('upload', write);
  // `/media` itself is the Media PAGE; only paths below it are upload-service files (as nginx's `location /media/`).
  if (path.startsWith('/media/') || under(path, '/api/files')) return api('upload', write);
  if (under(path, '/api/admin/resumes')) return api('upload', true);

  if (under(path, '/api') || under(path, '/healthz')) return { kind: 'none' };
  return { kind: 'page' };
}

/**
 * True when a path segment is `.` or `..` (also percent-encoded) or holds a NUL: such paths are
 * refused so that no service sees a path that normalises to somewhere the route table did not check.
 */
export function hasUnsafeSegments(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return true;
    }
    return (
      decoded === '.' ||
      decoded === '..' ||
      decoded.includes('\0') ||
      decoded.includes('\\') ||
      /%2f/i.test(segment)
    );
  });
}
