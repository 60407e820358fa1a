import { AdminPage } from '@/components/admin/admin-page';
import { BlogListing } from '@/features/admin-blogs/blog-listing';

/** /admin/blogs: the spec leaves its guard open; non-admins go to /login like /admin (docs/decisions/frontend-admin.md). */
export function Component() {
  return (
    <AdminPage title="Blogs Listing">
      <BlogListing />
    </AdminPage>
  );
}
