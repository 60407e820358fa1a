import type { Blog } from '@site/contracts/content';
import { getJson } from '@/lib/api-client';

/** What a card shows of a post: everything but its sections (island props stay small). */
export type BlogSummary = Pick<Blog, 'blog_id' | 'title' | 'slug_url' | 'blog_image' | 'brief_paragraph' | 'published_date'>;

export const toBlogSummary = ({ blog_id, title, slug_url, blog_image, brief_paragraph, published_date }: BlogSummary): BlogSummary => ({
  blog_id,
  title,
  slug_url,
  blog_image,
  brief_paragraph,
  published_date,
});

/** GET /blogs for public islands (the admin app reads it through RTK Query, blog-api.ts). */
export async function fetchBlogSummaries(): Promise<BlogSummary[]> {
  const reply = await getJson<{ status?: string; data?: Blog[] }>('/blogs');
  if (reply?.status !== 'success' || !Array.isArray(reply.data)) throw new Error('GET /blogs did not answer a list');
  return reply.data.map(toBlogSummary);
}
