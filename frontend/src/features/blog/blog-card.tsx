import { useId, useState, type MouseEvent } from 'react';
import { defineIsland } from '@/components/islands/island';
import { site } from '@/config/site';
import type { BlogSummary } from './blog-client';
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
 * the date. A click anywhere on the card toggles it open or closed; the title button does the same
 * from the keyboard. Open, it shows the brief paragraph and a link to the article.
 */
export function BlogCard({ blog, defaultOpen = false, eager = false, headingLevel: Heading = 'h2' }: BlogCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const href = articleHref(blog);
  // `sizes` only with renditions (sizes without srcset is invalid HTML).
  const srcSet = blog.blog_image ? imageSrcSet(blog.blog_image) : undefined;

  function onCardClick(event: MouseEvent<HTMLElement>) {
    // Links and the toggle button handle their own clicks.
    if ((event.target as HTMLElement).closest('a, button')) return;
    setOpen((o) => !o);
  }

  return (
    // The card-wide click is a pointer convenience; the title button is the keyboard control.
    <article className={`${styles.card} ${open ? styles.open : ''}`} onClick={onCardClick}>
      <div className={styles.media}>
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
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <span className={styles.label}>Latest news</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen((o) => !o)}>
            {blog.title}
          </button>
        </Heading>
        <p className={styles.meta}>
          Published By: {site.brand}
          <br />
          <span>{publishedLabel(blog)}</span>
        </p>
        <div id={`${id}-more`} hidden={!open} className={styles.more}>
          {blog.brief_paragraph ? <p>{blog.brief_paragraph}</p> : null}
          {href ? (
            <a href={href} className={styles.read}>
              Read article<span className="visually-hidden">: {blog.title}</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export const BlogCardIsland = defineIsland('blog-card', BlogCard, 'visible');
