import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IN_PROGRESS_STATE } from '@site/contracts/content';
import { canOpenScreen, type StaffScreen } from '@site/contracts/staff';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/lib/hooks';
import { serverMessage } from './server-message';
import { useGetAdminStatsQuery, useGetDraftsCountQuery } from './dashboard-api';
import { StatusLine } from './status-line';

const NO_VALUE = '—';

/** Where each figure's link goes: a list filtered to exactly what the figure counts (A10, A13). */
export const DASHBOARD_LINKS = {
  newLeads: `${paths.adminInbox}?type=all&view=new-leads`,
  failedMails: `${paths.adminInbox}?type=all&status=failed`,
  pendingSubscribers: `${paths.adminSubscribers}?status=pending`,
  blogDrafts: `${paths.adminBlogs}?state=${IN_PROGRESS_STATE}`,
  caseStudyDrafts: `${paths.adminCaseStudies}?state=${IN_PROGRESS_STATE}`,
} as const;

/** The portal's links (the spec's two first), each shown to the roles that may open it. */
const PORTAL_LINKS = [
  { to: paths.adminCaseStudies, label: 'Case Studies', screen: 'caseStudies' },
  { to: paths.adminBlogs, label: 'Blogs', screen: 'blogs' },
  { to: paths.adminInbox, label: 'Inbox', screen: 'inbox' },
  { to: paths.adminSubscribers, label: 'Subscribers', screen: 'subscribers' },
  { to: paths.adminTeam, label: 'Team', screen: 'team' },
  { to: paths.adminActivity, label: 'Activity', screen: 'activity' },
] as const satisfies ReadonlyArray<{ to: string; label: string; screen: StaffScreen }>;

function Count({ label, value, to, loading, detail }: { label: string; value: number | null | undefined; to: string; loading: boolean; detail: string }) {
  const shown: ReactNode = loading ? '…' : value === null || value === undefined ? NO_VALUE : value;
  return (
    <li className="admin-count">
      <span className="admin-count__value" aria-hidden="true">
        {shown}
      </span>
      <Link to={to}>
        {label}
        <span className="visually-hidden">: {loading ? 'loading' : shown === NO_VALUE ? 'not available' : shown}</span>
      </Link>
      <span className="admin-hint">{detail}</span>
    </li>
  );
}

/** /admin's counts, each a link to the list it counts, and the spec's links (case studies, blogs): each as the role may see it. */
export function Dashboard() {
  const role = useAppSelector((s) => s.session.user?.role);
  const leads = canOpenScreen(role, 'inbox');
  const content = canOpenScreen(role, 'blogs');
  const stats = useGetAdminStatsQuery(undefined, { skip: !leads, refetchOnMountOrArgChange: true });
  const drafts = useGetDraftsCountQuery(undefined, { skip: !content, refetchOnMountOrArgChange: true });
  return (
    <>
      <h2 id="dashboard-counts">At a glance</h2>
      {stats.error ? <StatusLine kind="error">{serverMessage(stats.error)}</StatusLine> : null}
      <ul className="admin-counts" aria-labelledby="dashboard-counts">
        {leads ? (
          <>
            <Count label="New leads this week" value={stats.data?.newLeadsThisWeek} to={DASHBOARD_LINKS.newLeads} loading={stats.isLoading} detail="Status New, last 7 days, not spam" />
            <Count label="Failed mails" value={stats.data?.failedMails} to={DASHBOARD_LINKS.failedMails} loading={stats.isLoading} detail="Every retry failed" />
            <Count label="Pending subscribers" value={stats.data?.pendingSubscribers} to={DASHBOARD_LINKS.pendingSubscribers} loading={stats.isLoading} detail="Not confirmed yet" />
          </>
        ) : null}
        {content ? (
          <>
            <Count label="Blog drafts" value={drafts.error ? null : drafts.data?.blogs} to={DASHBOARD_LINKS.blogDrafts} loading={drafts.isLoading} detail="Drafts, scheduled, unpublished changes" />
            <Count
              label="Case study drafts"
              value={drafts.error ? null : drafts.data?.caseStudies}
              to={DASHBOARD_LINKS.caseStudyDrafts}
              loading={drafts.isLoading}
              detail="Drafts, scheduled, unpublished changes"
            />
          </>
        ) : null}
      </ul>
      <h2 id="dashboard-sections">Manage</h2>
      <ul className="admin-portal-links" aria-labelledby="dashboard-sections">
        {PORTAL_LINKS.filter((link) => canOpenScreen(role, link.screen)).map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
