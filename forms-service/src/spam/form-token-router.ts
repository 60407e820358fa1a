import { Router, type Request, type Response } from 'express';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_PATH, FORM_TOKEN_PIXEL_PATH, FORM_TOKEN_TTL_MS } from '@site/contracts';
import { cookieValue } from '@site/service-kit';
import type { FormTokens } from './form-token';
import type { TokenUses } from './token-uses';

/** A transparent 1x1 GIF: the page's token "pixel". */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The anti-spam token a request's cookie carries, if any. */
export const cookieTokenOf = (req: Request): string | undefined => cookieValue(req.headers.cookie, FORM_TOKEN_COOKIE);

const noStore = (res: Response) => res.setHeader('Cache-Control', 'private, no-store');

/**
 * GET FORM_TOKEN_PIXEL_PATH: every form's page loads it as it is shown (an <img>, so it works
 * without script), and it sets the token cookie the form's post then carries. A cookie that is
 * still valid and under half its life is kept, so the time counts from the first page shown: a
 * second tab or the form page shown again after an error never makes a visitor "too fast". A token
 * that has carried its share of submissions (TokenUses) is replaced, so a visitor who comes back
 * to a form after sending several is not held for review.
 *
 * GET FORM_TOKEN_PATH: the token as JSON for a scripted client, to post as `formToken`.
 */
export function formTokenRouter(tokens: FormTokens, uses: TokenUses): Router {
  const router = Router();
  router.get(FORM_TOKEN_PIXEL_PATH, async (req, res) => {
    const current = cookieTokenOf(req);
    const problem = tokens.check(current);
    const young = current !== undefined && (problem === null || problem === 'too-fast') && tokens.ageOf(current) < FORM_TOKEN_TTL_MS / 2;
    if (!young || (await uses.spent(current))) {
      res.cookie(FORM_TOKEN_COOKIE, tokens.issue(), {
        path: '/',
        maxAge: FORM_TOKEN_TTL_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
      });
    }
    noStore(res);
    res.type('image/gif').send(PIXEL);
  });
  router.get(FORM_TOKEN_PATH, (_req, res) => {
    const now = Date.now();
    noStore(res);
    res.json({ token: tokens.issue(now), expiresAt: new Date(now + FORM_TOKEN_TTL_MS).toISOString() });
  });
  return router;
}
