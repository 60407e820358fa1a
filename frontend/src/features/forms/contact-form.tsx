import { FORM_TYPES } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { useId } from 'react';
import { CONTACT_ROUTES, type ContactRegion } from './form-routes';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/**
 * The contact enquiry form of both contact pages (spec sections 5 and 8), rendered on the server
 * only. A real form that posts to the spec's path without script (forms-service answers with a
 * page); enhance/contact-form.ts takes it over: name keeps letters and spaces as typed (data-keep),
 * phone keeps digits, it sends the fields in the DOM when submitted, success clears the form and
 * failure clears only the email.
 */
export function ContactForm({ region, title = "Let's get in touch" }: { region: ContactRegion; title?: string }) {
  const id = useId();
  return (
    <form className={styles.form} method="post" action={CONTACT_ROUTES[region]} aria-labelledby={`${id}-title`} aria-busy="false" data-contact-form="">
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.row}>
        <label className={styles.field}>
          Name
          <input name="name" required maxLength={LIMITS.contactName} autoComplete="name" defaultValue="" data-keep="letters" />
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
        <input name="phoneNum" type="tel" inputMode="numeric" maxLength={LIMITS.phone} autoComplete="tel" defaultValue="" data-keep="digits" />
      </label>
      <label className={styles.field}>
        Message
        <textarea name="message" required maxLength={LIMITS.contactMessage} defaultValue="" />
      </label>
      <FormExtras consent="contact" formType={FORM_TYPES.contact} />
      <SubmitButton>Send message</SubmitButton>
      <FormNotice />
    </form>
  );
}
