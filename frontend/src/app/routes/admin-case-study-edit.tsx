import { useParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { CaseStudyEditor } from '@/features/admin-case-studies/case-study-editor';

/** /admin/casestudy/:id/edit: non-admins go to /login (spec section 6). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Edit Case Study">
      <CaseStudyEditor key={id} id={id} />
    </AdminPage>
  );
}
