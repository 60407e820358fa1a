import type { Blog, BlogInput, ItemReply, MessageReply } from '@site/contracts/content';
import { api } from '@/app/api';
import { signOutOnUnauthorized } from '@/features/admin-shared/admin-query';

/** A blog as the editor reads it back: the API may also keep the image's alt text. */
export type EditableBlog = Blog & { blog_image_alt?: string };

/**
 * Admin writes for blogs (spec section 7). Every write invalidates the Blog tag, so the list reloads
 * after upload, save and delete, failed deletes included (spec section 8).
 */
export const adminBlogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminGetBlog: build.query<EditableBlog, number>({
      query: (id) => `/blog/${id}`,
      transformResponse: (reply: ItemReply<EditableBlog>) => reply.data,
      providesTags: (_result, _error, id) => [{ type: 'Blog', id }],
      onQueryStarted: signOutOnUnauthorized,
      keepUnusedDataFor: 0,
    }),
    createBlog: build.mutation<MessageReply, BlogInput>({
      query: (body) => ({ url: '/blog', method: 'POST', body }),
      invalidatesTags: ['Blog'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    updateBlog: build.mutation<MessageReply, { id: number; body: BlogInput }>({
      query: ({ id, body }) => ({ url: `/blog/${id}`, method: 'PUT', body }),
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

export const { useAdminGetBlogQuery, useCreateBlogMutation, useUpdateBlogMutation, useDeleteBlogMutation } = adminBlogsApi;
