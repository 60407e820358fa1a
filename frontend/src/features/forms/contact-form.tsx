import { FORM_TYPES, formField, formPagePath, PUBLIC_FORMS } from '@site/contracts/form-fields';
import { useId } from 'react';
import { CatalogueField, type Posted } from './catalogue-field';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { SubmitButton } from './submit-button';

/**
 * The contact enquiry form of both contact pages (spec sections 5 and 8), rendered on the server
 * only, its fields from the field catalogue. A real form that posts without script to the site's
 * form page (pages/forms/[form].astro, which answers with a full site page); enhance/contact-form.ts takes it over: name keeps letters and spaces as typed (data-keep),
 * phone keeps digits, it sends the fields in the DOM when submitted, success clears the form and
 * failure clears only the email. The enhancement posts JSON to `data-api`, the spec's path.
 */
export type ContactRegion = 'canada' | 'usa';

export function ContactForm({ region, title = "Let's get in touch", values = {} }: { region: ContactRegion; title?: string; values?: Posted }) {
  const id = useId();
  const form = region === 'usa' ? 'contact-usa' : 'contact-canada';
  return (
    <form
      className={styles.form}
      method="post"
      action={formPagePath(form)}
      data-api={PUBLIC_FORMS[form].api}
      aria-labelledby={`${id}-title`}
      aria-busy="false"
      data-contact-form=""
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.row}>
        <CatalogueField field={formField(form, 'name')} value={values.name} />
        <CatalogueField field={formField(form, 'email')} value={values.email} />
      </div>
      <CatalogueField field={formField(form, 'phoneNum')} value={values.phoneNum} />
      <CatalogueField field={formField(form, 'message')} value={values.message} />
      <FormExtras consent="contact" formType={FORM_TYPES.contact} />
      <SubmitButton>Send message</SubmitButton>
      <FormNotice />
    </form>
  );
}
