import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DELIVERY_STATUSES, SUBSCRIBER_STATUSES, type DeliveryStatus, type Submission, type SubmissionType, type SubscriberStatus } from '@site/contracts/admin';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Banner, useBanner } from '@/features/admin-shared/banner';
import { serverMessage } from '@/features/admin-shared/server-message';
import { expireSession } from '@/features/admin-shared/session';
import { toSearchParams, useListSubmissionsQuery, useListSubscribersQuery } from './admin-inbox-api';
import { CsvDownloadError, downloadCsv } from './download';
import { formatDateTime, SubmissionDetails } from './submission-details';

export const INBOX_PAGE_SIZE = 25;

type Tab = SubmissionType | 'subscribers';
const TABS: { id: Tab; label: string }[] = [
  { id: 'contact', label: 'Contact enquiries' },
  { id: 'job', label: 'Job applications' },
  { id: 'newsletter', label: 'Newsletter sign-ups' },
  { id: 'subscribers', label: 'Subscribers' },
];

const STATUS_LABELS: Record<DeliveryStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed', spam: 'Spam folder' };

/** Who sent it, as the list shows it. */
function sender(s: Submission): string {
  const p = s.payload;
  if (s.type === 'job') return [p.fname, p.lname].filter(Boolean).join(' ') || p.email || '—';
  return p.name || p.email || '—';
}

function useCsvExport(onError: (text: string) => void) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.user?.token ?? '');
  const [exporting, setExporting] = useState(false);
  async function exportCsv(path: string, filename: string) {
    setExporting(true);
    try {
      await downloadCsv(path, token, filename);
    } catch (error) {
      if (error instanceof CsvDownloadError && error.status === 401) dispatch(expireSession());
      else onError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  }
  return { exporting, exportCsv };
}

function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="admin-actions">
      <button type="button" className="admin-button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {page} of {pages} ({total} in all)
      </span>
      <button type="button" className="admin-button--secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The Status select of both panels: "All" (empty) or one of the panel's statuses. */
function StatusFilter<S extends string>({ options, label, value, onChange }: { options: readonly S[]; label: (s: S) => string; value: S | ''; onChange: (value: S | '') => void }) {
  return (
    <Field label="Status">
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as S | '')}>
          <option value="">All</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function SubmissionsPanel({ type, onOpen, onError }: { type: SubmissionType; onOpen: (id: string) => void; onError: (text: string) => void }) {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filter = { type, status: status || undefined, from: from || undefined, to: to || undefined };
  const { data, isFetching, error } = useListSubmissionsQuery({ ...filter, page, pageSize: INBOX_PAGE_SIZE });
  const { exporting, exportCsv } = useCsvExport(onError);

  useEffect(() => {
    if (error) onError(serverMessage(error));
  }, [error, onError]);

  return (
    <>
      <div className="admin-filters" role="group" aria-label="Filters">
        <StatusFilter options={DELIVERY_STATUSES} label={(s) => STATUS_LABELS[s]} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
        <Field label="From date">{(id) => <input id={id} type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />}</Field>
        <Field label="To date">{(id) => <input id={id} type="date" value={to} onChange={(e) => (setTo(e.target.value), setPage(1))} />}</Field>
        <button
          type="button"
          className="admin-button--secondary"
          disabled={exporting}
          onClick={() => exportCsv(`/api/admin/submissions.csv${toSearchParams(filter)}`, `${type}-submissions.csv`)}
        >
          Export CSV
        </button>
      </div>
      {isFetching ? (
        <p role="status" className="admin-spinner">
          Loading…
        </p>
      ) : null}
      <table className="admin-table" aria-busy={isFetching}>
        <caption className="visually-hidden">Submissions</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">From</th>
            <th scope="col">Email</th>
            <th scope="col">Region</th>
            <th scope="col">Delivery</th>
            <th scope="col">Attempts</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {(data?.data ?? []).map((s) => (
            <tr key={s.id}>
              <td>{formatDateTime(s.createdAt)}</td>
              <td>{sender(s)}</td>
              <td>{s.payload.email ?? '—'}</td>
              <td>{s.region ?? '—'}</td>
              <td>{s.deliveryStatus}</td>
              <td>{s.attempts}</td>
              <td>
                <button type="button" className="admin-button--secondary" onClick={() => onOpen(s.id)} aria-label={`Open ${sender(s)}`}>
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.data.length === 0 ? <p>No submissions match.</p> : null}
      <Pager page={page} pageSize={INBOX_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </>
  );
}

function SubscribersPanel({ onError }: { onError: (text: string) => void }) {
  const [status, setStatus] = useState<SubscriberStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useListSubscribersQuery({ status: status || undefined, page, pageSize: INBOX_PAGE_SIZE });
  const { exporting, exportCsv } = useCsvExport(onError);

  useEffect(() => {
    if (error) onError(serverMessage(error));
  }, [error, onError]);

  return (
    <>
      <div className="admin-filters" role="group" aria-label="Filters">
        <StatusFilter options={SUBSCRIBER_STATUSES} label={(s) => s} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
        <button
          type="button"
          className="admin-button--secondary"
          disabled={exporting}
          onClick={() => exportCsv(`/api/admin/subscribers.csv${toSearchParams({ status: status || undefined })}`, 'subscribers.csv')}
        >
          Export CSV
        </button>
      </div>
      {isFetching ? (
        <p role="status" className="admin-spinner">
          Loading…
        </p>
      ) : null}
      <table className="admin-table" aria-busy={isFetching}>
        <caption className="visually-hidden">Subscribers</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Consent given</th>
            <th scope="col">Confirmed</th>
            <th scope="col">Unsubscribed</th>
          </tr>
        </thead>
        <tbody>
          {(data?.data ?? []).map((s) => (
            <tr key={s.id}>
              <td>{s.email}</td>
              <td>{s.status}</td>
              <td>{formatDateTime(s.consentAt)}</td>
              <td>{formatDateTime(s.confirmedAt)}</td>
              <td>{formatDateTime(s.unsubscribedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.data.length === 0 ? <p>No subscribers match.</p> : null}
      <Pager page={page} pageSize={INBOX_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </>
  );
}

/** /admin/inbox: every lead the site received, whatever happened to its mail (decision D7). */
export function Inbox() {
  const [tab, setTab] = useState<Tab>('contact');
  const [openId, setOpenId] = useState<string | null>(null);
  const { banner, showBanner } = useBanner();
  const [onError] = useState(() => (text: string) => showBanner('error', text));

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab moves on to the panel.
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`inbox-tab-${next.id}`)?.focus();
  }

  return (
    <>
      <Banner banner={banner} />
      <h1>Inbox</h1>
      <div role="tablist" aria-label="Lists" className="admin-tabs" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`inbox-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="inbox-panel"
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="inbox-panel" aria-labelledby={`inbox-tab-${tab}`}>
        {tab === 'subscribers' ? (
          <SubscribersPanel key={tab} onError={onError} />
        ) : (
          <SubmissionsPanel key={tab} type={tab} onOpen={setOpenId} onError={onError} />
        )}
      </div>
      {openId ? <SubmissionDetails id={openId} onClose={() => setOpenId(null)} onResult={showBanner} /> : null}
    </>
  );
}
