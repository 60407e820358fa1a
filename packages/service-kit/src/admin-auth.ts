import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import { AppError } from './app-error';
import type { AdminKeySet } from './admin-keys';
import type { AdminAuth } from './admin-sessions';

export interface AdminClaims {
  sub: string;
  email: string;
  isAdmin: boolean;
  /** The sign-in session (service-kit AdminSessions) the token belongs to. */
  sid: string;
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
  return { sub: payload.sub, email: String(payload.email ?? ''), isAdmin: true, sid: payload.sid };
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

/** Express guard: every admin call is authorised on the server, whatever the browser does. */
export function requireAdmin(auth: AdminAuth | undefined): RequestHandler {
  return async (req, res, next) => {
    if (!auth) throw new AppError({ status: 503, code: 'AUTH_NOT_CONFIGURED', message: 'Admin sign-in is not configured' });
    res.locals.admin = await verifyAdminSession(req.get('authorization'), auth);
    next();
  };
}
