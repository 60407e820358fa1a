import { useId, useState, type FormEvent } from 'react';
import { fieldLabel } from '@site/contracts/form-fields';
import { LEAD_STATUSES, MAX_LEAD_NOTE_LENGTH, spamReasonText, type LeadEvent, type LeadStatus, type Submission } from '@site/contracts/admin';
import { Banner, useBanner, type BannerKind } from '@/components/admin/banner';
import { Dialog } from '@/components/admin/dialog';
import { serverMessage } from '@/components/admin/server-message';
import {
  useAddLeadNoteMutation,
  useChangeLeadStatusMutation,
  useDeleteSubmissionMutation,
  useGetLeadQuery,
  useGetResumeLinkMutation,
  useMarkNotSpamMutation,
  useResendSubmissionMutation,
} from './admin-inbox-api';
import { triggerDownload } from './download';
import { StatusLine } from '@/components/admin/status-line';
import { ATTRIBUTION_LABELS, TRAFFIC_SOURCE_LABELS, type LeadAttribution } from '@site/contracts/traffic';

export const DELETE_SUBMISSION_CONFIRMATION = 'Delete this submission? Its resume, if any, is deleted too.';

const TYPE_LABELS: Record<Submission['type'], string> = { contact: 'Contact enquiry', job: 'Job application', newsletter: 'Newsletter sign-up' };

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export const formatDateTime = (iso: string | null): string => (iso ? new Date(iso).toLocaleString() : '—');

/** The consent the form showed, as stored: "<version> — <text>" (rows from before versions have none). */
export const consentLine = ({ consentVersion, consentText }: { consentVersion: string | null; consentText: string }): string =>
  `${consentVersion ?? 'no version'} — ${consentText}`;

interface Props {
  id: string;
  onClose: () => void;
  onResult: (kind: BannerKind, text: string) => void;
}

export const ATTRIBUTION_NOT_RECORDED =
  'Not recorded: the visit was not seen (Do Not Track or Global Privacy Control was on, or it was received before visits were recorded).';

/** Every attribution field in the order of ATTRIBUTION_LABELS (the CSV's order too). */
const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LABELS) as Array<keyof LeadAttribution>;

