import { Router } from 'express';
import { loginRequestSchema, type UserInfo } from '@site/contracts';
import { validateBody } from '@site/service-kit';
import { jwksOf, type SigningKeys } from '../tokens/signing-keys';
import { LoginLockedError, type LoginService } from './login-service';

export function createLoginRouter(login: LoginService, keys: SigningKeys): Router {
  const router = Router();

  router.post('/api/users/login', validateBody(loginRequestSchema), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      const info = await login.login(req.body, {
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? null,
      });
      res.json(info satisfies UserInfo);
    } catch (err) {
      if (err instanceof LoginLockedError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });

  // The verification key for services that prefer fetching it to being configured with the PEM.
  const jwks = jwksOf(keys);
  router.get('/api/users/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(jwks);
  });

  return router;
}
