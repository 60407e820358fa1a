import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAdmin } from './require-admin';
import { useNoIndex } from './use-no-index';
import './admin.css';

interface Props {
  title: string;
  /** Where non-admins are sent (spec section 6); /login unless the spec says otherwise. */
  redirectTo?: string;
  /** The Admin Portal home has no link back to itself. */
  showBackLink?: boolean;
  children: ReactNode;
}

function AdminFrame({ title, showBackLink, children }: Omit<Props, 'redirectTo'>) {
  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);
  return (
    <div className="admin">
      {showBackLink ? (
        <nav aria-label="Admin" className="admin__nav">
          <Link to={paths.admin}>Admin Portal</Link>
        </nav>
      ) : null}
      {children}
    </div>
  );
}

/** Every admin screen: the guard, noindex, and the admin frame. */
export function AdminPage({ title, redirectTo = paths.login, showBackLink = true, children }: Props) {
  useNoIndex();
  return (
    <RequireAdmin redirectTo={redirectTo}>
      <AdminFrame title={title} showBackLink={showBackLink}>
        {children}
      </AdminFrame>
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
