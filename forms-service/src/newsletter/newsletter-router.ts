import { Router, type Request, type Response } from 'express';
import {
  NEWSLETTER_API,
  NEWSLETTER_OUTCOME_TEXT,
  NEWSLETTER_PAGES,
  NEWSLETTER_TOKEN_MAX,
  type NewsletterAction,
  type NewsletterLinkOutcome,
  type NewsletterLinkReply,
} from '@site/contracts';
import type { NewsletterService } from './newsletter-service';

/** The token of a link: `?token=` (the mail's addresses, the one-click POST) or a JSON body's `token` (the site page). */
function tokenOf(req: Request): string {
  const fromQuery = req.query.token;
  const fromBody = (req.body as { token?: unknown } | undefined)?.token;
  const value = typeof fromQuery === 'string' && fromQuery ? fromQuery : fromBody;
  return typeof value === 'string' && value.length <= NEWSLETTER_TOKEN_MAX ? value : '';
}

/**
 * The newsletter's confirm and unsubscribe actions (docs/decisions/forms.md F23). Only a POST acts:
 * the site's pages post here as JSON when their button is pressed, and a mailbox provider posts the
 * List-Unsubscribe address (RFC 8058 one-click: `List-Unsubscribe=One-Click` as a form body, which is
 * not read; the token is in the address). A GET, which a mail scanner makes when it opens every
 * link, changes nothing: it answers 303 to the site page that asks (links of mails sent before).
 */
export function newsletterRouter(service: NewsletterService): Router {
  const router = Router();
  const reply = (res: Response, outcome: NewsletterLinkOutcome) => {
    const body: NewsletterLinkReply = {
      status: outcome === 'invalid' ? 'fail' : 'success',
      outcome,
      message: NEWSLETTER_OUTCOME_TEXT[outcome].message,
    };
    res.status(outcome === 'invalid' ? 400 : 200).set('Cache-Control', 'no-store').json(body);
  };
  const toPage = (action: NewsletterAction) => (req: Request, res: Response) => {
    const token = tokenOf(req);
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, token ? `${NEWSLETTER_PAGES[action]}?token=${encodeURIComponent(token)}` : NEWSLETTER_PAGES[action]);
  };

  router.get(NEWSLETTER_API.confirm, toPage('confirm'));
  router.get(NEWSLETTER_API.unsubscribe, toPage('unsubscribe'));
  router.post(NEWSLETTER_API.confirm, async (req, res) => {
    reply(res, await service.confirm(tokenOf(req), req.ip ?? null));
  });
  router.post(NEWSLETTER_API.unsubscribe, async (req, res) => {
    reply(res, await service.unsubscribe(tokenOf(req)));
  });
  return router;
}
