import { FORM_TYPES } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';
import { useId, useState, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { NEWSLETTER_ROUTE, sendNewsletter } from './form-client';
import { fieldsOf, FormExtras, setField } from './form-extras';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/** The success message: the spec's, then the double opt-in's next step. */
export const NEWSLETTER_SUCCESS = `${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`;

/**
 * The footer's newsletter sign-up: email required, type email, at most 56 characters. A real form
 * (posts without script); with script it sends the DOM's fields when submitted.
 */
export function NewsletterForm() {
  const id = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [send, isLoading] = useRequest(sendNewsletter);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const result = await send(fieldsOf(form));
    // The spec clears the email either way.
    setField(form, 'email', '');
    if (result.kind === 'fail') setNotice({ kind: 'error', text: MESSAGES.newsletterFailure });
    else setNotice({ kind: 'success', text: result.kind === 'sent' ? NEWSLETTER_SUCCESS : result.message });
  }

  return (
    <form className={styles.form} method="post" action={NEWSLETTER_ROUTE} onSubmit={onSubmit} aria-label="Newsletter" aria-busy={isLoading}>
      <div className={styles.inline}>
        <label className={styles.field} htmlFor={`${id}-email`}>
          Subscribe to our newsletter
          <input id={`${id}-email`} name="email" type="email" required maxLength={LIMITS.newsletterEmail} autoComplete="email" placeholder="you@company.com" defaultValue="" />
        </label>
        <SubmitButton busy={isLoading} busyLabel="Subscribing…">
          Subscribe
        </SubmitButton>
      </div>
      <FormExtras consent="newsletter" formType={FORM_TYPES.newsletter} lazyToken />
      <FormNotice notice={notice} />
    </form>
  );
}

/** In the footer of every page: hydrates when the footer comes near the viewport. */
export const NewsletterFormIsland = defineIsland('newsletter-form', NewsletterForm, 'visible');
