/**
 * The public forms' field catalogue without zod, so the browser can use it (the footer's newsletter
 * form is on every page) without shipping the schema library; forms.ts builds the schemas from it
 * and re-exports all of it. Every place that names a field to a person (the forms, the site's
 * no-script result page, the admin inbox, the CSV export, the mails) reads its label here.
 */
import { LIMITS } from './limits';
import { FORM_MESSAGES, MESSAGES } from './messages';

export const FORM_TYPES = {
  contact: 'Contact page Form',
  newsletter: 'Newsletter',
  job: 'job Form',
} as const;

export const JOB_OPTIONS = ['Lead Engineer/Technicians', 'Field Technicians', 'Smart Hands', 'Management'] as const;
export const DEFAULT_JOB_OPTION = JOB_OPTIONS[0];

/**
 * What each submitted field is called where a person reads it. Spec sections 3 and 5 name them
 * (first name, last name, email, phone, city, state; `jobInterested` is the job choice). One label
 * per field name: the contact and job forms' shared fields (email, phone) read the same.
 */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phoneNum: 'Phone',
  message: 'Message',
  fname: 'First name',
  lname: 'Last name',
  city: 'City',
  state: 'State',
  jobInterested: 'Job interested in',
  resume: 'Resume',
  formType: 'Form',
  consentVersion: 'Consent',
} as const;
export type FieldName = keyof typeof FIELD_LABELS;

/** A field's label, or its name when the catalogue has none (a payload key from an older form). */
export const fieldLabel = (name: string): string => (FIELD_LABELS as Record<string, string>)[name] ?? name;

/** The submitted fields in the order a person reads them (inbox, CSV columns). */
export const SUBMITTED_FIELDS: readonly FieldName[] = [
  'name',
  'fname',
  'lname',
  'email',
  'phoneNum',
  'message',
  'city',
  'state',
  'jobInterested',
  'resume',
];

/** Letters (any script) and spaces only: the contact form filters everything else as typed. */
export const NAME_PATTERN = /^[\p{L} ]+$/u;
export const DIGITS_PATTERN = /^[0-9]*$/;

/** What the browser does to a field as it is typed (spec section 5). */
export const keepLettersAndSpaces = (value: string): string => value.replace(/[^\p{L} ]/gu, '');
export const keepDigits = (value: string): string => value.replace(/\D/g, '');

/** The privacy statement every form links (the route is spelled as the spec shows it). */
export const PRIVACY_PATH = '/privacy-statment';
/** The words of a consent text that link the privacy statement. */
export const PRIVACY_LINK_TEXT = 'privacy statement';

/**
 * The consent texts shown at each public form, by version. A form posts the version it showed
 * (`consentVersion`); the server stores that version and its text with the submission, so what is
 * stored is what the visitor saw. Never edit a published version: add a new one and point
 * CURRENT_CONSENT_VERSION at it (older pages still in a visitor's tab post the old one).
 */
export const CONSENT_VERSIONS = {
  '2026-11-24': {
    contact:
      'By sending this form you agree that Northwire Integration may contact you about your enquiry. Read our privacy statement.',
    newsletter:
      'By subscribing you agree to receive the Northwire Integration newsletter. Confirm by the link we e-mail you; every mail has an unsubscribe link. Read our privacy statement.',
    job: 'By applying you agree that Northwire Integration may keep your application and resume to assess it and contact you. Read our privacy statement.',
  },
} as const;
export type ConsentVersion = keyof typeof CONSENT_VERSIONS;
export type ConsentForm = keyof (typeof CONSENT_VERSIONS)[ConsentVersion];
export const CURRENT_CONSENT_VERSION: ConsentVersion = '2026-11-24';
export const CONSENT_VERSION_IDS = Object.keys(CONSENT_VERSIONS) as [ConsentVersion, ...ConsentVersion[]];

/** The consent text shown at each form now (stored with every submission and subscriber). */
export const CONSENT_TEXTS = CONSENT_VERSIONS[CURRENT_CONSENT_VERSION];

/**
 * The anti-spam token (forms-service signs it): the page loads FORM_TOKEN_PIXEL_PATH as it is shown,
 * which sets the FORM_TOKEN_COOKIE (works without script); a scripted client may instead fetch
 * FORM_TOKEN_PATH and post the token as `formToken`.
 */
export const FORM_TOKEN_PATH = '/api/forms/token';
export const FORM_TOKEN_PIXEL_PATH = '/api/forms/token.gif';
export const FORM_TOKEN_COOKIE = 'nw_form_token';
/** A token older than this no longer counts (the submission is held for review, never lost). */
export const FORM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How many submissions one token carries to the mailboxes over its life; the next are held for
 * review (docs/decisions/forms.md F24). A visitor sends a form or two per page view; the page's
 * pixel hands out a fresh token once this one is spent.
 */
