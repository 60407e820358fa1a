import { Router } from 'express';
import { COMPANY } from '@site/contracts';
import { newsletterPage } from './newsletter-pages';
import type { LinkOutcome, NewsletterService } from './newsletter-service';

const PAGES: Record<LinkOutcome, { status: number; title: string; message: string }> = {
  confirmed: {
    status: 200,
    title: 'Subscription confirmed',
    message: `Thank you! You will now receive the ${COMPANY.brand} newsletter.`,
  },
  'already-confirmed': {
    status: 200,
    title: 'Already confirmed',
    message: 'Your subscription was already confirmed. Nothing else to do.',
  },
  unsubscribed: {
    status: 200,
    title: 'You have unsubscribed',
    message: 'You will not receive the newsletter any more. You can subscribe again at any time on our site.',
  },
  'already-unsubscribed': {
    status: 200,
    title: 'You have unsubscribed',
    message: 'This address is unsubscribed. You can subscribe again at any time on our site.',
  },
  invalid: {
    status: 400,
    title: 'Link not valid',
    message: 'This link is not valid or has expired. Subscribe again on our site to get a new one.',
  },
};

export function newsletterRouter(service: NewsletterService, homeUrl: string): Router {
  const router = Router();
  const token = (value: unknown) => (typeof value === 'string' && value.length <= 1000 ? value : '');
  const answer = (res: import('express').Response, outcome: LinkOutcome) => {
    const page = PAGES[outcome];
    res
      .status(page.status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(newsletterPage({ ...page, homeUrl }));
  };

  router.get('/api/newsletter/confirm', async (req, res) => {
    answer(res, await service.confirm(token(req.query.token), req.ip ?? null));
  });
  router.get('/api/newsletter/unsubscribe', async (req, res) => {
    answer(res, await service.unsubscribe(token(req.query.token)));
  });
  return router;
}
