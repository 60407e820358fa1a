import type { Blog } from '@site/contracts/content';
import { NEWS_PAGE_SIZE } from '@site/contracts/limits';
import { BlogCard } from './blog-card';
import { toBlogSummary } from '@/lib/blog-client';
import { NewsPagination } from './news-pagination';
import { pageCount, readPage } from './news-pagination-window';
import styles from './news.module.css';

export interface NewsListProps {
  /** Every post (GET /blogs); null: content-service could not be asked (the page answers 503). */
  blogs: readonly Blog[] | null;
  /** The `?page=` of the address, as written. */
  page: string | null;
}

/**
 * The news list (spec sections 2, 4, 9): all posts, six per page, the page from `?page=`. The page
 * fetched them (src/pages/blog.astro); when it could not, the visitor reads why.
 */
/** What the news list says when content-service is away. */
export const NEWS_UNAVAILABLE = 'The news cannot be shown right now. Please try again in a few minutes.';

export function NewsList({ blogs, page: asked }: NewsListProps) {
  if (!blogs) {
    return (
      <div className={styles.state} role="alert">
        <p>{NEWS_UNAVAILABLE}</p>
      </div>
    );
  }
  if (blogs.length === 0) {
    return (
      <div className={styles.state}>
        <p>No news yet. Check back soon for project stories and announcements.</p>
      </div>
    );
  }

  const pages = pageCount(blogs.length, NEWS_PAGE_SIZE);
  const page = readPage(asked, pages);
  const shown = blogs.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE);

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        Page {page} of {pages}
      </p>
      <ul className={styles.grid}>
        {shown.map((blog, index) => (
          <li key={blog.blog_id}>
            <BlogCard blog={toBlogSummary(blog)} eager={index < 3} />
          </li>
        ))}
      </ul>
      <NewsPagination page={page} pages={pages} />
    </>
  );
}