export const FORM_TOKEN_MAX_SUBMISSIONS = 5;

/** One field of a public form: its limit, whether it is required and how it is typed (spec section 5). */
export interface FormFieldSpec {
  name: FieldName;
  /** The spec's length limit (section 5); none on a choice of fixed options. */
  max?: number;
  required: boolean;
  input: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  /** The as-typed rule the browser applies (and the server checks). */
  keep?: 'letters' | 'digits';
  autocomplete?: string;
  /** Words after the label, e.g. "(optional, digits only)". */
  hint?: string;
  options?: readonly string[];
}

/**
 * The public forms by the name the site's no-script route carries: the spec's JSON path each posts
 * to (section 7), the site page that holds it, its fields, and the spec's messages (section 8).
 */
export interface PublicFormSpec {
  api: string;
  page: string;
  consent: ConsentForm;
  fields: readonly FormFieldSpec[];
  success: string;
  held: string;
  failure: string;
}

const CONTACT_FIELDS: readonly FormFieldSpec[] = [
  { name: 'name', max: LIMITS.contactName, required: true, input: 'text', keep: 'letters', autocomplete: 'name' },
  { name: 'email', max: LIMITS.contactEmail, required: true, input: 'email', autocomplete: 'email' },
  { name: 'phoneNum', max: LIMITS.phone, required: false, input: 'tel', keep: 'digits', autocomplete: 'tel', hint: '(optional, digits only)' },
  { name: 'message', max: LIMITS.contactMessage, required: true, input: 'textarea' },
];

const contactForm = (api: string, page: string): PublicFormSpec => ({
  api,
  page,
  consent: 'contact',
  fields: CONTACT_FIELDS,
  success: MESSAGES.contactSuccess,
  held: FORM_MESSAGES.held,
  failure: MESSAGES.contactFailure,
});

export const PUBLIC_FORMS = {
  'contact-canada': contactForm('/send-contact-form-main', '/contact'),
  'contact-usa': contactForm('/send-contact-form-usa', '/contact-usa'),
  newsletter: {
    api: '/send-newsletter',
    page: '/',
    consent: 'newsletter',
    fields: [{ name: 'email', max: LIMITS.newsletterEmail, required: true, input: 'email', autocomplete: 'email' }],
    success: `${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`,
    held: FORM_MESSAGES.newsletterHeld,
    failure: MESSAGES.newsletterFailure,
  },
  job: {
    api: '/job-opportunity-form',
    page: '/careers',
    consent: 'job',
    fields: [
      { name: 'fname', max: LIMITS.jobText, required: true, input: 'text', autocomplete: 'given-name' },
      { name: 'lname', max: LIMITS.jobText, required: true, input: 'text', autocomplete: 'family-name' },
      // No format check on this email (spec section 5): a plain text field.
      { name: 'email', max: LIMITS.jobText, required: true, input: 'text', autocomplete: 'email' },
      { name: 'phoneNum', max: LIMITS.phone, required: true, input: 'tel', keep: 'digits', autocomplete: 'tel' },
      { name: 'city', max: LIMITS.jobText, required: true, input: 'text', autocomplete: 'address-level2' },
      { name: 'state', max: LIMITS.jobText, required: true, input: 'text', autocomplete: 'address-level1' },
      { name: 'jobInterested', required: false, input: 'select', options: JOB_OPTIONS },
    ],
    success: MESSAGES.jobSuccess,
    held: FORM_MESSAGES.held,
    failure: MESSAGES.jobFailure,
  },
} as const satisfies Record<string, PublicFormSpec>;
export type PublicForm = keyof typeof PUBLIC_FORMS;
export const PUBLIC_FORM_NAMES = Object.keys(PUBLIC_FORMS) as PublicForm[];

/**
 * Where each public form posts without script: the site's page that forwards the post to the JSON
 * path and answers with a full site page (frontend/src/pages/forms/[form].astro). A scripted form
 * posts JSON to `PUBLIC_FORMS[form].api` instead.
 */
export const formPagePath = (form: PublicForm): string => `/forms/${form}`;

/** The spec's form endpoints (section 7): JSON posts answered `msg: 'success'` or `'fail'`. */
export const FORM_POST_PATHS = PUBLIC_FORM_NAMES.map((form) => PUBLIC_FORMS[form].api);

/** The catalogue entry of one field of a form. */
export const formField = (form: PublicForm, name: FieldName): FormFieldSpec => {
  const field = PUBLIC_FORMS[form].fields.find((f: FormFieldSpec) => f.name === name);
  if (!field) throw new Error(`${form} has no field ${name}`);
  return field;
};
