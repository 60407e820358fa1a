import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import { AppError, findUnstorableText, getRequestId, unstorableTextMessage, validateBody, type Logger } from '@site/service-kit';
import {
  contactFormSchema,
  FORM_MESSAGES,
  jobFormSchema,
  keepDigits,
  MAX_RESUME_BYTES,
  MESSAGES,
  newsletterFormSchema,
  resumeRefusalMessage,
  type FormReply,
  type Region,
} from '@site/contracts';
import type { RateLimiter } from '../spam/rate-limiter';
import { cookieTokenOf } from '../spam/form-token-router';
import type { UploadClient } from '../uploads/upload-client';
import { BROWSER_FORMS, failurePage, formPage, resultPage, type BrowserForm } from './form-pages';
import type { Outcome, SubmissionsService } from './submissions-service';
import type { SubmissionMeta } from './submission-meta';

export const FORM_PATHS = [
  '/send-contact-form-main',
  '/send-contact-form-usa',
  '/send-newsletter',
  '/job-opportunity-form',
];

const failReply = () => ({ msg: 'fail' });
const success: FormReply = { msg: 'success' };

/** What a scripted client reads: success, or stored but held for review with the message to show. */
const replyFor = (outcome: Outcome, form: BrowserForm): FormReply =>
  outcome === 'sent' ? success : { msg: 'success', held: true, message: BROWSER_FORMS[form].held };

export const metaOf = (req: Request, res: Response): SubmissionMeta => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  requestId: getRequestId(res),
  cookieToken: cookieTokenOf(req),
});

const tooMany = () => AppError.tooManyRequests('Too many submissions; please try again later', failReply());

function rateLimit(limiter: RateLimiter, form: string): RequestHandler {
  return async (req, _res, next) => {
    if (!(await limiter.allow(form, req.ip ?? 'unknown'))) throw tooMany();
    next();
  };
}

/**
 * The forms read `msg`: every failure on a form path (bad JSON, an undecodable or oversized body,
 * invalid fields, a rate limit) also carries `msg: 'fail'`, so the page shows its failure alert.
 */
export const formFailureReply = (req: Request): Record<string, unknown> | undefined =>
  FORM_PATHS.includes(req.path) ? failReply() : undefined;

/** A browser's own form post (no script): urlencoded, or multipart for the job form's file. */
const isBrowserPost = (req: Request): boolean =>
  Boolean(req.is(['application/x-www-form-urlencoded', 'multipart/form-data']));

const LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phoneNum: 'Phone',
  message: 'Message',
  fname: 'First name',
  lname: 'Last name',
  city: 'City',
  state: 'State / Province',
  jobInterested: 'Position',
  resume: 'Resume',
  consentVersion: 'Consent',
};

/** Field -> message from a zod failure, first message per field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= `${LABELS[field] ?? field} ${issue.message}`;
  }
  return errors;
}

type StrictSchema = typeof contactFormSchema | typeof newsletterFormSchema | typeof jobFormSchema;

/** The posted text fields the schema knows (a browser sends strings; anything else is dropped). */
function textFields(body: unknown, schema: StrictSchema): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const key of Object.keys(schema.shape)) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') values[key] = value;
  }
  // What the scripted form does as the phone is typed (spec section 5), the server does here.
  if (values.phoneNum !== undefined) values.phoneNum = keepDigits(values.phoneNum);
  delete values.startedAt;
  return values;
}

interface BrowserDeps {
  service: SubmissionsService;
  limiter: RateLimiter;
  uploads: UploadClient;
  logger: Logger;
}

/**
 * The post/redirect/get answer to a browser without script (docs/decisions/forms.md F11): the same
 * zod contract; success or held -> 303 to the result page; invalid fields -> 422 with the form
 * again, values kept; a rate limit or an outage -> the failure page.
 */
