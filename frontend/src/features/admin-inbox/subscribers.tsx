import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@site/contracts/admin';
import { Banner, useBanner } from '@/components/admin/banner';
import { serverMessage } from '@/components/admin/server-message';
import { toSearchParams, useListSubscribersQuery } from './admin-inbox-api';
import { INBOX_PAGE_SIZE, Pager, StatusFilter, useCsvExport } from './inbox-controls';
import { formatDateTime } from './submission-details';
import { StatusLine } from '@/components/admin/status-line';

const statusParam = (value: string | null): SubscriberStatus | '' => ((SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? '') ? (value as SubscriberStatus) : '');

/**
 * /admin/subscribers: the newsletter's subscribers with their consent record, filterable and
 * exportable; `?status=pending` (the dashboard's "Pending subscribers") chooses the first filter.
 */
export function Subscribers() {
  const { banner, showBanner } = useBanner();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<SubscriberStatus | ''>(() => statusParam(params.get('status')));
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useListSubscribersQuery({ status: status || undefined, page, pageSize: INBOX_PAGE_SIZE });
  const { exporting, exportCsv } = useCsvExport((text) => showBanner('error', text));

  useEffect(() => {
    if (error) showBanner('error', serverMessage(error));
  }, [error, showBanner]);

  return (
    <>
      <Banner banner={banner} />
      <h1>Subscribers</h1>
      <div className="admin-filters" role="group" aria-label="Filters">
        <StatusFilter title="Status" options={SUBSCRIBER_STATUSES} label={(s) => s} value={status} onChange={(v) => (setStatus(v), setPage(1))} />
        <button
          type="button"
          className="admin-button--secondary"
          disabled={exporting}
          onClick={() => exportCsv(`/api/admin/subscribers.csv${toSearchParams({ status: status || undefined })}`, 'subscribers.csv')}
        >
          Export CSV
        </button>
      </div>
      {isFetching ? <StatusLine kind="loading">Loading…</StatusLine> : null}
      <table className="admin-table" aria-busy={isFetching}>
        <caption className="visually-hidden">Subscribers</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Status</th>
            <th scope="col">Consent version</th>
            <th scope="col">Consent given</th>
            <th scope="col">Confirmed</th>
            <th scope="col">Unsubscribed</th>
          </tr>
        </thead>
        <tbody>
          {(data?.data ?? []).map((s) => (
            <tr key={s.id}>
              <td data-label="Email">{s.email}</td>
              <td data-label="Status">{s.status}</td>
              <td data-label="Consent version" title={s.consentText}>
                {s.consentVersion ?? 'no version'}
              </td>
              <td data-label="Consent given">{formatDateTime(s.consentAt)}</td>
              <td data-label="Confirmed">{formatDateTime(s.confirmedAt)}</td>
              <td data-label="Unsubscribed">{formatDateTime(s.unsubscribedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.data.length === 0 ? <p>No subscribers match.</p> : null}
      <Pager page={page} pageSize={INBOX_PAGE_SIZE} total={data?.total ?? 0} onPage={setPage} />
    </>
  );
}
