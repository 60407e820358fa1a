import { FORM_TYPES, formField, formPagePath, PUBLIC_FORMS } from '@site/contracts/form-fields';
import { useId } from 'react';
import type { Posted } from './catalogue-field';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/**
 * The newsletter sign-up (the footer's, and any other): email required, type email, at most 56
 * characters. Rendered on the server only: a real form that posts without script;
 * enhance/newsletter-form.ts takes it over and sends the DOM's fields when submitted (the footer's
 * loads that module on the form's first focus, enhance/footer-newsletter.ts). `name` is its
 * accessible name: the result page's form again differs from the footer's, so each landmark is unique.
 */
export function NewsletterForm({ values = {}, name = 'Newsletter' }: { values?: Posted; name?: string }) {
  const id = useId();
  const email = formField('newsletter', 'email');
  return (
    <form className={styles.form} method="post" action={formPagePath('newsletter')} data-api={PUBLIC_FORMS.newsletter.api} aria-label={name} aria-busy="false" data-newsletter-form="">
      <div className={styles.inline}>
        <label className={styles.field} htmlFor={`${id}-email`}>
          Subscribe to our newsletter
          <input id={`${id}-email`} name="email" type="email" required maxLength={email.max} autoComplete={email.autocomplete} placeholder="you@company.com" defaultValue={values.email ?? ''} />
        </label>
        <SubmitButton busyLabel="Subscribing…">Subscribe</SubmitButton>
      </div>
      <FormExtras consent="newsletter" formType={FORM_TYPES.newsletter} />
      <FormNotice />
    </form>
  );
}
