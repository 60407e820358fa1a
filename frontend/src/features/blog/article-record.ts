import type { Blog } from '@site/contracts/content';

/** What content-service adds to the spec's fields (BlogRecord): the alt text and the instants. */
export type ArticleRecord = Blog & { blog_image_alt?: string; published_at?: string; updated_at?: string };

/**
 * When the post was published and last changed (ISO 8601): content-service's instants; the last
 * change is the publication until the service states an `updated_at` (docs/decisions/seo.md).
 * A module of its own (no component, no stylesheet) so the site's page head can use it.
 */
export const articleTimes = (blog: ArticleRecord): { published?: string; modified?: string } => {
  const published = blog.published_at || undefined;
  return { published, modified: blog.updated_at || published };
};
