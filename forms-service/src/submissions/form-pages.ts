import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  escapeHtml,
  FORM_MESSAGES,
  FORM_TOKEN_PIXEL_PATH,
  FORM_TYPES,
  JOB_OPTIONS,
  LIMITS,
  MESSAGES,
  PRIVACY_LINK_TEXT,
  PRIVACY_PATH,
  type ConsentForm,
} from '@site/contracts';
import { BACK_TO_SITE, htmlPage } from '../pages/html-page';

/**
 * The pages forms-service answers a browser that posted a form without script (post/redirect/get,
 * docs/decisions/forms.md F11): the result page the post redirects to, and the form again with the
 * visitor's values and the field errors. Small, self-contained HTML (no site assets, inline style),
 * so the page survives whatever renders the site itself; the rest of the site is a link away.
 */

export type BrowserForm = 'contact-canada' | 'contact-usa' | 'newsletter' | 'job';

interface FieldSpec {
  name: string;
  label: string;
  type?: 'email' | 'tel' | 'textarea' | 'select';
  max?: number;
  required?: boolean;
  autocomplete?: string;
}

interface FormSpec {
  action: string;
  /** The site page that holds the form (the result page links back to it). */
  page: string;
  title: string;
  submit: string;
  consent: ConsentForm;
  formType: string;
  fields: FieldSpec[];
  success: string;
  held: string;
  failure: string;
}

