import { paths } from '@/config/paths';
import { AdminPage } from '@/components/admin/admin-page';
import { CaseStudyTable } from '@/features/admin-case-studies/case-study-table';

/** /admin/casestudy: non-admins go to / (spec section 6). */
export function Component() {
  return (
    <AdminPage title="Case Studies" redirectTo={paths.home}>
      <CaseStudyTable />
    </AdminPage>
  );
}
