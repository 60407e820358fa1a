import { Link } from 'react-router-dom';
import { pageWindow } from './news-pagination-window';
import styles from './news.module.css';

const href = (page: number) => (page === 1 ? '?' : `?page=${page}`);

/** Page links for the news list; the page lives in the URL (`?page=2`) so it can be shared. */
export function NewsPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="News pages">
      {page > 1 ? (
        <Link className={styles.pageLink} to={href(page - 1)} aria-label="Previous page">
          <span aria-hidden="true">‹</span>
        </Link>
      ) : null}
      {pageWindow(page, pages).map((n) => (
        <Link key={n} className={styles.pageLink} to={href(n)} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined}>
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link className={styles.pageLink} to={href(page + 1)} aria-label="Next page">
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}
