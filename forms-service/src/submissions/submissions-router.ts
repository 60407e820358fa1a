import { Router, type Request, type RequestHandler, type Response } from 'express';
import { getRequestId, tooManyRequests, validateBody } from '@site/service-kit';
import {
  contactFormSchema,
  jobFormSchema,
  newsletterFormSchema,
  PUBLIC_FORMS,
  type FormReply,
  type PublicForm,
  type Region,
} from '@site/contracts';
import type { RateLimiter } from '../spam/rate-limiter';
import { cookieTokenOf } from '../spam/form-token-router';
import type { Outcome, SubmissionsService } from './submissions-service';
import type { SubmissionMeta } from './submission-meta';
import { sentFromOf } from '../attribution/sent-from';

const failReply = () => ({ msg: 'fail' });
const success: FormReply = { msg: 'success' };

/** What a scripted client reads: success, or stored but held for review with the message to show. */
const replyFor = (outcome: Outcome, form: PublicForm): FormReply =>
  outcome === 'sent' ? success : { msg: 'success', held: true, message: PUBLIC_FORMS[form].held };

/**
 * The visitor is found in the traffic counts by the address the rate limit counts (req.ip: the
 * gateway's client address, forwarded by the site for a post without script) and the whole user
 * agent, as the counting hashed them at the page views.
 */
export const metaOf = (req: Request, res: Response, publicBaseUrl: string): SubmissionMeta => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  requestId: getRequestId(res),
  cookieToken: cookieTokenOf(req),
  sentFrom: sentFromOf(req, publicBaseUrl),
  visitor: req.ip ? { address: req.ip, userAgent: req.get('user-agent') ?? '' } : null,
});

const TOO_MANY_SUBMISSIONS = 'Too many submissions; please try again later';

/**
 * The forms read `msg`: every failure on a form path (bad JSON, an undecodable or oversized body,
 * invalid fields, this rate limit) also carries `msg: 'fail'` (service-kit's `formFailureReply`,
 * given to the error handler in app.ts), so the page shows its failure alert.
 */
function rateLimit(limiter: RateLimiter, form: string): RequestHandler {
  return async (req, _res, next) => {
    const verdict = await limiter.consume(form, req.ip ?? 'unknown');
    if (!verdict.allowed) throw tooManyRequests({ message: TOO_MANY_SUBMISSIONS, retryAfterSeconds: verdict.retryAfterSeconds });
    next();
  };
}

/**
 * The public forms' JSON endpoints (spec section 7). A browser without script posts to the site's
 * form page instead (frontend/src/pages/forms/[form].astro), which forwards here as JSON: this
 * service answers JSON only.
 */
export function submissionsRouter(service: SubmissionsService, limiter: RateLimiter, publicBaseUrl: string): Router {
  const router = Router();
  const meta = (req: Request, res: Response) => metaOf(req, res, publicBaseUrl);
  const validate = (schema: Parameters<typeof validateBody>[0]) => validateBody(schema, { reply: failReply });

  const contact = (region: Region, form: 'contact-canada' | 'contact-usa') => {
    router.post(PUBLIC_FORMS[form].api, rateLimit(limiter, form), validate(contactFormSchema), async (req, res) => {
      res.json(replyFor(await service.receiveContact(req.body, region, meta(req, res)), form));
    });
  };
  contact('canada', 'contact-canada');
  contact('usa', 'contact-usa');

  router.post(PUBLIC_FORMS.newsletter.api, rateLimit(limiter, 'newsletter'), validate(newsletterFormSchema), async (req, res) => {
    res.json(replyFor(await service.receiveNewsletter(req.body, meta(req, res)), 'newsletter'));
  });

  router.post(PUBLIC_FORMS.job.api, rateLimit(limiter, 'job'), validate(jobFormSchema), async (req, res) => {
    res.json(replyFor(await service.receiveJob(req.body, meta(req, res)), 'job'));
  });
  return router;
}