const contactFields: FieldSpec[] = [
  { name: 'name', label: 'Name', max: LIMITS.contactName, required: true, autocomplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', max: LIMITS.contactEmail, required: true, autocomplete: 'email' },
  { name: 'phoneNum', label: 'Phone (optional, digits only)', type: 'tel', max: LIMITS.phone, autocomplete: 'tel' },
  { name: 'message', label: 'Message', type: 'textarea', max: LIMITS.contactMessage, required: true },
];

const contact = (action: string, page: string): FormSpec => ({
  action,
  page,
  title: "Let's get in touch",
  submit: 'Send message',
  consent: 'contact',
  formType: FORM_TYPES.contact,
  fields: contactFields,
  success: MESSAGES.contactSuccess,
  held: FORM_MESSAGES.held,
  failure: MESSAGES.contactFailure,
});

export const BROWSER_FORMS: Record<BrowserForm, FormSpec> = {
  'contact-canada': contact('/send-contact-form-main', '/contact'),
  'contact-usa': contact('/send-contact-form-usa', '/contact-usa'),
  newsletter: {
    action: '/send-newsletter',
    page: '/',
    title: 'Newsletter',
    submit: 'Subscribe',
    consent: 'newsletter',
    formType: FORM_TYPES.newsletter,
    fields: [
      { name: 'email', label: 'Subscribe to our newsletter', type: 'email', max: LIMITS.newsletterEmail, required: true, autocomplete: 'email' },
    ],
    success: `${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`,
    held: FORM_MESSAGES.newsletterHeld,
    failure: MESSAGES.newsletterFailure,
  },
  job: {
    action: '/job-opportunity-form',
    page: '/careers',
    title: 'Apply now',
    submit: 'Submit application',
    consent: 'job',
    formType: FORM_TYPES.job,
    fields: [
      { name: 'fname', label: 'First name', max: LIMITS.jobText, required: true, autocomplete: 'given-name' },
      { name: 'lname', label: 'Last name', max: LIMITS.jobText, required: true, autocomplete: 'family-name' },
      { name: 'email', label: 'Email', max: LIMITS.jobText, required: true, autocomplete: 'email' },
      { name: 'phoneNum', label: 'Phone', type: 'tel', max: LIMITS.phone, required: true, autocomplete: 'tel' },
      { name: 'city', label: 'City', max: LIMITS.jobText, required: true, autocomplete: 'address-level2' },
      { name: 'state', label: 'State / Province', max: LIMITS.jobText, required: true, autocomplete: 'address-level1' },
      { name: 'jobInterested', label: 'Position you are interested in', type: 'select' },
    ],
    success: MESSAGES.jobSuccess,
    held: FORM_MESSAGES.held,
    failure: MESSAGES.jobFailure,
  },
};

/** The consent text with its privacy words as the link: its text content is the stored text. */
export function consentHtml(text: string): string {
  const at = text.lastIndexOf(PRIVACY_LINK_TEXT);
  if (at < 0) return escapeHtml(text);
  return `${escapeHtml(text.slice(0, at))}<a href="${PRIVACY_PATH}">${escapeHtml(PRIVACY_LINK_TEXT)}</a>${escapeHtml(text.slice(at + PRIVACY_LINK_TEXT.length))}`;
}

/** The page a successful (or held) post redirects to: the message, and the way back. */
export function resultPage(form: BrowserForm, outcome: 'sent' | 'held'): string {
  const spec = BROWSER_FORMS[form];
  const message = outcome === 'sent' ? spec.success : spec.held;
  return htmlPage(
    outcome === 'sent' ? 'Thank you' : 'Received',
    `<h1>${outcome === 'sent' ? 'Thank you' : 'Received'}</h1>
<p role="status">${escapeHtml(message)}</p>
<a class="button" href="${spec.page}">${BACK_TO_SITE}</a>`,
  );
}

/** A failure that is not the visitor's to fix here (rate limit, an outage): the spec's message and the server's reason. */
export function failurePage(form: BrowserForm, reason?: string): string {
  const spec = BROWSER_FORMS[form];
  return htmlPage(
    'Not sent',
    `<h1>Not sent</h1>
<p role="alert">${escapeHtml(spec.failure)}${reason ? ` ${escapeHtml(reason)}` : ''}</p>
<a class="button" href="${spec.page}">Back to the form</a>`,
  );
}

export interface FormPageState {
  values: Record<string, string>;
  /** Field name -> message; `cv` for the resume. */
  errors: Record<string, string>;
  /** The job form's resume already stored (kept so the visitor does not choose it again). */
  resume?: { key: string };
}

function fieldHtml(field: FieldSpec, state: FormPageState): string {
  const id = `f-${field.name}`;
  const error = state.errors[field.name];
  const value = state.values[field.name] ?? '';
  const describedBy = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  const attrs = `id="${id}" name="${field.name}"${field.required ? ' required' : ''}${field.max ? ` maxlength="${field.max}"` : ''}${field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''}${describedBy}`;
  let control: string;
  if (field.type === 'textarea') control = `<textarea ${attrs}>${escapeHtml(value)}</textarea>`;
  else if (field.type === 'select')
    control = `<select ${attrs}>${JOB_OPTIONS.map((o) => `<option value="${escapeHtml(o)}"${o === value ? ' selected' : ''}>${escapeHtml(o)}</option>`).join('')}</select>`;
  else control = `<input ${attrs} type="${field.type ?? 'text'}" value="${escapeHtml(value)}">`;
  const errorHtml = error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : '';
  return `<label for="${id}">${escapeHtml(field.label)}${errorHtml}${control}</label>`;
}

/** The form again, as posted, with each field's error beside it and a summary first (422). */
export function formPage(form: BrowserForm, state: FormPageState): string {
  const spec = BROWSER_FORMS[form];
  const job = form === 'job';
  const summary = Object.entries(state.errors)
    .map(([name, message]) => `<li><a href="#f-${name}">${escapeHtml(message)}</a></li>`)
    .join('');
  const resume = job
    ? state.resume
      ? `<p>Your resume is kept with this application.</p><input type="hidden" name="resume" value="${escapeHtml(state.resume.key)}">`
      : `<label for="f-cv">Resume (.pdf or .docx, less than 3 MB)${state.errors.cv ? `<span class="error" id="f-cv-error">${escapeHtml(state.errors.cv)}</span>` : ''}<input id="f-cv" name="cv" type="file" accept=".pdf,.docx"${state.errors.cv ? ' aria-describedby="f-cv-error" aria-invalid="true"' : ''}></label>`
    : '';
  return htmlPage(
    spec.title,
    `<h1>${escapeHtml(spec.title)}</h1>
<div class="summary" role="alert" tabindex="-1"><p>Please correct the following:</p><ul>${summary}</ul></div>
<form method="post" action="${spec.action}"${job ? ' enctype="multipart/form-data"' : ''} aria-label="${escapeHtml(spec.title)}">
${spec.fields.map((f) => fieldHtml(f, state)).join('\n')}
${resume}
<div class="hp" aria-hidden="true"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<input type="hidden" name="formType" value="${escapeHtml(spec.formType)}">
<input type="hidden" name="consentVersion" value="${CURRENT_CONSENT_VERSION}">
<p class="consent">${consentHtml(CONSENT_TEXTS[spec.consent])}</p>
<img src="${FORM_TOKEN_PIXEL_PATH}" alt="" width="1" height="1">
<button type="submit">${escapeHtml(spec.submit)}</button>
</form>
<p><a href="${spec.page}">${BACK_TO_SITE}</a></p>`,
  );
}
