import { NEWS_PAGE_SIZE } from '@site/contracts/limits';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BlogCard } from './blog-card';
import { useGetBlogsQuery } from '@/lib/blog-api';
import { toBlogSummary } from '@/lib/blog-client';
import { NewsPagination } from './news-pagination';
import { pageCount, readPage } from './news-pagination-window';
import styles from './news.module.css';

/**
 * The news list (spec sections 2, 4, 9): all posts from GET /blogs, six per page, the page from
 * `?page=`. Load errors are logged (spec section 8) and the visitor sees a short explanation.
 */
export function NewsList() {
  const { data: blogs, isLoading, isError, error } = useGetBlogsQuery();
  const [params] = useSearchParams();

  useEffect(() => {
    if (isError) console.error('News could not be loaded', error);
  }, [isError, error]);

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading news…</p>
      </div>
    );
  }
  if (isError || !blogs) {
    return (
      <div className={styles.state} role="alert">
        <p>We couldn't load the news right now. Please try again in a few minutes.</p>
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
  const page = readPage(params.get('page'), pages);
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
