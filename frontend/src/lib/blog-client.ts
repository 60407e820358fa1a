import type { Blog } from '@site/contracts/content';

/** What a card shows of a post: everything but its sections (a card's component needs no more). */
export type BlogSummary = Pick<Blog, 'blog_id' | 'title' | 'slug_url' | 'blog_image' | 'brief_paragraph' | 'published_date'>;

export const toBlogSummary = ({ blog_id, title, slug_url, blog_image, brief_paragraph, published_date }: BlogSummary): BlogSummary => ({
  blog_id,
  title,
  slug_url,
  blog_image,
  brief_paragraph,
  published_date,
});
