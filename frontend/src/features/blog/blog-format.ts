import type { Blog } from '@site/contracts/content';
import { slugToPath } from '@site/contracts/slugs';
import { paths } from '@/config/paths';

/** Shown when a post has no published_date (spec: "a fallback date"); see docs/decisions/frontend-content.md. */
export const DATE_FALLBACK = 'Recently published';

export const publishedLabel = (blog: Pick<Blog, 'published_date'>): string => blog.published_date?.trim() || DATE_FALLBACK;

/** The article link a card builds from the slug, or null when the post has no slug (no action). */
export const articleHref = (blog: Pick<Blog, 'slug_url'>): string | null => {
  const slug = slugToPath(blog.slug_url ?? '');
  return slug ? paths.article(slug) : null;
};

const RENDITION = /\/(480|960|1600)\.(webp|avif|jpg|jpeg|png|gif)$/;

/** srcset for images from the upload pipeline (`/media/images/<id>/<480|960|1600>.<ext>`); undefined for others. */
export function imageSrcSet(src: string): string | undefined {
  if (!src.startsWith('/media/images/') || !RENDITION.test(src)) return undefined;
  return [480, 960, 1600].map((w) => `${src.replace(RENDITION, `/${w}.$2`)} ${w}w`).join(', ');
}
