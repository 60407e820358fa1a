import { AdminPage } from '@/components/admin/admin-page';
import { AccountSettings } from '@/features/auth/account-settings';

/** /admin/account: every member's own account (an Owner's set-up session may open only this). */
export function Component() {
  return (
    <AdminPage title="Your account">
      <AccountSettings />
    </AdminPage>
  );
}
