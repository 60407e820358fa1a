import { FORM_TYPES, keepDigits, keepLettersAndSpaces } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { CONTACT_ROUTES, sendContactForm, type ContactRegion } from './form-client';
import { fieldsOf, FormExtras, setField } from './form-extras';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/** Applies an as-typed rule to the field in place (the DOM is the form's state). */
const filterAsTyped = (rule: (value: string) => string, max: number) => (event: ChangeEvent<HTMLInputElement>) => {
  const field = event.currentTarget;
  const kept = rule(field.value).slice(0, max);
  if (kept !== field.value) field.value = kept;
};

/**
 * The contact enquiry form of both contact pages (spec sections 5 and 8). A real form that posts
 * to the spec's path without script (forms-service answers with a page); with script it sends the
 * fields as they are in the DOM when submitted, so nothing typed before the script arrived is lost.
 * Name keeps letters and spaces as typed, phone keeps digits; success clears the form, failure
 * clears only the email.
 */
export function ContactForm({ region, title = "Let's get in touch" }: { region: ContactRegion; title?: string }) {
  const id = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [send, isLoading] = useRequest(sendContactForm);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const fields = fieldsOf(form);
    // Typed before the script was there, the as-typed rules did not run: they run now.
    fields.name = keepLettersAndSpaces(fields.name ?? '').slice(0, LIMITS.contactName);
    fields.phoneNum = keepDigits(fields.phoneNum ?? '').slice(0, LIMITS.phone);
    const result = await send(region, fields);
    if (result.kind === 'fail') {
      setField(form, 'email', '');
      setNotice({ kind: 'error', text: MESSAGES.contactFailure });
      return;
    }
    form.reset();
    setNotice({ kind: 'success', text: result.kind === 'sent' ? MESSAGES.contactSuccess : result.message });
  }

  return (
    <form className={styles.form} method="post" action={CONTACT_ROUTES[region]} onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={isLoading}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.row}>
        <label className={styles.field}>
          Name
          <input name="name" required maxLength={LIMITS.contactName} autoComplete="name" defaultValue="" onChange={filterAsTyped(keepLettersAndSpaces, LIMITS.contactName)} />
        </label>
        <label className={styles.field}>
          Email
          <input name="email" type="email" required maxLength={LIMITS.contactEmail} autoComplete="email" defaultValue="" />
        </label>
      </div>
      <label className={styles.field}>
        <span>
          Phone <span className={styles.hint}>(optional, digits only)</span>
        </span>
        <input name="phoneNum" type="tel" inputMode="numeric" maxLength={LIMITS.phone} autoComplete="tel" defaultValue="" onChange={filterAsTyped(keepDigits, LIMITS.phone)} />
      </label>
      <label className={styles.field}>
        Message
        <textarea name="message" required maxLength={LIMITS.contactMessage} defaultValue="" />
      </label>
      <FormExtras consent="contact" formType={FORM_TYPES.contact} />
      <SubmitButton busy={isLoading}>Send message</SubmitButton>
      <FormNotice notice={notice} />
    </form>
  );
}

export const ContactFormIsland = defineIsland('contact-form', ContactForm);
