import { FORM_TYPES } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import { useId, useState, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { useAntiSpam } from './anti-spam';
import { sendNewsletter } from './form-client';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/** The footer's newsletter sign-up: email required, type email, at most 56 characters. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const antiSpam = useAntiSpam();
  const [send, isLoading] = useRequest(sendNewsletter);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const sent = await send({ email, formType: FORM_TYPES.newsletter, ...antiSpam.fields });
    // The spec clears the email either way.
    setEmail('');
    setNotice(sent ? { kind: 'success', text: MESSAGES.newsletterSuccess } : { kind: 'error', text: MESSAGES.newsletterFailure });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Newsletter" aria-busy={isLoading}>
      <div className={styles.inline}>
        <label className={styles.field} htmlFor={`${id}-email`}>
          Subscribe to our newsletter
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={LIMITS.newsletterEmail}
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value.slice(0, LIMITS.newsletterEmail))}
          />
        </label>
        <SubmitButton busy={isLoading} busyLabel="Subscribing…">
          Subscribe
        </SubmitButton>
      </div>
      {antiSpam.field}
      <FormNotice notice={notice} />
    </form>
  );
}

/** In the footer of every page: hydrates when the footer comes near the viewport. */
export const NewsletterFormIsland = defineIsland('newsletter-form', NewsletterForm, 'visible');
