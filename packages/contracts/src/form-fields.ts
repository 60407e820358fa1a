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
