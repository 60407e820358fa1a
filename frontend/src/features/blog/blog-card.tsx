import { useId } from 'react';
import { site } from '@/config/site';
import type { BlogSummary } from '@/lib/blog-client';
import { articleHref, imageSrcSet, publishedLabel } from './blog-format';
import styles from './blog-card.module.css';

export interface BlogCardProps {
  blog: BlogSummary;
  /** Start open (shows the brief paragraph and the Read article link). */
  defaultOpen?: boolean;
  /** The first cards of a page load their image eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A news card (spec section 2): Latest news label, cover image, title, "Published By: {brand}" and
 * the date. A click anywhere on the card toggles it open or closed: the card is a native
 * `<details>` whose `<summary>` is the cover, title and date, so it works before any script has
 * loaded and without one (the news list needs no script for its cards). Open, it shows the brief
 * paragraph and a link to the article. The summary is named by the title alone.
 */
export function BlogCard({ blog, defaultOpen = false, eager = false, headingLevel: Heading = 'h2' }: BlogCardProps) {
  const id = useId();
  const href = articleHref(blog);
  // `sizes` only with renditions (sizes without srcset is invalid HTML).
  const srcSet = blog.blog_image ? imageSrcSet(blog.blog_image) : undefined;

  return (
    <article className={styles.card}>
      <details className={styles.details} open={defaultOpen || undefined}>
        <summary className={styles.summary} aria-labelledby={`${id}-title`}>
          <span className={styles.media}>
            {blog.blog_image ? (
              <img
                src={blog.blog_image}
                srcSet={srcSet}
                sizes={srcSet ? '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw' : undefined}
                alt=""
                width={640}
                height={360}
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            <span className={styles.label}>Latest news</span>
          </span>
          <Heading id={`${id}-title`} className={styles.title}>
            {blog.title}
          </Heading>
          <span className={styles.meta}>
            Published By: {site.brand}
            <br />
            <span>{publishedLabel(blog)}</span>
          </span>
        </summary>
        <div className={styles.more}>
          {blog.brief_paragraph ? <p>{blog.brief_paragraph}</p> : null}
          {href ? (
            <a href={href} className={styles.read}>
              Read article<span className="visually-hidden">: {blog.title}</span>
            </a>
          ) : null}
        </div>
      </details>
    </article>
  );
}
