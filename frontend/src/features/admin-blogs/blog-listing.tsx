import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@site/contracts/messages';
import { IN_PROGRESS_STATE, type AdminBlogRecord } from '@site/contracts/content';
import { paths } from '@/config/paths';
import { Banner, useBanner } from '@/components/admin/banner';
import { serverMessage } from '@/components/admin/server-message';
import { StatusBadges, formatLocalTime } from '@/components/admin/status-badge';
import { StatusLine } from '@/components/admin/status-line';
import { useAdminGetBlogsQuery, useDeleteBlogMutation } from './admin-blogs-api';
import { BlogEditor } from './blog-editor';

/** The date a card shows: the public one, or when it will be, for a post not public yet. */
function dateLine(blog: AdminBlogRecord): string {
  if (blog.status === 'scheduled' && blog.publish_at) return `Goes live ${formatLocalTime(blog.publish_at)} · shows ${blog.published_date}`;
  if (blog.status === 'draft' && blog.published_date_auto) return 'Date: the day it goes live';
  return blog.published_date;
}

/** Blogs Listing (spec section 2): cards with Edit Blog and Delete Blog, and the popup editor. */
export function BlogListing() {
  const [params] = useSearchParams();
  // `?state=in-progress`: exactly what the dashboard's "Blog drafts" counts.
  const inProgress = params.get('state') === IN_PROGRESS_STATE;
  const { data: blogs, isLoading, error } = useAdminGetBlogsQuery(inProgress ? { inProgress: true } : undefined);
  const [deleteBlog, { isLoading: deleting }] = useDeleteBlogMutation();
  const { banner, showBanner } = useBanner();
  const [editor, setEditor] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });

  useEffect(() => {
    if (error) console.error('Loading blogs failed', error);
  }, [error]);

  async function onDelete(id: number) {
    if (!window.confirm(MESSAGES.deleteConfirmation)) return;
    const result = await deleteBlog(id);
    if ('data' in result && result.data) showBanner('success', result.data.message || 'Blog deleted');
    else showBanner('error', serverMessage(result.error));
  }

  const count = blogs?.length ?? 0;
  return (
    <>
      <Banner banner={banner} />
      <h1>Blogs Listing</h1>
      <div className="admin-actions">
        <button type="button" onClick={() => setEditor({ open: true, id: null })}>
          Upload New Blog
        </button>
      </div>
      <nav aria-label="Show" className="admin-filter-links">
        <Link to={paths.adminBlogs} aria-current={inProgress ? undefined : 'page'}>
          All posts
        </Link>
        <Link to={`${paths.adminBlogs}?state=${IN_PROGRESS_STATE}`} aria-current={inProgress ? 'page' : undefined}>
          Drafts, scheduled and unpublished changes
        </Link>
      </nav>
      {isLoading ? (
        <StatusLine kind="loading">Loading blogs…</StatusLine>
      ) : (
        <>
          <p className="admin-list-count" aria-live="polite">
            {count} {count === 1 ? 'post' : 'posts'}
            {inProgress ? ' not (fully) public: drafts, scheduled posts and posts with unpublished changes' : ''}
          </p>
          <ul className="admin-cards" aria-label="Blogs">
            {(blogs ?? []).map((blog) => (
              <li key={blog.blog_id} className="admin-card">
                {blog.blog_image ? <img src={blog.blog_image} alt="" loading="lazy" /> : null}
                <h2>{blog.title}</h2>
                <StatusBadges status={blog.status} publishAt={blog.publish_at} hasChanges={blog.has_unpublished_changes} />
                <p>{dateLine(blog)}</p>
                <div className="admin-actions">
                  <button type="button" onClick={() => setEditor({ open: true, id: blog.blog_id })} aria-label={`Edit Blog: ${blog.title}`}>
                    Edit Blog
                  </button>
                  <button
                    type="button"
                    className="admin-button--danger"
                    disabled={deleting}
                    onClick={() => onDelete(blog.blog_id)}
                    aria-label={`Delete Blog: ${blog.title}`}
                  >
                    Delete Blog
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editor.open ? (
        // Closing clears the id (spec section 4).
        <BlogEditor key={editor.id ?? 'new'} blogId={editor.id} onClose={() => setEditor({ open: false, id: null })} onResult={showBanner} />
      ) : null}
    </>
  );
}
