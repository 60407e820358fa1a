import type { Blog, Category, ItemReply, ListReply } from '@site/contracts/content';
import { api } from '@/lib/api';

/** Public reads of blog posts and categories (spec section 7). Admin writes live in admin-blogs. */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/blogs',
      transformResponse: (reply: ListReply<Blog>) => reply.data,
      providesTags: ['Blog'],
    }),
    getBlog: build.query<Blog, string | number>({
      query: (id) => `/blog/${encodeURIComponent(String(id))}`,
      transformResponse: (reply: ItemReply<Blog>) => reply.data,
      providesTags: ['Blog'],
    }),
    getCategories: build.query<Category[], void>({
      query: () => '/api/categories',
      transformResponse: (reply: ListReply<Category>) => reply.data,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery, useGetCategoriesQuery } = blogApi;
