import { FORM_TYPES, keepDigits, keepLettersAndSpaces } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import { useId, useState, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { useAntiSpam } from './anti-spam';
import { sendContactForm, type ContactRegion } from './form-client';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

const EMPTY = { name: '', email: '', phoneNum: '', message: '' };

/**
 * The contact enquiry form of both contact pages (spec sections 5 and 8). Name keeps letters and
 * spaces as typed, phone keeps digits; success clears the form, failure clears only the email.
 */
export function ContactForm({ region, title = "Let's get in touch" }: { region: ContactRegion; title?: string }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const antiSpam = useAntiSpam();
  const [send, isLoading] = useRequest(sendContactForm);

  const set = (field: keyof typeof EMPTY, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const form = { ...values, formType: FORM_TYPES.contact, ...antiSpam.fields };
    const sent = await send(region, form);
    if (sent) {
      setValues(EMPTY);
      setNotice({ kind: 'success', text: MESSAGES.contactSuccess });
    } else {
      setValues((v) => ({ ...v, email: '' }));
      setNotice({ kind: 'error', text: MESSAGES.contactFailure });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={isLoading}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.row}>
        <label className={styles.field}>
          Name
          <input
            name="name"
            required
            maxLength={LIMITS.contactName}
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', keepLettersAndSpaces(e.target.value).slice(0, LIMITS.contactName))}
          />
        </label>
        <label className={styles.field}>
          Email
          <input
            name="email"
            type="email"
            required
            maxLength={LIMITS.contactEmail}
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value.slice(0, LIMITS.contactEmail))}
          />
        </label>
      </div>
      <label className={styles.field}>
        <span>
          Phone <span className={styles.hint}>(optional, digits only)</span>
        </span>
        <input
          name="phoneNum"
          type="tel"
          inputMode="numeric"
          maxLength={LIMITS.phone}
          autoComplete="tel"
          value={values.phoneNum}
          onChange={(e) => set('phoneNum', keepDigits(e.target.value).slice(0, LIMITS.phone))}
        />
      </label>
      <label className={styles.field}>
        Message
        <textarea
          name="message"
          required
          maxLength={LIMITS.contactMessage}
          value={values.message}
          onChange={(e) => set('message', e.target.value.slice(0, LIMITS.contactMessage))}
        />
      </label>
      {antiSpam.field}
      <SubmitButton busy={isLoading}>Send message</SubmitButton>
      <FormNotice notice={notice} />
    </form>
  );
}

export const ContactFormIsland = defineIsland('contact-form', ContactForm);
