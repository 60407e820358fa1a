import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import {
  isStaffRole,
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  ROLE_REFUSED,
  SETUP_REQUIRED,
  staffRouteOf,
  type StaffRole,
  type StaffRoute,
} from '@site/contracts';
import { AppError } from './app-error';
import type { AdminKeySet } from './admin-keys';
import type { AdminAuth } from './admin-sessions';

export interface AdminClaims {
  sub: string;
  email: string;
  isAdmin: boolean;
  /** The sign-in session (service-kit AdminSessions) the token belongs to. */
  sid: string;
  /** What this member of staff may do (contracts STAFF_ROUTES); a role change ends the sessions. */
  role: StaffRole;
  /** An Owner without an authenticator yet: only the routes marked `duringSetup` are open. */
  setup: boolean;
}

/** One answer for every token that does not verify, so a caller learns nothing about why. */
const invalidToken = () =>
  new AppError({ status: 401, code: 'INVALID_TOKEN', message: 'Sign in as an administrator to do this' });

/** The `kid` in the token's header, when there is one. */
function keyIdOfToken(token: string): string | undefined {
  try {
    const kid = jwt.decode(token, { complete: true })?.header.kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies an admin bearer token: the key is the one its `kid` names (a missing or unknown kid is
 * refused; a kid never picks the algorithm), the algorithm is pinned (no `none`, no HS/ES
 * confusion), and the issuer, audience and expiry are required. Throws AppError 401/403.
 */
export function verifyAdminToken(authorization: string | undefined, keys: AdminKeySet): AdminClaims {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized();
  const token = match[1];
  const kid = keyIdOfToken(token);
  const key = kid === undefined ? undefined : keys.get(kid);
  if (!key) throw invalidToken();
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, key, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      complete: false,
    });
  } catch (err) {
    if (!(err instanceof jwt.TokenExpiredError)) throw invalidToken();
    throw new AppError({
      status: 401,
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please sign in again.',
    });
  }
  if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
    throw AppError.unauthorized();
  }
  // A token without a session id cannot be revoked, so it is not accepted.
  if (typeof payload.sid !== 'string' || payload.sid === '') throw invalidToken();
  if (payload.isAdmin !== true) throw AppError.forbidden();
  // Tokens from before roles existed carry none: such a holder signs in again.
  if (!isStaffRole(payload.role)) throw invalidToken();
  return {
    sub: payload.sub,
    email: String(payload.email ?? ''),
    isAdmin: true,
    sid: payload.sid,
    role: payload.role,
    setup: payload.setup === true,
  };
}

/**
 * The role check of one staff route, for the services' guard and the gateway's edge check alike:
 * 403 when the table does not allow the caller's role, or when an Owner who must set up an
 * authenticator first calls anything but their own account.
 */
export function assertStaffAccess(claims: AdminClaims, route: StaffRoute): void {
  if (!route.roles.includes(claims.role)) throw new AppError({ status: 403, ...ROLE_REFUSED });
  if (claims.setup && !route.duringSetup) throw new AppError({ status: 403, ...SETUP_REQUIRED });
}

/**
 * verifyAdminToken, then the session: a token whose session ended (logout, sign out everywhere,
 * password reset) is refused at once, on every instance. Redis away: 503, never a pass.
 */
export async function verifyAdminSession(authorization: string | undefined, auth: AdminAuth): Promise<AdminClaims> {
  const claims = verifyAdminToken(authorization, auth.keys);
  let active: boolean;
  try {
    active = await auth.sessions.isActive(claims.sid, claims.sub);
  } catch {
    throw new AppError({
      status: 503,
      code: 'AUTH_UNAVAILABLE',
      message: 'Admin sign-in is temporarily unavailable. Please try again in a moment.',
    });
  }
  if (!active) {
    throw new AppError({ status: 401, code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' });
  }
  return claims;
}

/** Marks the guard, so a service's tests can list the routes it protects (`staffGuardedRoutes`). */
export const STAFF_GUARD = Symbol('staff-guard');

/**
 * Express guard of every staff route: the token, its session, then the roles the one table
 * (contracts STAFF_ROUTES) allows for the route this guard sits on (its method and Express path).
 * A route missing from the table is refused to everyone (500, logged): the table is the list.
 */
export function requireStaff(auth: AdminAuth | undefined): RequestHandler {
  const guard: RequestHandler = async (req, res, next) => {
    if (!auth) throw new AppError({ status: 503, code: 'AUTH_NOT_CONFIGURED', message: 'Admin sign-in is not configured' });
    const claims = await verifyAdminSession(req.get('authorization'), auth);
    const routePath: unknown = (req.route as { path?: unknown } | undefined)?.path;
    const route = typeof routePath === 'string' ? staffRouteOf(req.method, routePath) : undefined;
    if (!route) throw new Error(`${req.method} ${String(routePath)} is guarded but not in STAFF_ROUTES`);
    assertStaffAccess(claims, route);
    res.locals.admin = claims;
    next();
  };
  return Object.assign(guard, { [STAFF_GUARD]: true });
}

/** The routes of an Express app or router whose handlers include `requireStaff`, as `METHOD path`. */
export function staffGuardedRoutes(app: unknown): string[] {
  interface Layer {
    route?: { path: unknown; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
    handle?: { stack?: Layer[] };
  }
  const found: string[] = [];
  const walk = (stack: Layer[] | undefined) => {
    for (const layer of stack ?? []) {
      if (layer.route) {
        const guarded = layer.route.stack.some((l) => typeof l.handle === 'function' && STAFF_GUARD in l.handle);
        if (guarded)
          for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${String(layer.route.path)}`);
      } else walk(layer.handle?.stack);
    }
  };
  const root = app as { router?: { stack?: Layer[] }; stack?: Layer[] };
  walk(root.router?.stack ?? root.stack);
  return found.sort();
}
