import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin-shared/admin-page';
import { LogoutButton, SignOutEverywhereButton } from '@/features/auth/logout-button';

/** /admin: the Admin Portal (spec section 2), plus the inbox the sales team needs. */
export function Component() {
  return (
    <AdminPage title="Admin Portal" showBackLink={false}>
      <h1>Admin Portal</h1>
      <ul className="admin-portal-links">
        <li>
          <Link to={paths.adminCaseStudies}>Case Studies</Link>
        </li>
        <li>
          <Link to={paths.adminBlogs}>Blogs</Link>
        </li>
        <li>
          <Link to={paths.adminInbox}>Inbox</Link>
        </li>
      </ul>
      <div className="admin-actions">
        <LogoutButton />
        <SignOutEverywhereButton />
      </div>
    </AdminPage>
  );
}
