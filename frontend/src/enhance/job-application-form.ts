/**
 * Enhances the careers application (`form[data-job-application-form]`, rendered by
 * features/forms/job-application-form.tsx), spec sections 4, 5 and 8 and docs/decisions/forms.md
 * F18, F20:
 * - a resume chosen once the script is there uploads at once (`POST /api/upload/resume`, field cv);
 *   one chosen before it arrived is in the input all the same and uploads on submit;
 * - the browser's own check (pdf or docx under 3 MB) and a refused upload show their message and
 *   clear the input; submitting with no resume shows the missing-resume alert;
 * - the fields are read from the DOM on submit and sent with the stored resume key; failure clears
 *   the email, success the form and the resume.
 */
import { MESSAGES } from '@site/contracts/messages';
import { uploadResume } from '@/features/forms/form-client';
import { isAcceptableResume, RESUME_STATUS } from '@/features/forms/resume-rules';
import { acceptedText, enhanceForms, onSubmit, sendFields, setButtonBusy, setField, showNotice } from './form-enhancer';

function enhanceJobForm(form: HTMLFormElement): void {
  const fileInput = form.querySelector<HTMLInputElement>('input[data-resume-input]');
  const status = form.querySelector<HTMLElement>('[data-resume-status]');
  /** The stored key of the resume now in the input ('' when none is stored). */
  let resume = '';
  let uploading = false;

  const showStatus = () => {
    if (status) status.textContent = uploading ? RESUME_STATUS.uploading : resume ? RESUME_STATUS.stored : RESUME_STATUS.none;
  };

  function rejectResume(text: string, focus: boolean) {
    resume = '';
    if (fileInput) fileInput.value = '';
    showNotice(form, { kind: 'error', text }, { focus });
  }

  /** The stored key of the file, or null (the refusal is shown and the input cleared). */
  async function store(file: File, focus: boolean): Promise<string | null> {
    if (!isAcceptableResume(file)) {
      rejectResume(MESSAGES.resumeUploadFailure, focus);
      return null;
    }
    uploading = true;
    showStatus();
    setButtonBusy(form, true);
    const result = await uploadResume(file);
    uploading = false;
    setButtonBusy(form, false);
    if ('error' in result) rejectResume(result.error, focus);
    else resume = result.key;
    showStatus();
    return 'error' in result ? null : result.key;
  }

  fileInput?.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    resume = '';
    showNotice(form, null);
    showStatus();
    if (file) void store(file, false);
  });

  onSubmit(form, async () => {
    if (uploading) return;
    let key = resume;
    if (!key) {
      const file = fileInput?.files?.[0];
      if (!file) {
        showNotice(form, { kind: 'error', text: MESSAGES.missingResume }, { focus: true });
        return;
      }
      // Chosen before the script was there: upload it now.
      showNotice(form, null);
      const stored = await store(file, true);
      if (!stored) return;
      key = stored;
    }
    showNotice(form, null);
    const result = await sendFields(form, { resume: key });
    if (result.kind === 'fail') {
      setField(form, 'email', '');
      showNotice(form, { kind: 'error', text: MESSAGES.jobFailure }, { focus: true });
      return;
    }
    form.reset();
    if (fileInput) fileInput.value = '';
    resume = '';
    showStatus();
    showNotice(form, { kind: 'success', text: acceptedText(result, MESSAGES.jobSuccess) }, { focus: true });
  });
}

enhanceForms('[data-job-application-form]', enhanceJobForm);
