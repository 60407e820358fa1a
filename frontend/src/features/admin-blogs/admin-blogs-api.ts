import { IN_PROGRESS_STATE, type AdminBlogRecord, type Blog, type BlogInput, type ItemReply, type ListReply, type MessageReply, type PublicationAction } from '@site/contracts/content';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

/** A blog as the editor reads it back: the API may also keep the image's alt text, and its state. */
export type EditableBlog = Blog & { blog_image_alt?: string } & Partial<Pick<AdminBlogRecord, 'status' | 'publish_at' | 'has_unpublished_changes' | 'published_date_auto'>>;

/** POST /blog and PUT /blog/:id answer what was saved, with its state, and say what happened. */
export type BlogSaveReply = { status: 'success'; message: string; data: AdminBlogRecord };

/**
 * Admin writes for blogs (spec section 7). Every write invalidates the Blog tag, so the list reloads
 * after upload, save and delete, failed deletes included (spec section 8).
 */
export const adminBlogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Drafts and scheduled posts are only in the admin reads (the public ones list published posts).
    // `inProgress`: drafts, scheduled posts and unpublished changes (the dashboard's figure).
    adminGetBlogs: build.query<AdminBlogRecord[], { inProgress?: boolean } | void>({
      query: (arg) => (arg && arg.inProgress ? `/api/admin/blogs?state=${IN_PROGRESS_STATE}` : '/api/admin/blogs'),
      transformResponse: (reply: ListReply<AdminBlogRecord>) => reply.data,
      providesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    adminGetBlog: build.query<EditableBlog, number>({
      query: (id) => `/api/admin/blogs/${id}`,
      transformResponse: (reply: ItemReply<EditableBlog>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }],
      onQueryStarted: signOutOnUnauthorized,
      keepUnusedDataFor: 0,
    }),
    createBlog: build.mutation<BlogSaveReply, BlogInput>({
      query: (body) => ({ url: '/blog', method: 'POST', body }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    updateBlog: build.mutation<BlogSaveReply, { id: number; body: BlogInput }>({
      query: ({ id, body }) => ({ url: `/blog/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    changeBlogPublication: build.mutation<BlogSaveReply, { id: number; action: PublicationAction }>({
      query: ({ id, action }) => ({ url: `/api/admin/blogs/${id}/publication`, method: 'POST', body: action }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // Drops a published or scheduled post's saved, unpublished changes.
    discardBlogChanges: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `/api/admin/blogs/${id}/changes`, method: 'DELETE' }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    deleteBlog: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `/blog/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const {
  useAdminGetBlogsQuery,
  useAdminGetBlogQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useChangeBlogPublicationMutation,
  useDiscardBlogChangesMutation,
  useDeleteBlogMutation,
} = adminBlogsApi;
