import { DEFAULT_JOB_OPTION, FORM_TYPES, JOB_OPTIONS, keepDigits } from '@site/contracts/form-fields';
import { LIMITS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { useRequest } from '@/lib/use-request';
import { useAntiSpam } from './anti-spam';
import { sendJobApplication, uploadResume } from './form-client';
import { FormNotice, type Notice } from './form-notice';
import styles from './forms.module.css';
import { isAcceptableResume } from './resume-rules';
import { SubmitButton } from './submit-button';

type JobOption = (typeof JOB_OPTIONS)[number];
const EMPTY = { fname: '', lname: '', email: '', phoneNum: '', city: '', state: '', jobInterested: DEFAULT_JOB_OPTION as JobOption };
type TextField = Exclude<keyof typeof EMPTY, 'jobInterested'>;

const TEXT_FIELDS: { name: TextField; label: string; autoComplete: string; max: number }[] = [
  { name: 'fname', label: 'First name', autoComplete: 'given-name', max: LIMITS.jobText },
  { name: 'lname', label: 'Last name', autoComplete: 'family-name', max: LIMITS.jobText },
  // No format check on this email (spec section 5): a plain text field, email keyboard on phones.
  { name: 'email', label: 'Email', autoComplete: 'email', max: LIMITS.jobText },
  { name: 'phoneNum', label: 'Phone', autoComplete: 'tel', max: LIMITS.phone },
  { name: 'city', label: 'City', autoComplete: 'address-level2', max: LIMITS.jobText },
  { name: 'state', label: 'State / Province', autoComplete: 'address-level1', max: LIMITS.jobText },
];

/**
 * The careers application (spec sections 3, 4, 5 and 8). The resume uploads as soon as it is
 * chosen; its returned key goes with the application. Failure clears the email, success the form.
 */
export function JobApplicationForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [resume, setResume] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const antiSpam = useAntiSpam();
  const [upload, uploading] = useRequest(uploadResume);
  const [send, sending] = useRequest(sendJobApplication);

  const set = (field: TextField, value: string, max: number) =>
    setValues((v) => ({ ...v, [field]: (field === 'phoneNum' ? keepDigits(value) : value).slice(0, max) }));

  function rejectResume() {
    setResume('');
    if (fileInput.current) fileInput.current.value = '';
    setNotice({ kind: 'error', text: MESSAGES.resumeUploadFailure });
  }

  async function onResumeChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResume('');
    setNotice(null);
    if (!file) return;
    if (!isAcceptableResume(file)) return rejectResume();
    const key = await upload(file);
    if (key) setResume(key);
    else rejectResume();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    if (!resume) {
      setNotice({ kind: 'error', text: MESSAGES.missingResume });
      return;
    }
    setNotice(null);
    const sent = await send({ ...values, resume, formType: FORM_TYPES.job, ...antiSpam.fields });
    if (sent) {
      setValues(EMPTY);
      setResume('');
      if (fileInput.current) fileInput.current.value = '';
      setNotice({ kind: 'success', text: MESSAGES.jobSuccess });
    } else {
      setValues((v) => ({ ...v, email: '' }));
      setNotice({ kind: 'error', text: MESSAGES.jobFailure });
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={sending}>
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
              value={values[f.name]}
              onChange={(e) => set(f.name, e.target.value, f.max)}
            />
          </label>
        ))}
      </div>
      <label className={styles.field}>
        Position you are interested in
        <select name="jobInterested" value={values.jobInterested} onChange={(e) => setValues((v) => ({ ...v, jobInterested: e.target.value as JobOption }))}>
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
      {antiSpam.field}
      <SubmitButton busy={sending}>Submit application</SubmitButton>
      <FormNotice notice={notice} />
    </form>
  );
}

export const JobApplicationFormIsland = defineIsland('job-application-form', JobApplicationForm);
