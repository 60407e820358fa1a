/**
 * The public forms' round trip without script (server only): a form's `action` is its page here
 * (pages/forms/[form].astro); the post is checked against the same contract forms-service applies,
 * the job form's resume goes to upload-service, and the fields go to forms-service's JSON path as a
 * scripted form sends them. The visitor stays on the site: the answer is a full site page with the
 * spec's message (post/redirect/get on success, docs/decisions/forms.md F11).
 */
import { contactFormSchema, jobFormSchema, newsletterFormSchema } from '@site/contracts/forms';
import { fieldLabel, formPagePath, keepDigits, PUBLIC_FORMS, type PublicForm } from '@site/contracts/form-fields';
import { MESSAGES, resumeRefusalMessage } from '@site/contracts/messages';
import { createInternalClient, ServiceUnreachableError, type InternalReply } from '@site/service-kit/internal-client';
import { currentRequestId } from './request-context';
import { FORMS_TIMEOUT_MS, formsServiceUrl, uploadServiceUrl } from './server-env';

/** What the result page shows (features/forms/form-result-view.tsx). */
export type FormResult =
  | { form: PublicForm; outcome: 'sent' | 'held' }
  /**
   * The spec's failure message, then each refused field by its catalogue label; the form again with
   * what was posted (`values`: the text fields, and the key of a resume already stored).
   */
  | { form: PublicForm; outcome: 'invalid'; errors: string[]; values: Record<string, string> }
  /** The spec's failure message, and the server's reason when it gave one (a rate limit). */
  | { form: PublicForm; outcome: 'failed'; reason?: string };

export type FormPostAnswer = { redirect: string } | { status: number; result: FormResult; retryAfter?: string };

const SCHEMAS = {
  'contact-canada': contactFormSchema,
  'contact-usa': contactFormSchema,
  newsletter: newsletterFormSchema,
  job: jobFormSchema,
} as const;

/** An upload takes longer than a form post (a 3 MB file on a slow link between services). */
const UPLOAD_TIMEOUT_MS = 10_000;

export const isPublicForm = (name: string | undefined): name is PublicForm => name !== undefined && Object.hasOwn(PUBLIC_FORMS, name);

/** The result page a post redirects to, and the one outcome its address may name. */
export const resultPath = (form: PublicForm, outcome: 'sent' | 'held'): string => `${formPagePath(form)}?result=${outcome}`;

/** Who posted, passed on so forms-service and upload-service count the visitor's address and log the request id. */
export interface PostedBy {
  forwardedFor: string | null;
  requestId: string | undefined;
  /** The visitor's cookies: the anti-spam token the page's pixel set travels in them. */
  cookie: string | null;
  /**
   * Where the lead came from (issue 27), as a scripted form's post tells forms-service itself: the
   * browser's user agent (with the address, how the traffic counting knows the visit), the page
   * the form was on (Referer) and the host the visitor addressed (so that page counts as the site's).
   */
  userAgent: string | null;
  referer: string | null;
  host: string;
}

export const postedBy = (request: Request): PostedBy => ({
  forwardedFor: request.headers.get('x-forwarded-for'),
  requestId: request.headers.get('x-request-id') ?? currentRequestId(),
  cookie: request.headers.get('cookie'),
  userAgent: request.headers.get('user-agent'),
  referer: request.headers.get('referer'),
  host: request.headers.get('host') ?? new URL(request.url).host,
});

/** The posted text fields the form's contract knows (anything else is dropped), with the phone's as-typed rule. */
function textFields(data: FormData, form: PublicForm): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(SCHEMAS[form].shape)) {
    const value = data.get(key);
    if (typeof value === 'string') values[key] = value;
  }
  // What the scripted form does as the phone is typed (spec section 5), done here for a post without script.
  if (values.phoneNum !== undefined) values.phoneNum = keepDigits(values.phoneNum);
  // Not trusted (a client can write any number); the token cookie is the clock.
  delete values.startedAt;
  return values;
}

/** What the form shown again keeps: the visitor's fields, without the anti-spam ones the form renders itself. */
function shownAgain(values: Record<string, string>): Record<string, string> {
  const { website: _website, formToken: _formToken, formType: _formType, consentVersion: _consentVersion, ...fields } = values;
  return fields;
}

/** Each refused field as the visitor reads it: "<catalogue label> <rule's message>", first per field. */
export function fieldErrors(form: PublicForm, values: Record<string, string>): string[] {
  const parsed = SCHEMAS[form].safeParse(values);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(`${fieldLabel(field)} ${issue.message}`);
  }
  return errors;
}

