import { AdminPage } from '@/components/admin/admin-page';
import { Dashboard } from '@/components/admin/dashboard';
import { TrafficReport } from '@/features/admin-traffic/traffic-report';

/**
 * /admin: the Admin Portal (spec section 2) as the dashboard: counts, the links to case studies and
 * blogs, traffic and leads (issue 27, for who works leads), and the Logout of the admin shell's user
 * area (on every admin page, this one included).
 */
export function Component() {
  return (
    <AdminPage title="Admin Portal">
      <h1>Admin Portal</h1>
      <Dashboard />
      <TrafficReport />
    </AdminPage>
  );
}
