import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { serverMessage } from './server-message';
import { useGetAdminStatsQuery, useGetDraftsCountQuery } from './dashboard-api';
import { StatusLine } from './status-line';

const NO_VALUE = '—';

function Count({ label, value, to, loading }: { label: string; value: number | null | undefined; to?: string; loading: boolean }) {
  const shown: ReactNode = loading ? '…' : value === null || value === undefined ? NO_VALUE : value;
  return (
    <li className="admin-count">
      <span className="admin-count__value" aria-hidden="true">
        {shown}
      </span>
      {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
      <span className="visually-hidden">: {loading ? 'loading' : shown === NO_VALUE ? 'not available' : shown}</span>
    </li>
  );
}

/** /admin's counts and the spec's links (case studies, blogs), plus the inbox. */
export function Dashboard() {
  const stats = useGetAdminStatsQuery();
  const drafts = useGetDraftsCountQuery();
  const draftTotal = drafts.data ? drafts.data.blogs + drafts.data.caseStudies : drafts.data;
  return (
    <>
      <h2 id="dashboard-counts">At a glance</h2>
      {stats.error ? <StatusLine kind="error">{serverMessage(stats.error)}</StatusLine> : null}
      <ul className="admin-counts" aria-labelledby="dashboard-counts">
        <Count label="New leads this week" value={stats.data?.newLeadsThisWeek} to={paths.adminInbox} loading={stats.isLoading} />
        <Count label="Failed mails" value={stats.data?.failedMails} to={`${paths.adminInbox}?type=all&status=failed`} loading={stats.isLoading} />
        <Count label="Pending subscribers" value={stats.data?.pendingSubscribers} to={paths.adminSubscribers} loading={stats.isLoading} />
        <Count label="Drafts" value={drafts.error ? null : draftTotal} loading={drafts.isLoading} />
      </ul>
      <h2 id="dashboard-sections">Manage</h2>
      <ul className="admin-portal-links" aria-labelledby="dashboard-sections">
        <li>
          <Link to={paths.adminCaseStudies}>Case Studies</Link>
        </li>
        <li>
          <Link to={paths.adminBlogs}>Blogs</Link>
        </li>
        <li>
          <Link to={paths.adminInbox}>Inbox</Link>
        </li>
        <li>
          <Link to={paths.adminSubscribers}>Subscribers</Link>
        </li>
      </ul>
    </>
  );
}
