import { FORM_TYPES } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { useId } from 'react';
import { NEWSLETTER_ROUTE } from './form-routes';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/**
 * The newsletter sign-up (the footer's, and any other): email required, type email, at most 56
 * characters. Rendered on the server only: a real form that posts without script;
 * enhance/newsletter-form.ts takes it over and sends the DOM's fields when submitted (the footer's
 * loads that module on the form's first focus, enhance/footer-newsletter.ts).
 */
export function NewsletterForm() {
  const id = useId();
  return (
    <form className={styles.form} method="post" action={NEWSLETTER_ROUTE} aria-label="Newsletter" aria-busy="false" data-newsletter-form="">
      <div className={styles.inline}>
        <label className={styles.field} htmlFor={`${id}-email`}>
          Subscribe to our newsletter
          <input id={`${id}-email`} name="email" type="email" required maxLength={LIMITS.newsletterEmail} autoComplete="email" placeholder="you@company.com" defaultValue="" />
        </label>
        <SubmitButton busyLabel="Subscribing…">Subscribe</SubmitButton>
      </div>
      <FormExtras consent="newsletter" formType={FORM_TYPES.newsletter} lazyToken />
      <FormNotice />
    </form>
  );
}
