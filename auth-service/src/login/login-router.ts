import { Router } from 'express';
import { loginRequestSchema, type UserInfo } from '@site/contracts';
import { requireAdmin, validateBody, type AdminAuth, type AdminClaims } from '@site/service-kit';
import { jwksOf, type SigningKeys } from '../tokens/signing-keys';
import { cookieValue, DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH } from './device-cookie';
import { LoginLockedError, type LoginService } from './login-service';

export function createLoginRouter(login: LoginService, keys: SigningKeys, adminAuth: AdminAuth): Router {
  const router = Router();

  router.post('/api/users/login', validateBody(loginRequestSchema), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const { info, deviceCookie } = await login.login(req.body, {
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? null,
        deviceCookie: cookieValue(req.get('cookie'), DEVICE_COOKIE_NAME),
      });
      // Scripts cannot read it, other sites cannot send it, and only the sign-in call carries it.
      res.cookie(DEVICE_COOKIE_NAME, deviceCookie, {
        httpOnly: true,
        secure: req.secure,
        sameSite: 'strict',
        path: DEVICE_COOKIE_PATH,
        maxAge: login.deviceCookieMaxAgeSeconds * 1000,
      });
      res.json(info satisfies UserInfo);
    } catch (err) {
      if (err instanceof LoginLockedError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });

  const admin = requireAdmin(adminAuth);

  // Ends the caller's session; its token is refused everywhere from now on.
  router.post('/api/users/logout', admin, async (_req, res) => {
    await login.logout((res.locals.admin as AdminClaims).sid);
    res.status(204).end();
  });

  // "Sign out everywhere": ends every session of the caller, this one included.
  router.post('/api/users/logout-all', admin, async (_req, res) => {
    const sessionsEnded = await login.logoutEverywhere((res.locals.admin as AdminClaims).sub);
    res.json({ sessionsEnded });
  });

  // The verification key for services that prefer fetching it to being configured with the PEM.
  const jwks = jwksOf(keys);
  router.get('/api/users/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(jwks);
  });

  return router;
}
