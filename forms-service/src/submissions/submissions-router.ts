import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { AppError, validateBody } from '@site/service-kit';
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

export const metaOf = (req: Request): SubmissionMeta => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
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
 * The forms read `msg`: every client error on a form path (bad JSON, too large, invalid) also
 * carries `msg: 'fail'`, so the page shows its failure alert.
 */
export const formErrorReply: ErrorRequestHandler = (err: unknown, _req, _res, next) => {
  if (err instanceof AppError) {
    next(
      err.reply.msg
        ? err
        : new AppError({
            status: err.status,
            code: err.code,
            message: err.message,
            reply: { ...err.reply, ...failReply() },
          }),
    );
    return;
  }
  const e = err as { type?: string; status?: number } | null;
  if (e?.type === 'entity.too.large')
    next(
      new AppError({
        status: 413,
        code: 'BODY_TOO_LARGE',
        message: 'Request body is too large',
        reply: failReply(),
      }),
    );
  else if (e?.type === 'entity.parse.failed')
    next(
      new AppError({
        status: 400,
        code: 'MALFORMED_JSON',
        message: 'Request body is not valid JSON',
        reply: failReply(),
      }),
    );
  else next(err);
};

export function submissionsRouter(service: SubmissionsService, limiter: RateLimiter): Router {
  const router = Router();
  const validate = (schema: Parameters<typeof validateBody>[0]) => validateBody(schema, { reply: failReply });

  const contact = (region: Region, form: string) => [
    rateLimit(limiter, form),
    validate(contactFormSchema),
    (async (req, res) => {
      await service.receiveContact(req.body, region, metaOf(req));
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
      await service.receiveNewsletter(req.body, metaOf(req));
      res.json(success);
    },
  );

  router.post(
    '/job-opportunity-form',
    rateLimit(limiter, 'job'),
    validate(jobFormSchema),
    async (req, res) => {
      await service.receiveJob(req.body, metaOf(req));
      res.json(success);
    },
  );
  return router;
}
