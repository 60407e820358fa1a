import { DEFAULT_JOB_OPTION, FORM_TYPES, JOB_OPTIONS } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { useId } from 'react';
import { JOB_ROUTE } from './form-routes';
import { FormExtras } from './form-extras';
import { FormNotice } from './form-notice';
import styles from './forms.module.css';
import { RESUME_STATUS } from './resume-rules';
import { SubmitButton } from './submit-button';

const TEXT_FIELDS: { name: string; label: string; autoComplete: string; max: number }[] = [
  { name: 'fname', label: 'First name', autoComplete: 'given-name', max: LIMITS.jobText },
  { name: 'lname', label: 'Last name', autoComplete: 'family-name', max: LIMITS.jobText },
  // No format check on this email (spec section 5): a plain text field, email keyboard on phones.
  { name: 'email', label: 'Email', autoComplete: 'email', max: LIMITS.jobText },
  { name: 'phoneNum', label: 'Phone', autoComplete: 'tel', max: LIMITS.phone },
  { name: 'city', label: 'City', autoComplete: 'address-level2', max: LIMITS.jobText },
  { name: 'state', label: 'State / Province', autoComplete: 'address-level1', max: LIMITS.jobText },
];

/**
 * The careers application (spec sections 3, 4, 5 and 8), rendered on the server only. Without
 * script it is a multipart form that posts the resume file with the fields (forms-service stores
 * both and answers with a page). enhance/job-application-form.ts takes it over: the resume uploads
 * as soon as it is chosen, a file chosen before the script arrived uploads on submit, the fields
 * are read from the DOM then; failure clears the email, success the form.
 */
export function JobApplicationForm() {
  const id = useId();
  return (
    <form className={styles.form} method="post" action={JOB_ROUTE} encType="multipart/form-data" aria-labelledby={`${id}-title`} aria-busy="false" data-job-application-form="">
      <h2 id={`${id}-title`}>Apply now</h2>
      <div className={styles.row}>
        {TEXT_FIELDS.map((f) => (
          <label key={f.name} className={styles.field}>
            {f.label}
            <input
              name={f.name}
              type={f.name === 'phoneNum' ? 'tel' : 'text'}
              inputMode={f.name === 'phoneNum' ? 'numeric' : f.name === 'email' ? 'email' : undefined}
              required
              maxLength={f.max}
              autoComplete={f.autoComplete}
              defaultValue=""
              data-keep={f.name === 'phoneNum' ? 'digits' : undefined}
            />
          </label>
        ))}
      </div>
      <label className={styles.field}>
        Position you are interested in
        <select name="jobInterested" defaultValue={DEFAULT_JOB_OPTION}>
          {JOB_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>
          Resume <span className={styles.hint}>(.pdf or .docx, less than 3 MB)</span>
        </span>
        <input name="cv" type="file" accept=".pdf,.docx" aria-describedby={`${id}-resume`} data-resume-input="" />
      </label>
      <p id={`${id}-resume`} className={styles.hint} aria-live="polite" data-resume-status="">
        {RESUME_STATUS.none}
      </p>
      <FormExtras consent="job" formType={FORM_TYPES.job} />
      <SubmitButton>Submit application</SubmitButton>
      <FormNotice />
    </form>
  );
}
