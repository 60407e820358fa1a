import { Router, type Request, type Response } from 'express';
import {
  invitationAcceptSchema,
  invitationLookupSchema,
  loginRequestSchema,
  loginVerifySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  type InvitationDetails,
  type UserInfo,
} from '@site/contracts';
import { cookieValue, getRequestId, requireStaff, validateBody, type AdminAuth, type AdminClaims } from '@site/service-kit';
import type { PasswordResetService } from '../recovery/password-reset-service';
import type { TeamService } from '../team/team-service';
import { jwksOf, type SigningKeys } from '../tokens/signing-keys';
import { DEVICE_COOKIE_NAME, DEVICE_COOKIE_PATH } from './device-cookie';
import type { LoginService, SignedIn, SignInContext } from './login-service';

export interface LoginRouterDeps {
  login: LoginService;
  resets: PasswordResetService;
  team: TeamService;
  keys: SigningKeys;
  adminAuth: AdminAuth;
}

const contextOf = (req: Request, res: Response): SignInContext => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? null,
  deviceCookie: cookieValue(req.get('cookie'), DEVICE_COOKIE_NAME),
  requestId: getRequestId(res),
});

/**
 * Sign-in (with its second step), sign-out, "Forgot password?" and invitations: the calls a member
 * of staff makes before, or to stop, being signed in. Nothing here is cached.
 */
export function createLoginRouter(deps: LoginRouterDeps): Router {
  const { login, resets, team } = deps;
  const router = Router();
  router.use('/api/users', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Scripts cannot read it, other sites cannot send it, and only the sign-in calls carry it.
  const setDeviceCookie = (req: Request, res: Response, value: string) =>
    res.cookie(DEVICE_COOKIE_NAME, value, {
      httpOnly: true,
      secure: req.secure,
      sameSite: 'strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: login.deviceCookieMaxAgeSeconds * 1000,
    });
  const signedIn = (req: Request, res: Response, result: SignedIn) => {
    setDeviceCookie(req, res, result.deviceCookie);
    res.json(result.info satisfies UserInfo);
  };
  router.post('/api/users/login', validateBody(loginRequestSchema), async (req, res) => {
    signedIn(req, res, await login.login(req.body, contextOf(req, res)));
  });

  // The second step: the code from the authenticator or the mail (and the password when asked).
  router.post('/api/users/login/verify', validateBody(loginVerifySchema), async (req, res) => {
    signedIn(req, res, await login.verify(req.body, contextOf(req, res)));
  });

  router.post('/api/users/password-reset', validateBody(passwordResetRequestSchema), async (req, res) => {
    const reply = await resets.request(req.body.email, { ip: req.ip ?? '', requestId: getRequestId(res) });
    res.status(202).json({ status: 'success', message: reply.message });
  });

  router.post('/api/users/password-reset/complete', validateBody(passwordResetSchema), async (req, res) => {
    const { deviceCookie, sessionsEnded } = await resets.complete(req.body, { ...contextOf(req, res) });
    setDeviceCookie(req, res, deviceCookie);
    res.json({ status: 'success', message: 'Your password has been changed, and you were signed out everywhere. Sign in with the new password.', sessionsEnded });
  });

  router.post('/api/users/invitations/lookup', validateBody(invitationLookupSchema), async (req, res) => {
    res.json({ status: 'success', data: await team.lookup(req.body.token) } satisfies { status: 'success'; data: InvitationDetails });
  });

  router.post('/api/users/invitations/accept', validateBody(invitationAcceptSchema), async (req, res) => {
    signedIn(req, res, await team.accept(req.body, contextOf(req, res)));
  });

  const staff = requireStaff(deps.adminAuth);

  // Ends the caller's session; its token is refused everywhere from now on.
  router.post('/api/users/logout', staff, async (_req, res) => {
    await login.logout((res.locals.admin as AdminClaims).sid);
    res.status(204).end();
  });

  // "Sign out everywhere": ends every session of the caller, this one included.
  router.post('/api/users/logout-all', staff, async (_req, res) => {
    const sessionsEnded = await login.logoutEverywhere((res.locals.admin as AdminClaims).sub);
    res.json({ sessionsEnded });
  });

  // The verification key for services that prefer fetching it to being configured with the PEM.
  const jwks = jwksOf(deps.keys);
  router.get('/api/users/.well-known/jwks.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(jwks);
  });

  return router;
}
