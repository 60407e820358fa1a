/**
 * What the public forms' enhancement modules share. The forms are server-rendered HTML that posts
 * without script (features/forms/*.tsx); a module takes a form over with these helpers and keeps
 * no copy of what the visitor typed: every value is read from the DOM when the visitor submits.
 *
 * Markup contract (rendered by features/forms):
 * - `data-keep="letters" | "digits"` on an input: the as-typed rule (spec section 5), cut to its maxlength;
 * - `data-form-notice="success" | "error"`: the two live regions the outcome is written into;
 * - the submit button holds `[data-spinner]` (hidden) and `[data-label]`, and `data-busy-label`.
 */
import { keepDigits, keepLettersAndSpaces } from '@site/contracts/form-fields';
import { sendForm, type SendResult } from '@/features/forms/form-client';

const KEEP_RULES: Record<string, (value: string) => string> = { letters: keepLettersAndSpaces, digits: keepDigits };

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Calls `enhance` once for every form matching `selector` in the document; marks it `data-enhanced`. */
export function enhanceForms(selector: string, enhance: (form: HTMLFormElement) => void): void {
  document.querySelectorAll<HTMLFormElement>(`form${selector}:not([data-enhanced])`).forEach((form) => {
    form.setAttribute('data-enhanced', '');
    keepAsTyped(form);
    enhance(form);
  });
}

function keptValue(field: HTMLInputElement): string {
  const rule = KEEP_RULES[field.dataset.keep ?? ''];
  const kept = rule ? rule(field.value) : field.value;
  return field.maxLength >= 0 ? kept.slice(0, field.maxLength) : kept;
}

/** Applies each field's as-typed rule in place (the DOM is the form's state). */
function keepAsTyped(form: HTMLFormElement): void {
  form.querySelectorAll<HTMLInputElement>('input[data-keep]').forEach((field) => {
    field.addEventListener('input', () => {
      const kept = keptValue(field);
      if (kept !== field.value) field.value = kept;
    });
  });
}

/**
 * The form's text fields as they are in the DOM now (files left out), with the as-typed rules
 * applied: text typed before the script arrived never went through them.
 */
export function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  form.querySelectorAll<HTMLInputElement>('input[data-keep][name]').forEach((field) => {
    if (field.name in fields) fields[field.name] = keptValue(field);
  });
  return fields;
}

/** Sets one field of the form (clearing rules of spec section 4). */
export function setField(form: HTMLFormElement, name: string, value: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
}

/**
 * Writes the outcome into its live region and empties the other; with `focus`, moves focus to it,
 * so a keyboard or screen-reader user is not left on the button that was disabled meanwhile.
 */
export function showNotice(form: HTMLFormElement, notice: Notice, { focus = false } = {}): void {
  for (const region of form.querySelectorAll<HTMLElement>('[data-form-notice]')) {
    const shown = notice?.kind === region.dataset.formNotice;
    region.textContent = shown && notice ? notice.text : '';
    if (shown && focus) region.focus();
  }
}

/** The spinner on the submit button, which blocks double submits while a request runs. */
export function setButtonBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  const label = button.querySelector<HTMLElement>('[data-label]');
  const spinner = button.querySelector<HTMLElement>('[data-spinner]');
  if (label) {
    if (busy && label.dataset.idle === undefined) label.dataset.idle = label.textContent ?? '';
    label.textContent = busy ? (button.dataset.busyLabel ?? '') : (label.dataset.idle ?? label.textContent ?? '');
  }
  if (spinner) spinner.hidden = !busy;
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
}

const isBusy = (form: HTMLFormElement): boolean => form.getAttribute('aria-busy') === 'true';

/**
 * Posts the form's fields (plus `extra`) as JSON to the form's `data-api`, the spec's path (its
 * `action` is the site's no-script page); the form is busy meanwhile. The anti-spam token travels as the cookie the form's
 * pixel set when the page was shown (docs/decisions/forms.md F16), like the browser's own post.
 */
export async function sendFields(form: HTMLFormElement, extra: Record<string, string> = {}): Promise<SendResult> {
  form.setAttribute('aria-busy', 'true');
  setButtonBusy(form, true);
  try {
    return await sendForm(form.dataset.api ?? '', { ...fieldsOf(form), ...extra });
  } finally {
    form.setAttribute('aria-busy', 'false');
    setButtonBusy(form, false);
  }
}

/**
 * Takes the form's submit over: the browser's own checks (required, maxlength, type) have passed
 * when `submit` fires; a submit while a request runs is ignored.
 */
export function onSubmit(form: HTMLFormElement, handle: () => Promise<void>): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isBusy(form)) return;
    void handle();
  });
}

/** The message a sent or held result shows (a held one is never called a success: forms.md F17). */
export const acceptedText = (result: Exclude<SendResult, { kind: 'fail' }>, sentText: string): string =>
  result.kind === 'sent' ? sentText : result.message;