function browserPost(
  deps: BrowserDeps,
  form: BrowserForm,
  limitName: string,
  schema: StrictSchema,
  receive: (input: never, meta: SubmissionMeta) => Promise<Outcome>,
): RequestHandler {
  return async (req, res) => {
    const page = (status: number, html: string) => {
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(status).type('html').send(html);
    };
    if (!(await deps.limiter.allow(limitName, req.ip ?? 'unknown')))
      return page(429, failurePage(form, 'Too many submissions from your address; please try again later.'));
    const values = textFields(req.body, schema);
    const errors: Record<string, string> = {};
    // The check the scripted path gets from the shared validate step (a NUL from `%00` would fail the INSERT).
    const unstorable = findUnstorableText(values);
    if (unstorable !== null) errors[unstorable] = unstorableTextMessage(LABELS[unstorable] ?? unstorable);
    let resume: { key: string } | undefined;
    if (form === 'job') {
      const refused = res.locals.resumeRefused as string | undefined;
      const file = req.file;
      if (refused) errors.cv = refused;
      else if (file && file.size > 0) {
        const stored = await deps.uploads.uploadResume(
          { buffer: file.buffer, name: file.originalname, type: file.mimetype },
          req.ip ?? null,
        );
        if ('key' in stored) resume = stored;
        else errors.cv = stored.status >= 500 ? MESSAGES.jobFailure : resumeRefusalMessage(stored);
      } else if (values.resume) resume = { key: values.resume };
      else errors.cv = MESSAGES.missingResume;
      if (resume) values.resume = resume.key;
    }
    const parsed = schema.safeParse(form === 'job' && !resume ? { ...values, resume: 'pending' } : values);
    if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
    if (Object.keys(errors).length > 0 || !parsed.success)
      return page(422, formPage(form, { values, errors, resume }));
    try {
      const outcome = await receive(parsed.data as never, metaOf(req, res));
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(303, `/api/forms/${outcome}/${form}`);
    } catch (err) {
      if (err instanceof AppError && err.status === 400)
        return page(422, formPage(form, { values, errors: { cv: err.message }, resume: undefined }));
      deps.logger.error({ err: err instanceof Error ? err.message : String(err), form }, 'browser form post failed');
      page(err instanceof AppError ? err.status : 503, failurePage(form));
    }
  };
}

/** Only for browser posts: the form fields, and on the job form the resume file in memory. */
const urlencoded = express.urlencoded({ extended: false, limit: '20kb', parameterLimit: 30 });
const multipart = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, fieldSize: 2000, parts: 22 },
}).single('cv');

/** Parses a browser's post; a body it cannot read gets the failure page (never JSON, never a 500). */
function parseBrowserBody(form: BrowserForm): RequestHandler {
  return (req, res, next) => {
    if (!isBrowserPost(req)) return next('route');
    const unreadable = (err: unknown) => {
      const status = err instanceof Error && 'status' in err && err.status === 413 ? 413 : 400;
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(status).type('html').send(failurePage(form, 'The form could not be read; please try again.'));
    };
    if (!req.is('multipart/form-data')) return urlencoded(req, res, (err?: unknown) => (err ? unreadable(err) : next()));
    multipart(req, res, (err?: unknown) => {
      // A refused file is the visitor's to fix: the form comes back with the reason beside the field.
      if (err instanceof multer.MulterError && (err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_UNEXPECTED_FILE'))
        res.locals.resumeRefused = err.code === 'LIMIT_FILE_SIZE' ? FORM_MESSAGES.resumeTooLarge : MESSAGES.resumeUploadFailure;
      else if (err) return unreadable(err);
      next();
    });
  };
}

export function submissionsRouter(
  service: SubmissionsService,
  limiter: RateLimiter,
  uploads: UploadClient,
  logger: Logger,
): Router {
  const router = Router();
  const browser: BrowserDeps = { service, limiter, uploads, logger };
  const validate = (schema: Parameters<typeof validateBody>[0]) => validateBody(schema, { reply: failReply });

  const contact = (region: Region, limitName: string, form: BrowserForm, path: string) => {
    router.post(
      path,
      parseBrowserBody(form),
      browserPost(browser, form, limitName, contactFormSchema, (input, meta) => service.receiveContact(input, region, meta)),
    );
    router.post(path, rateLimit(limiter, limitName), validate(contactFormSchema), async (req, res) => {
      res.json(replyFor(await service.receiveContact(req.body, region, metaOf(req, res)), form));
    });
  };
  contact('canada', 'contact-canada', 'contact-canada', '/send-contact-form-main');
  contact('usa', 'contact-usa', 'contact-usa', '/send-contact-form-usa');

  router.post(
    '/send-newsletter',
    parseBrowserBody('newsletter'),
    browserPost(browser, 'newsletter', 'newsletter', newsletterFormSchema, (input, meta) => service.receiveNewsletter(input, meta)),
  );
  router.post('/send-newsletter', rateLimit(limiter, 'newsletter'), validate(newsletterFormSchema), async (req, res) => {
    res.json(replyFor(await service.receiveNewsletter(req.body, metaOf(req, res)), 'newsletter'));
  });

  router.post(
    '/job-opportunity-form',
    parseBrowserBody('job'),
    browserPost(browser, 'job', 'job', jobFormSchema, (input, meta) => service.receiveJob(input, meta)),
  );
  router.post('/job-opportunity-form', rateLimit(limiter, 'job'), validate(jobFormSchema), async (req, res) => {
    res.json(replyFor(await service.receiveJob(req.body, metaOf(req, res)), 'job'));
  });

  // The pages a browser's post redirects to (post/redirect/get).
  router.get('/api/forms/:outcome/:form', (req, res, next) => {
    const { outcome, form } = req.params;
    if ((outcome !== 'sent' && outcome !== 'held') || !(form in BROWSER_FORMS)) return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('html').send(resultPage(form as BrowserForm, outcome));
  });
  return router;
}
