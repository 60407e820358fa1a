import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { paths } from '@/config/paths';
import { checkSession, expireSession } from './session';

interface Props {
  /** Where a visitor who is not an admin goes (spec section 6). */
  redirectTo: string;
  children: ReactNode;
}

/**
 * Renders its children only for a signed-in admin. A stored token that has expired signs the admin
 * out and leads to /login with the expiry message, whatever the page's own redirect is.
 */
export function RequireAdmin({ redirectTo, children }: Props) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const notice = useAppSelector((s) => s.session.notice ?? null);
  const check = checkSession(user);

  useEffect(() => {
    if (check === 'expired') dispatch(expireSession());
  }, [check, dispatch]);

  if (check === 'admin') return <>{children}</>;
  if (check === 'expired') return null;
  return <Navigate to={notice ? paths.login : redirectTo} replace />;
}

/** The sign-in page sends an admin who is already signed in to /admin. */
export function RedirectSignedInAdmin({ children }: { children: ReactNode }) {
  const user = useAppSelector((s) => s.session.user);
  return checkSession(user) === 'admin' ? <Navigate to={paths.admin} replace /> : <>{children}</>;
}
