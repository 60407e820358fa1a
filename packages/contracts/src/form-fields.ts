/**
 * The public forms' field rules without zod, so the browser can use them (the footer's newsletter
 * form is on every page) without shipping the schema library; forms.ts re-exports all of it.
 */
export const FORM_TYPES = {
  contact: 'Contact page Form',
  newsletter: 'Newsletter',
  job: 'job Form',
} as const;

export const JOB_OPTIONS = ['Lead Engineer/Technicians', 'Field Technicians', 'Smart Hands', 'Management'] as const;
export const DEFAULT_JOB_OPTION = JOB_OPTIONS[0];

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
