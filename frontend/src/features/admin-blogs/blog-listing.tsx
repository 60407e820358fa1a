import { useEffect, useState } from 'react';
import { MESSAGES } from '@site/contracts/messages';
import { Banner, useBanner } from '@/components/admin/banner';
import { serverMessage } from '@/components/admin/server-message';
import { statusLabel } from '@/components/admin/publication-controls';
import { useAdminGetBlogsQuery, useDeleteBlogMutation } from './admin-blogs-api';
import { BlogEditor } from './blog-editor';
import { StatusLine } from '@/components/admin/status-line';

/** Blogs Listing (spec section 2): cards with Edit Blog and Delete Blog, and the popup editor. */
export function BlogListing() {
  // Drafts and scheduled posts too (the admin read), each with its state.
  const { data: blogs, isLoading, error } = useAdminGetBlogsQuery();
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

  return (
    <>
      <Banner banner={banner} />
      <h1>Blogs Listing</h1>
      <div className="admin-actions">
        <button type="button" onClick={() => setEditor({ open: true, id: null })}>
          Upload New Blog
        </button>
      </div>
      {isLoading ? (
        <StatusLine kind="loading">Loading blogs…</StatusLine>
      ) : (
        <ul className="admin-cards" aria-label="Blogs">
          {(blogs ?? []).map((blog) => (
            <li key={blog.blog_id} className="admin-card">
              {blog.blog_image ? <img src={blog.blog_image} alt="" loading="lazy" /> : null}
              <h2>{blog.title}</h2>
              <p>{blog.published_date}</p>
              <p className="admin-status">{statusLabel(blog.status, blog.publish_at)}</p>
              {blog.has_unpublished_changes ? <p className="admin-status admin-status--changes">Unpublished changes</p> : null}
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
      )}
      {editor.open ? (
        // Closing clears the id (spec section 4).
        <BlogEditor key={editor.id ?? 'new'} blogId={editor.id} onClose={() => setEditor({ open: false, id: null })} onResult={showBanner} />
      ) : null}
    </>
  );
}
