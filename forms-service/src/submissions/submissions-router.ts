import { Router, type Request, type RequestHandler, type Response } from 'express';
import { AppError, getRequestId, validateBody } from '@site/service-kit';
import {
  contactFormSchema,
  jobFormSchema,
  newsletterFormSchema,
  type FormReply,
  type Region,
} from '@site/contracts';
import type { RateLimiter } from '../spam/rate-limiter';
import type { SubmissionMeta, SubmissionsService } from './submissions-service';

export const FORM_PATHS = [
  '/send-contact-form-main',
  '/send-contact-form-usa',
  '/send-newsletter',
  '/job-opportunity-form',
];

const failReply = () => ({ msg: 'fail' });
const success: FormReply = { msg: 'success' };

export const metaOf = (req: Request, res: Response): SubmissionMeta => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  requestId: getRequestId(res),
});

function rateLimit(limiter: RateLimiter, form: string): RequestHandler {
  return async (req, _res, next) => {
    if (!(await limiter.allow(form, req.ip ?? 'unknown'))) {
      throw new AppError({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many submissions; please try again later',
        reply: failReply(),
      });
    }
    next();
  };
}

/**
 * The forms read `msg`: every failure on a form path (bad JSON, an undecodable or oversized body,
 * invalid fields, a rate limit) also carries `msg: 'fail'`, so the page shows its failure alert.
 */
export const formFailureReply = (req: Request): Record<string, unknown> | undefined =>
  FORM_PATHS.includes(req.path) ? failReply() : undefined;

export function submissionsRouter(service: SubmissionsService, limiter: RateLimiter): Router {
  const router = Router();
  const validate = (schema: Parameters<typeof validateBody>[0]) => validateBody(schema, { reply: failReply });

  const contact = (region: Region, form: string) => [
    rateLimit(limiter, form),
    validate(contactFormSchema),
    (async (req, res) => {
      await service.receiveContact(req.body, region, metaOf(req, res));
      res.json(success);
    }) as RequestHandler,
  ];
  router.post('/send-contact-form-main', ...contact('canada', 'contact-canada'));
  router.post('/send-contact-form-usa', ...contact('usa', 'contact-usa'));

  router.post(
    '/send-newsletter',
    rateLimit(limiter, 'newsletter'),
    validate(newsletterFormSchema),
    async (req, res) => {
      await service.receiveNewsletter(req.body, metaOf(req, res));
      res.json(success);
    },
  );

  router.post(
    '/job-opportunity-form',
    rateLimit(limiter, 'job'),
    validate(jobFormSchema),
    async (req, res) => {
      await service.receiveJob(req.body, metaOf(req, res));
      res.json(success);
    },
  );
  return router;
}
