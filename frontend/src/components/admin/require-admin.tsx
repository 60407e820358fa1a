import { useEffect, type ReactNode } from 'react';
import { Navigate, useMatches } from 'react-router-dom';
import { canOpenScreen, ROLE_LABELS, STAFF_SCREENS, type StaffScreen } from '@site/contracts/staff';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/config/paths';
import { checkSession, expireSession } from './session';

interface Props {
  /** Where a visitor who is not an admin goes (spec section 6). */
  redirectTo: string;
  children: ReactNode;
}

/** The screen of the current route (`handle.screen` in the router); the dashboard when none says. */
export function useScreen(): StaffScreen {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const screen = (match.handle as { screen?: unknown } | undefined)?.screen;
    if (typeof screen === 'string' && screen in STAFF_SCREENS) return screen as StaffScreen;
  }
  return 'dashboard';
}

/**
 * Renders its children only for a signed-in member of staff whose role may open this screen
 * (contracts STAFF_SCREENS; the server refuses the calls too). A stored token that has expired signs
 * the admin out and leads to /login with the expiry message, whatever the page's own redirect is. An
 * Owner who must set up an authenticator first is sent to their account page.
 */
export function RequireAdmin({ redirectTo, children }: Props) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const notice = useAppSelector((s) => s.session.notice ?? null);
  const screen = useScreen();
  const check = checkSession(user);

  useEffect(() => {
    if (check === 'expired') dispatch(expireSession());
  }, [check, dispatch]);

  if (check === 'expired') return null;
  if (check !== 'admin') return <Navigate to={notice ? paths.login : redirectTo} replace />;
  if (user?.setupRequired && screen !== 'account') return <Navigate to={paths.adminAccount} replace />;
  if (!canOpenScreen(user?.role, screen)) return <NotForYourRole role={user?.role} />;
  return <>{children}</>;
}

/** What a role sees on a screen it may not use (its link is hidden too; the server refuses the calls). */
function NotForYourRole({ role }: { role: keyof typeof ROLE_LABELS | undefined }) {
  return (
    <div className="admin">
      <h1>Not available for your role</h1>
      <p>
        {role ? `As ${ROLE_LABELS[role]} you cannot open this page.` : 'You cannot open this page.'} Ask the site owner if you need it.
      </p>
      <p>
        <a href={paths.admin}>Back to the Admin Portal</a>
      </p>
    </div>
  );
}

/** The sign-in page sends an admin who is already signed in to /admin. */
export function RedirectSignedInAdmin({ children }: { children: ReactNode }) {
  const user = useAppSelector((s) => s.session.user);
  return checkSession(user) === 'admin' ? <Navigate to={paths.admin} replace /> : <>{children}</>;
}