const forwardHeaders = (by: PostedBy): Record<string, string> => ({
  ...(by.forwardedFor ? { 'x-forwarded-for': by.forwardedFor } : {}),
  ...(by.cookie ? { cookie: by.cookie } : {}),
});

/** What forms-service stores of the post beside the fields: the visitor's, not this process's. */
const visitorHeaders = (by: PostedBy): Record<string, string> => ({
  ...forwardHeaders(by),
  ...(by.userAgent ? { 'user-agent': by.userAgent } : {}),
  ...(by.referer ? { referer: by.referer } : {}),
  'x-forwarded-host': by.host,
});

/** The resume's stored key, or the message to show beside it (the server's reason, or the spec's). */
async function storeResume(file: File, by: PostedBy): Promise<{ key: string } | { error: string }> {
  const uploads = createInternalClient({ baseUrl: uploadServiceUrl(), timeoutMs: UPLOAD_TIMEOUT_MS });
  const body = new FormData();
  body.append('cv', file, file.name);
  let reply: InternalReply;
  try {
    reply = await uploads.request('/api/upload/resume', { method: 'POST', body, headers: forwardHeaders(by), requestId: by.requestId });
  } catch (err) {
    if (err instanceof ServiceUnreachableError) return { error: MESSAGES.jobFailure };
    throw err;
  }
  if (reply.ok && reply.text().trim()) return { key: reply.text().trim() };
  if (reply.status >= 500) return { error: MESSAGES.jobFailure };
  const refusal = reply.json<{ code?: unknown; message?: unknown }>() ?? {};
  return { error: resumeRefusalMessage({ status: reply.status, code: refusal.code, message: refusal.message }) };
}

/** The job form's resume: the file posted with it, or the key of one stored before; else why not. */
async function resumeOf(data: FormData, values: Record<string, string>, by: PostedBy): Promise<{ key: string } | { error: string }> {
  const file = data.get('cv');
  if (file instanceof File && file.size > 0) return storeResume(file, by);
  if (values.resume) return { key: values.resume };
  return { error: MESSAGES.missingResume };
}

/** What forms-service's JSON reply means for the visitor. */
function answerOf(form: PublicForm, reply: InternalReply): FormPostAnswer {
  const body = reply.json<{ msg?: unknown; held?: unknown; message?: unknown }>();
  if (reply.ok && body?.msg === 'success') return { redirect: resultPath(form, body.held === true ? 'held' : 'sent') };
  if (reply.status === 429) {
    const reason = typeof body?.message === 'string' ? body.message : undefined;
    return { status: 429, result: { form, outcome: 'failed', ...(reason ? { reason } : {}) }, retryAfter: reply.headers.get('retry-after') ?? undefined };
  }
  console.warn(`forms-service answered ${reply.status} to the ${form} form`);
  return { status: reply.status >= 400 && reply.status < 500 ? 422 : 503, result: { form, outcome: 'failed' } };
}

/** A browser's own post of `form` (urlencoded, or multipart with the job form's file). */
export async function receiveFormPost(form: PublicForm, request: Request): Promise<FormPostAnswer> {
  const data = await request.formData().catch(() => null);
  if (!data) return { status: 400, result: { form, outcome: 'failed', reason: 'The form could not be read; please try again.' } };
  const by = postedBy(request);
  const values = textFields(data, form);
  const errors: string[] = [];
  if (form === 'job') {
    const resume = await resumeOf(data, values, by);
    if ('key' in resume) values.resume = resume.key;
    else errors.push(resume.error);
  }
  // A missing resume is reported once, above; the other fields are checked as forms-service checks them.
  errors.push(...fieldErrors(form, form === 'job' && !values.resume ? { ...values, resume: 'pending' } : values));
  if (errors.length > 0) return { status: 422, result: { form, outcome: 'invalid', errors, values: shownAgain(values) } };

  const forms = createInternalClient({ baseUrl: formsServiceUrl(), timeoutMs: FORMS_TIMEOUT_MS });
  try {
    const reply = await forms.request(PUBLIC_FORMS[form].api, { method: 'POST', json: values, headers: visitorHeaders(by), requestId: by.requestId });
    return answerOf(form, reply);
  } catch (err) {
    console.warn(`forms-service unreachable for the ${form} form: ${err instanceof Error ? err.message : String(err)}`);
    return { status: 503, result: { form, outcome: 'failed' } };
  }
}