/** The visit the lead came in (issue 27): landing page, page sent from, referrer, source and UTM. */
function Attribution({ attribution }: { attribution: LeadAttribution | undefined }) {
  const headingId = useId();
  // A reply from a service older than attribution has none: the same as a visit not seen.
  const recorded = attribution !== undefined && ATTRIBUTION_FIELDS.some((field) => attribution[field] !== null);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Where it came from</h3>
      {recorded ? (
        <dl className="admin-details" aria-labelledby={headingId}>
          {ATTRIBUTION_FIELDS.map((field) => {
            const value = attribution[field];
            return (
              <div key={field}>
                <dt>{ATTRIBUTION_LABELS[field]}</dt>
                <dd>{field === 'source' && attribution.source ? TRAFFIC_SOURCE_LABELS[attribution.source] : (value ?? '—')}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p>{ATTRIBUTION_NOT_RECORDED}</p>
      )}
    </section>
  );
}

/** The lead's history, oldest first: status changes and notes, each with who and when. */
function LeadHistory({ history }: { history: LeadEvent[] }) {
  if (history.length === 0) return <p>No status changes or notes yet.</p>;
  return (
    <ol className="admin-history" aria-label="Lead history">
      {history.map((event) => (
        <li key={event.id}>
          <span className="admin-history__meta">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>, {event.actorEmail}
          </span>
          {event.kind === 'status' ? (
            <span>
              Status {LEAD_STATUS_LABELS[event.from]} → {LEAD_STATUS_LABELS[event.to]}
            </span>
          ) : (
            <span className="admin-history__note">Note: {event.text}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Sales' part: the lead status, a new internal note, and the history of both. */
function WorkLead({ submission, history, onResult }: { submission: Submission; history: LeadEvent[]; onResult: (kind: BannerKind, text: string) => void }) {
  const statusId = useId();
  const noteId = useId();
  const [changeStatus, statusState] = useChangeLeadStatusMutation();
  const [addNote, noteState] = useAddLeadNoteMutation();
  const [note, setNote] = useState('');

  async function onStatus(leadStatus: LeadStatus) {
    const result = await changeStatus({ id: submission.id, leadStatus });
    if ('data' in result && result.data) onResult('success', `Lead status set to ${LEAD_STATUS_LABELS[leadStatus]}.`);
    else onResult('error', serverMessage(result.error));
  }

  async function onNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return;
    const result = await addNote({ id: submission.id, text: note });
    if ('data' in result && result.data) {
      setNote('');
      onResult('success', 'Note added.');
    } else onResult('error', serverMessage(result.error));
  }

  return (
    <section aria-labelledby={`${statusId}-heading`} className="admin-lead">
      <h3 id={`${statusId}-heading`}>Lead</h3>
      <label htmlFor={statusId}>Lead status</label>
      <select id={statusId} value={submission.leadStatus} disabled={statusState.isLoading} onChange={(e) => onStatus(e.target.value as LeadStatus)}>
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <form onSubmit={onNote} aria-label="Add a note">
        <label htmlFor={noteId}>Internal note</label>
        <textarea id={noteId} rows={3} maxLength={MAX_LEAD_NOTE_LENGTH} value={note} onChange={(e) => setNote(e.target.value)} />
        <div className="admin-actions">
          <button type="submit" disabled={noteState.isLoading || !note.trim()}>
            Add note
          </button>
        </div>
      </form>
      <h3>History</h3>
      <LeadHistory history={history} />
    </section>
  );
}

/** One submission: every field, delivery status, attempts, last error, the lead's work, and what an admin can do with it. */
export function SubmissionDetails({ id, onClose, onResult }: Props) {
  const { data: lead, isLoading, error } = useGetLeadQuery(id);
  const submission = lead?.submission;
  // Results of the dialog's own actions show inside it: the modal dialog covers the page's banner.
  const { banner, showBanner } = useBanner();
  const [resend, resendState] = useResendSubmissionMutation();
  const [notSpam, notSpamState] = useMarkNotSpamMutation();
  const [remove, removeState] = useDeleteSubmissionMutation();
  const [getResumeLink, resumeState] = useGetResumeLinkMutation();
  const [resumeUrl, setResumeUrl] = useState<string | null>(null);
  const busy = resendState.isLoading || notSpamState.isLoading || removeState.isLoading;

  async function onResend() {
    const result = await resend(id);
    if ('data' in result && result.data) showBanner('success', 'Delivery queued again.');
    else showBanner('error', serverMessage(result.error));
  }

  async function onNotSpam() {
    const result = await notSpam(id);
    if ('data' in result && result.data) showBanner('success', 'Moved out of spam; delivery queued.');
    else showBanner('error', serverMessage(result.error));
  }

  async function onDelete() {
    if (!window.confirm(DELETE_SUBMISSION_CONFIRMATION)) return;
    const result = await remove(id);
    if ('data' in result && result.data) {
      onResult('success', result.data.message || 'Submission deleted');
      onClose();
    } else showBanner('error', serverMessage(result.error));
  }

  async function onResume(key: string) {
    const result = await getResumeLink(key);
    if ('data' in result && result.data) {
      setResumeUrl(result.data.url);
      triggerDownload(result.data.url);
    } else showBanner('error', serverMessage(result.error));
  }

  const resumeKey = submission?.type === 'job' ? submission.payload.resume : undefined;

  return (
    <Dialog title={submission ? TYPE_LABELS[submission.type] : 'Submission'} onClose={onClose}>
      <Banner banner={banner} />
      {isLoading ? <StatusLine kind="loading">Loading submission…</StatusLine> : null}
      {error ? <StatusLine kind="error">{serverMessage(error)}</StatusLine> : null}
      {submission ? (
        <>
          <dl className="admin-details">
            {Object.entries(submission.payload).map(([field, value]) => (
              <div key={field}>
                <dt>{fieldLabel(field)}</dt>
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
            {submission.spamReason ? (
              <div>
                <dt>{submission.deliveryStatus === 'spam' ? 'Held as spam because' : 'Was held as spam because'}</dt>
                <dd>{spamReasonText(submission.spamReason)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Lead status</dt>
              <dd>{LEAD_STATUS_LABELS[submission.leadStatus]}</dd>
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
            <div>
              <dt>Consent</dt>
              <dd>{consentLine(submission)}</dd>
            </div>
          </dl>
          <Attribution attribution={submission.attribution} />
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
          <WorkLead submission={submission} history={lead?.history ?? []} onResult={showBanner} />
        </>
      ) : null}
    </Dialog>
  );
}
