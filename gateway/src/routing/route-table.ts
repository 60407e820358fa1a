/**
 * The gateway's reading of the one route manifest (@site/contracts/route-manifest): which service a
 * public path goes to, and which calls need an admin token at the edge.
 */
import { isWrite, routeOf, type ServiceName } from '@site/contracts/route-manifest';

export type { ServiceName };

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

export function resolveRoute(method: string, path: string): Resolution {
  const { to, admin, strictLimit } = routeOf(method, path);
  if (to === 'blocked' || to === 'none') return { kind: to };
  // The site's pages and its build's files alike are the site renderer's.
  if (to === 'site' || to === 'files') return { kind: 'page' };
  return {
    kind: 'api',
    service: to,
    requiresAdmin: admin === 'always' || (admin === 'writes' && isWrite(method)),
    ...(strictLimit ? { strictLimit } : {}),
  };
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
