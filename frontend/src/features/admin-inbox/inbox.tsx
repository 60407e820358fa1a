import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DELIVERY_STATUSES,
  INBOX_VIEWS,
  LEAD_STATUSES,
  SUBMISSION_TYPES,
  spamReasonText,
  type InboxView,
  type DeliveryStatus,
  type LeadStatus,
  type Submission,
  type SubmissionType,
} from '@site/contracts/admin';
import { ATTRIBUTION_LABELS, TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from '@site/contracts/traffic';
import { Banner, useBanner } from '@/components/admin/banner';
import { serverMessage } from '@/components/admin/server-message';
import { toSearchParams, useListSubmissionsQuery } from './admin-inbox-api';
import { Field, INBOX_PAGE_SIZE, Pager, StatusFilter, useCsvExport } from './inbox-controls';
import { formatDateTime, LEAD_STATUS_LABELS, SubmissionDetails } from './submission-details';
import { StatusLine } from '@/components/admin/status-line';

export { INBOX_PAGE_SIZE } from './inbox-controls';

type Tab = SubmissionType | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'contact', label: 'Contact enquiries' },
  { id: 'job', label: 'Job applications' },
  { id: 'newsletter', label: 'Newsletter sign-ups' },
  { id: 'all', label: 'All types' },
];

const STATUS_LABELS: Record<DeliveryStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed', spam: 'Spam folder' };
const TYPE_LABELS: Record<SubmissionType, string> = { contact: 'Contact', job: 'Job', newsletter: 'Newsletter' };

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';

/** Who sent it, as the list shows it. */
function sender(s: Submission): string {
  const p = s.payload;
  if (s.type === 'job') return [p.fname, p.lname].filter(Boolean).join(' ') || p.email || '—';
  return p.name || p.email || '—';
}

interface Filters {
  /** A saved view (the dashboard's "New leads this week", its traffic figures' leads); combines with the rest. */
  view: InboxView | '';
  status: DeliveryStatus | '';
  leadStatus: LeadStatus | '';
  from: string;
  to: string;
  q: string;
  /** Attribution (issue 27): the visit's landing page, source and utm_campaign, exact matches. */
  landingPage: string;
  source: TrafficSource | '';
  campaign: string;
}

/** The attribution filters, in the order the inbox lists them when set. */
const ATTRIBUTION_FILTERS = [
  { key: 'landingPage', label: ATTRIBUTION_LABELS.landingPage },
  { key: 'source', label: ATTRIBUTION_LABELS.source },
  { key: 'campaign', label: ATTRIBUTION_LABELS.utmCampaign },
] as const satisfies ReadonlyArray<{ key: keyof Filters; label: string }>;

