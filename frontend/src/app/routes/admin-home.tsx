import { AdminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard';

/**
 * /admin: the Admin Portal (spec section 2) as the dashboard: counts, the links to case studies and
 * blogs, and the Logout of the admin shell's user area (on every admin page, this one included).
 */
export function Component() {
  return (
    <AdminPage title="Admin Portal">
      <h1>Admin Portal</h1>
      <Dashboard />
    </AdminPage>
  );
}
