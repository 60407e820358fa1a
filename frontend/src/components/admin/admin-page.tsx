import { useEffect, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { RequireAdmin } from './require-admin';
import { useNoIndex } from './use-no-index';
import './admin.css';

interface Props {
  title: string;
  /** Where non-admins are sent (spec section 6); /login unless the spec says otherwise. */
  redirectTo?: string;
  children: ReactNode;
}

function AdminFrame({ title, children }: Omit<Props, 'redirectTo'>) {
  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);
  return <div className="admin">{children}</div>;
}

/** Every admin screen: the guard, noindex, and the admin frame (the admin shell around it has the navigation). */
export function AdminPage({ title, redirectTo = paths.login, children }: Props) {
  useNoIndex();
  return (
    <RequireAdmin redirectTo={redirectTo}>
      <AdminFrame title={title}>{children}</AdminFrame>
    </RequireAdmin>
  );
}

/** The sign-in page's frame: admin styles and noindex, without the guard. */
export function SignInFrame({ children }: { children: ReactNode }) {
  useNoIndex();
  useEffect(() => {
    document.title = 'Sign In | Admin';
  }, []);
  return <div className="admin admin--narrow">{children}</div>;
}
