import { useState } from 'react';
import type { Submission } from '@site/contracts/admin';
import type { BannerKind } from '@/features/admin-shared/banner';
import { Dialog } from '@/features/admin-shared/dialog';
import { serverMessage } from '@/features/admin-shared/server-message';
import {
  useDeleteSubmissionMutation,
  useGetResumeLinkMutation,
  useGetSubmissionQuery,
  useMarkNotSpamMutation,
  useResendSubmissionMutation,
} from './admin-inbox-api';
import { triggerDownload } from './download';

export const DELETE_SUBMISSION_CONFIRMATION = 'Delete this submission? Its resume, if any, is deleted too.';

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  fname: 'First name',
  lname: 'Last name',
  email: 'Email',
  phoneNum: 'Phone',
  message: 'Message',
  city: 'City',
  state: 'State',
  jobInterested: 'Job interested in',
  resume: 'Resume',
  formType: 'Form',
};

const TYPE_LABELS: Record<Submission['type'], string> = { contact: 'Contact enquiry', job: 'Job application', newsletter: 'Newsletter sign-up' };

export const formatDateTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

interface Props {
  id: string;
  onClose: () => void;
  onResult: (kind: BannerKind, text: string) => void;
}

/** One submission: every field, delivery status, attempts, last error, and what an admin can do with it. */
export function SubmissionDetails({ id, onClose, onResult }: Props) {
  const { data: submission, isLoading, error } = useGetSubmissionQuery(id);
  const [resend, resendState] = useResendSubmissionMutation();
  const [notSpam, notSpamState] = useMarkNotSpamMutation();
  const [remove, removeState] = useDeleteSubmissionMutation();
  const [getResumeLink, resumeState] = useGetResumeLinkMutation();
  const [resumeUrl, setResumeUrl] = useState<string | null>(null);
  const busy = resendState.isLoading || notSpamState.isLoading || removeState.isLoading;

  async function onResend() {
    const result = await resend(id);
    if ('data' in result && result.data) onResult('success', 'Delivery queued again.');
    else onResult('error', serverMessage(result.error));
  }

  async function onNotSpam() {
    const result = await notSpam(id);
    if ('data' in result && result.data) onResult('success', 'Moved out of spam; delivery queued.');
    else onResult('error', serverMessage(result.error));
  }

  async function onDelete() {
    if (!window.confirm(DELETE_SUBMISSION_CONFIRMATION)) return;
    const result = await remove(id);
    if ('data' in result && result.data) {
      onResult('success', result.data.message || 'Submission deleted');
      onClose();
    } else onResult('error', serverMessage(result.error));
  }

  async function onResume(key: string) {
    const result = await getResumeLink(key);
    if ('data' in result && result.data) {
      setResumeUrl(result.data.url);
      triggerDownload(result.data.url);
    } else onResult('error', serverMessage(result.error));
  }

  const resumeKey = submission?.type === 'job' ? submission.payload.resume : undefined;

  return (
    <Dialog title={submission ? TYPE_LABELS[submission.type] : 'Submission'} onClose={onClose}>
      {isLoading ? (
        <p role="status" className="admin-spinner">
          Loading submission…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-error">
          {serverMessage(error)}
        </p>
      ) : null}
      {submission ? (
        <>
          <dl className="admin-details">
            {Object.entries(submission.payload).map(([field, value]) => (
              <div key={field}>
                <dt>{FIELD_LABELS[field] ?? field}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
            <div>
              <dt>Region</dt>
              <dd>{submission.region ?? '—'}</dd>
            </div>
            <div>
              <dt>Received</dt>
              <dd>{formatDateTime(submission.createdAt)}</dd>
            </div>
            <div>
              <dt>Delivery status</dt>
              <dd>{submission.deliveryStatus}</dd>
            </div>
            <div>
              <dt>Attempts</dt>
              <dd>{submission.attempts}</dd>
            </div>
            <div>
              <dt>Last error</dt>
              <dd>{submission.lastError ?? '—'}</dd>
            </div>
            <div>
              <dt>Sent</dt>
              <dd>{formatDateTime(submission.sentAt)}</dd>
            </div>
            <div>
              <dt>IP address</dt>
              <dd>{submission.ip ?? '—'}</dd>
            </div>
            <div>
              <dt>Browser</dt>
              <dd>{submission.userAgent ?? '—'}</dd>
            </div>
          </dl>
          <div className="admin-actions">
            {resumeKey ? (
              <button type="button" onClick={() => onResume(resumeKey)} disabled={resumeState.isLoading}>
                Download resume
              </button>
            ) : null}
            {submission.deliveryStatus === 'spam' ? (
              <button type="button" onClick={onNotSpam} disabled={busy}>
                Not spam
              </button>
            ) : (
              <button type="button" onClick={onResend} disabled={busy}>
                Resend
              </button>
            )}
            <button type="button" className="admin-button--danger" onClick={onDelete} disabled={busy}>
              Delete
            </button>
            <button type="button" className="admin-button--secondary" onClick={onClose}>
              Close
            </button>
          </div>
          {resumeUrl ? (
            <p>
              If the download did not start, <a href={resumeUrl}>open the resume link</a> (it expires soon).
            </p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
