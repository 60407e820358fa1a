import { AdminPage } from '@/components/admin/admin-page';
import { ActivityLog } from '@/features/admin-activity/activity-log';

/** /admin/activity: the Owner's log of sign-ins and of team, content and lead changes. */
export function Component() {
  return (
    <AdminPage title="Activity">
      <ActivityLog />
    </AdminPage>
  );
}
