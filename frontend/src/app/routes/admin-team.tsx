import { AdminPage } from '@/components/admin/admin-page';
import { Team } from '@/features/admin-team/team';

/** /admin/team: the Owner's (other roles see "Not available for your role"; the server refuses them too). */
export function Component() {
  return (
    <AdminPage title="Team">
      <Team />
    </AdminPage>
  );
}