const NO_ATTRIBUTION_FILTERS = { landingPage: '', source: '', campaign: '' } as const satisfies Partial<Filters>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The filters an address names (the dashboard's links); a value the list cannot take is left out, not sent to fail. */
function filtersFrom(params: URLSearchParams): Filters {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const day = (name: string) => (DAY_PATTERN.test(text(name)) ? text(name) : '');
  const landingPage = text('landingPage');
  return {
    view: oneOf(INBOX_VIEWS, params.get('view')),
    status: oneOf(DELIVERY_STATUSES, params.get('status')),
    leadStatus: oneOf(LEAD_STATUSES, params.get('leadStatus')),
    from: day('from'),
    to: day('to'),
    q: '',
    landingPage: landingPage.startsWith('/') ? landingPage : '',
    source: oneOf(TRAFFIC_SOURCES, params.get('source')),
    campaign: text('campaign'),
  };
}

/**
 * The address of the inbox as it is filtered, so a reload or a shared link opens the same list. The
 * search text stays out: names and e-mail addresses do not belong in addresses, history and logs.
 */
function filtersAddress(tab: Tab, { q: _q, ...filters }: Filters): URLSearchParams {
  return new URLSearchParams(Object.entries({ type: tab, ...filters }).filter(([, value]) => value !== ''));
}

function SubmissionsPanel({
  type,
  filters,
  onFilters,
  onOpen,
  onError,
}: {
  type: Tab;
  /** Kept by the inbox, so a change of tab (type) keeps the other filters. */
  filters: Filters;
  onFilters: (change: Partial<Filters>) => void;
  onOpen: (id: string) => void;
  onError: (text: string) => void;
}) {
  const [draftQuery, setDraftQuery] = useState(filters.q);
  const [page, setPage] = useState(1);
  const set = (change: Partial<Filters>) => {
    onFilters(change);
    setPage(1);
  };
  // Every filter combines with the others; the export sends exactly the same ones.
  const filter = {
    view: filters.view || undefined,
    type: type === 'all' ? undefined : type,
    status: filters.status || undefined,
    leadStatus: filters.leadStatus || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q || undefined,
    landingPage: filters.landingPage || undefined,
    source: filters.source || undefined,
    campaign: filters.campaign || undefined,
  };
  const attribution = ATTRIBUTION_FILTERS.filter(({ key }) => filters[key] !== '');
  const { data, isFetching, error } = useListSubmissionsQuery({ ...filter, page, pageSize: INBOX_PAGE_SIZE });
  const { exporting, exportCsv } = useCsvExport(onError);

  useEffect(() => {
    if (error) onError(serverMessage(error));
  }, [error, onError]);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    set({ q: draftQuery.trim() });
  }

  return (
    <>
      <form role="search" aria-label="Search leads" className="admin-search" onSubmit={onSearch}>
        <Field label="Search">
          {(id) => (
            <input
              id={id}
              type="search"
              value={draftQuery}
              maxLength={200}
              placeholder="Name, e-mail, company or text"
              onChange={(e) => setDraftQuery(e.target.value)}
            />
          )}
        </Field>
        <button type="submit">Search</button>
        {filters.q ? (
          <button type="button" className="admin-button--secondary" onClick={() => (setDraftQuery(''), set({ q: '' }))}>
            Clear search
          </button>
        ) : null}
      </form>
      {filters.view === 'new-leads' ? (
        <p className="admin-notice" role="status">
          Showing the new leads of this week: contact enquiries and job applications with lead status New, received in the last 7 days, not held as spam
          (the dashboard&apos;s figure).{' '}
          <button type="button" className="admin-button--secondary" onClick={() => set({ view: '' })}>
            Show all
          </button>
        </p>
      ) : null}
      {filters.view === 'leads' ? (
        <p className="admin-notice" role="status">
          Showing leads as the dashboard&apos;s traffic figures count them: contact enquiries and job applications not held as spam, any lead status.{' '}
          <button type="button" className="admin-button--secondary" onClick={() => set({ view: '' })}>
            Show all
          </button>
        </p>
      ) : null}
      {attribution.length > 0 ? (
        <div className="admin-notice" role="group" aria-label="Where the leads came from">
          <p>Only leads whose visit matches:</p>
          <ul>
            {attribution.map(({ key, label }) => (
              <li key={key}>
                {label}: {key === 'source' && filters.source ? TRAFFIC_SOURCE_LABELS[filters.source] : filters[key]}{' '}
                <button type="button" className="admin-button--secondary" aria-label={`Remove the ${label} filter`} onClick={() => set({ [key]: '' })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="admin-button--secondary" onClick={() => set(NO_ATTRIBUTION_FILTERS)}>
            Clear these filters
          </button>
        </div>
      ) : null}
      <div className="admin-filters" role="group" aria-label="Filters">
        <StatusFilter title="Delivery status" options={DELIVERY_STATUSES} label={(s) => STATUS_LABELS[s]} value={filters.status} onChange={(v) => set({ status: v })} />
        <StatusFilter title="Lead status" options={LEAD_STATUSES} label={(s) => LEAD_STATUS_LABELS[s]} value={filters.leadStatus} onChange={(v) => set({ leadStatus: v })} />
        <StatusFilter title="Source" options={TRAFFIC_SOURCES} label={(s) => TRAFFIC_SOURCE_LABELS[s]} value={filters.source} onChange={(v) => set({ source: v })} />
        <Field label="From date">{(id) => <input id={id} type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />}</Field>
        <Field label="To date">{(id) => <input id={id} type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />}</Field>
        <button
          type="button"
          className="admin-button--secondary"
          disabled={exporting}
          onClick={() => exportCsv(`/api/admin/submissions.csv${toSearchParams(filter)}`, `${type}-submissions.csv`)}
        >
          Export CSV
        </button>
      </div>
      {isFetching ? <StatusLine kind="loading">Loading…</StatusLine> : null}
      <table className="admin-table" aria-busy={isFetching}>
        <caption className="visually-hidden">Submissions</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">From</th>
            <th scope="col">Email</th>
            {type === 'all' ? <th scope="col">Type</th> : null}
            <th scope="col">Region</th>
            <th scope="col">Delivery</th>
            <th scope="col">Attempts</th>
            <th scope="col">Lead status</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {(data?.data ?? []).map((s) => (
            <tr key={s.id}>
              <td data-label="Received">{formatDateTime(s.createdAt)}</td>
              <td data-label="From">{sender(s)}</td>
              <td data-label="Email">{s.payload.email ?? '—'}</td>
              {type === 'all' ? <td data-label="Type">{TYPE_LABELS[s.type]}</td> : null}
              <td data-label="Region">{s.region ?? '—'}</td>
              <td data-label="Delivery">
                {s.deliveryStatus === 'spam' ? (
                  <>
                    {STATUS_LABELS.spam}
                    <span className="admin-hint admin-spam-reason">: {spamReasonText(s.spamReason) ?? 'reason not recorded'}</span>
                  </>
                ) : (
                  STATUS_LABELS[s.deliveryStatus]
                )}
              </td>
              <td data-label="Attempts">{s.attempts}</td>
              <td data-label="Lead status">{LEAD_STATUS_LABELS[s.leadStatus]}</td>
              <td data-label="Details">
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

/**
 * /admin/inbox: every lead the site received, whatever happened to its mail (decision D7), worked by
 * sales: lead status, notes, search and filters that combine. The address (`?type=`, `?view=`,
 * `?status=`, `?leadStatus=`, `?from=`, `?to=`, `?landingPage=`, `?source=`, `?campaign=`: the
 * dashboard's links) chooses the first view, and follows the filters so a reload keeps them.
 */
export function Inbox() {
  const [params, setParams] = useSearchParams();
  // A saved view counts every type, so a link naming a view and no type opens All types.
  const [tab, setTab] = useState<Tab>(() => oneOf([...SUBMISSION_TYPES, 'all'] as const, params.get('type')) || (params.get('view') ? 'all' : 'contact'));
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(params));
  const [openId, setOpenId] = useState<string | null>(null);
  const { banner, showBanner } = useBanner();
  const [onError] = useState(() => (text: string) => showBanner('error', text));

  useEffect(() => {
    const next = filtersAddress(tab, filters);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [tab, filters, params, setParams]);

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
        <SubmissionsPanel
          key={tab}
          type={tab}
          filters={filters}
          onFilters={(change) => setFilters((f) => ({ ...f, ...change }))}
          onOpen={setOpenId}
          onError={onError}
        />
      </div>
      {openId ? <SubmissionDetails id={openId} onClose={() => setOpenId(null)} onResult={showBanner} /> : null}
    </>
  );
}
