import { fieldLabel, FORM_TYPES, formField, formPagePath, PUBLIC_FORMS } from '@site/contracts/form-fields';
import { useId } from 'react';
import { CatalogueField, type Posted } from './catalogue-field';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { RESUME_STATUS } from './resume-rules';
import { SubmitButton } from './submit-button';

const TEXT_FIELDS = PUBLIC_FORMS.job.fields.filter((field) => field.name !== 'jobInterested');

/**
 * The careers application (spec sections 3, 4, 5 and 8), rendered on the server only. Without
 * script it is a multipart form that posts the resume file with the fields to the site's form page
 * (pages/forms/[form].astro: it stores the file, forwards the fields and answers with a full page);
 * its fields come from the field catalogue. enhance/job-application-form.ts takes it over: the resume uploads
 * as soon as it is chosen, a file chosen before the script arrived uploads on submit, the fields
 * are read from the DOM then; failure clears the email, success the form.
 */
export function JobApplicationForm({ values = {} }: { values?: Posted }) {
  const id = useId();
  return (
    <form
      className={styles.form}
      method="post"
      action={formPagePath('job')}
      data-api={PUBLIC_FORMS.job.api}
      encType="multipart/form-data"
      aria-labelledby={`${id}-title`}
      aria-busy="false"
      data-job-application-form=""
    >
      <h2 id={`${id}-title`}>Apply now</h2>
      <div className={styles.row}>
        {TEXT_FIELDS.map((field) => (
          <CatalogueField key={field.name} field={field} value={values[field.name]} />
        ))}
      </div>
      <CatalogueField field={formField('job', 'jobInterested')} value={values.jobInterested} />
      <label className={styles.field}>
        <span>
          {fieldLabel('resume')} <span className={styles.hint}>(.pdf or .docx, less than 3 MB)</span>
        </span>
        <input name="cv" type="file" accept=".pdf,.docx" aria-describedby={`${id}-resume`} data-resume-input="" />
      </label>
      <p id={`${id}-resume`} className={styles.hint} aria-live="polite" data-resume-status="">
        {values.resume ? RESUME_STATUS.stored : RESUME_STATUS.none}
      </p>
      {/* The resume stored with a post that came back for its other fields: kept, not chosen again. */}
      {values.resume ? <input type="hidden" name="resume" value={values.resume} /> : null}
      <FormExtras consent="job" formType={FORM_TYPES.job} />
      <SubmitButton>Submit application</SubmitButton>
      <FormNotice />
    </form>
  );
}
