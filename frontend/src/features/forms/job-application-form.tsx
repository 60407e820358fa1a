import { DEFAULT_JOB_OPTION, FORM_TYPES, JOB_OPTIONS, keepDigits } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { JOB_ROUTE, sendJobApplication, uploadResume } from './form-client';
import { fieldsOf, FormExtras, setField } from './form-extras';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { isAcceptableResume } from './resume-rules';
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

const keepPhoneDigits = (event: ChangeEvent<HTMLInputElement>) => {
  const field = event.currentTarget;
  const kept = keepDigits(field.value).slice(0, LIMITS.phone);
  if (kept !== field.value) field.value = kept;
};

/**
 * The careers application (spec sections 3, 4, 5 and 8). Without script it is a multipart form
 * that posts the resume file with the fields (forms-service stores both and answers with a page).
 * With script the resume uploads as soon as it is chosen, and a file chosen before the script
 * arrived uploads on submit; the fields are read from the DOM then. Failure clears the email,
 * success the form. A refused upload shows the server's reason (rate limit, size) or the spec's.
 */
export function JobApplicationForm() {
  const id = useId();
  const [resume, setResume] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useRequest(uploadResume);
  const [send, sending] = useRequest(sendJobApplication);

  function rejectResume(text: string) {
    setResume('');
    if (fileInput.current) fileInput.current.value = '';
    setNotice({ kind: 'error', text });
  }

  /** The stored key of the file, or null (the refusal is shown and the input cleared). */
  async function store(file: File): Promise<string | null> {
    if (!isAcceptableResume(file)) {
      rejectResume(MESSAGES.resumeUploadFailure);
      return null;
    }
    const result = await upload(file);
    if ('error' in result) {
      rejectResume(result.error);
      return null;
    }
    setResume(result.key);
    return result.key;
  }

  async function onResumeChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResume('');
    setNotice(null);
    if (file) await store(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (uploading || sending) return;
    let key = resume;
    if (!key) {
      const file = fileInput.current?.files?.[0];
      if (!file) {
        setNotice({ kind: 'error', text: MESSAGES.missingResume });
        return;
      }
      // Chosen before the script was there: upload it now.
      setNotice(null);
      const stored = await store(file);
      if (!stored) return;
      key = stored;
    }
    setNotice(null);
    const fields = fieldsOf(form);
    fields.phoneNum = keepDigits(fields.phoneNum ?? '').slice(0, LIMITS.phone);
    const result = await send({ ...fields, resume: key });
    if (result.kind === 'fail') {
      setField(form, 'email', '');
      setNotice({ kind: 'error', text: MESSAGES.jobFailure });
      return;
    }
    form.reset();
    if (fileInput.current) fileInput.current.value = '';
    setResume('');
    setNotice({ kind: 'success', text: result.kind === 'sent' ? MESSAGES.jobSuccess : result.message });
  }

  return (
    <form className={styles.form} method="post" action={JOB_ROUTE} encType="multipart/form-data" onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={sending}>
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
              onChange={f.name === 'phoneNum' ? keepPhoneDigits : undefined}
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
        <input ref={fileInput} name="cv" type="file" accept=".pdf,.docx" onChange={onResumeChosen} aria-describedby={`${id}-resume`} />
      </label>
      <p id={`${id}-resume`} className={styles.hint} aria-live="polite">
        {uploading ? 'Uploading your resume…' : resume ? 'Resume uploaded.' : 'No resume uploaded yet.'}
      </p>
      <FormExtras consent="job" formType={FORM_TYPES.job} />
      <SubmitButton busy={sending || uploading}>Submit application</SubmitButton>
      <FormNotice notice={notice} />
    </form>
  );
}

export const JobApplicationFormIsland = defineIsland('job-application-form', JobApplicationForm);
