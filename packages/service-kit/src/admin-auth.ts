import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER } from '@site/contracts';
import { AppError } from './app-error';

export interface AdminClaims {
  sub: string;
  email: string;
  isAdmin: boolean;
}

/**
 * Verifies an admin bearer token: the algorithm is pinned (no `none`, no HS/ES confusion), and the
 * issuer, audience and expiry are required. Throws AppError 401/403.
 */
export function verifyAdminToken(authorization: string | undefined, publicKey: string): AdminClaims {
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized();
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(match[1], publicKey, {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      complete: false,
    });
  } catch (err) {
    const expired = err instanceof jwt.TokenExpiredError;
    throw new AppError({
      status: 401,
      code: expired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
      message: expired ? 'Your session has expired. Please sign in again.' : 'Sign in as an administrator to do this',
    });
  }
  if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
    throw AppError.unauthorized();
  }
  if (payload.isAdmin !== true) throw AppError.forbidden();
  return { sub: payload.sub, email: String(payload.email ?? ''), isAdmin: true };
}

/** Express guard: every admin call is authorised on the server, whatever the browser does. */
export function requireAdmin(publicKey: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!publicKey) throw new AppError({ status: 503, code: 'AUTH_NOT_CONFIGURED', message: 'Admin sign-in is not configured' });
    res.locals.admin = verifyAdminToken(req.get('authorization'), publicKey);
    next();
  };
}
