import type { ReactNode } from 'react';
import { NavLink, useNavigation } from 'react-router-dom';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/config/paths';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { canOpenScreen, type StaffScreen } from '@site/contracts/staff';
import { checkSession } from './session';
import './admin.css';

/** The admin sections, in the order the navigation shows them; each role sees the ones it may open. */
export const ADMIN_SECTIONS = [
  { to: paths.admin, label: 'Dashboard', end: true, screen: 'dashboard' },
  { to: paths.adminBlogs, label: 'Blogs', end: false, screen: 'blogs' },
  { to: paths.adminCaseStudies, label: 'Case studies', end: false, screen: 'caseStudies' },
  { to: paths.adminInbox, label: 'Inbox', end: false, screen: 'inbox' },
  { to: paths.adminSubscribers, label: 'Subscribers', end: false, screen: 'subscribers' },
  { to: paths.adminTeam, label: 'Team', end: false, screen: 'team' },
  { to: paths.adminActivity, label: 'Activity', end: false, screen: 'activity' },
  { to: paths.adminAccount, label: 'Your account', end: false, screen: 'account' },
] as const satisfies ReadonlyArray<{ to: string; label: string; end: boolean; screen: StaffScreen }>;

interface Props {
  /**
   * The signed-in user's buttons (Logout, and room for more such as "Sign out everywhere"): they
   * come from the auth feature, which this shared shell may not import.
   */
  userActions: ReactNode;
  children: ReactNode;
}

/**
 * The admin area's own frame: no public header, footer or newsletter form; a bar with the sections
 * and the signed-in user. Only an admin sees the bar; anyone else sees just the page, whose guard
 * sends them on (spec section 6).
 */
export function AdminShell({ userActions, children }: Props) {
  const user = useAppSelector((s) => s.session.user);
  const navigation = useNavigation();
  const signedIn = checkSession(user) === 'admin';
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      {navigation.state === 'loading' ? <div className="admin-shell__progress" role="progressbar" aria-label="Loading page" /> : null}
      {signedIn ? (
        <header className="admin-shell__bar">
          <nav aria-label="Admin sections" className="admin-shell__nav">
            <ul>
              {ADMIN_SECTIONS.filter((section) => canOpenScreen(user?.role, section.screen) && (!user?.setupRequired || section.screen === 'account')).map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.end}>
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-shell__user" role="group" aria-label="Signed-in user">
            <span className="admin-shell__email" title={user?.email}>
              {user?.email}
            </span>
            <div className="admin-shell__user-actions">{userActions}</div>
          </div>
        </header>
      ) : null}
      <main id="main" tabIndex={-1} className="admin-shell__main">
        {children}
      </main>
    </div>
  );
}
