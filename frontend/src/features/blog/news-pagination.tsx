import { pageWindow } from './news-pagination-window';
import styles from './news.module.css';

const href = (page: number) => (page === 1 ? '?' : `?page=${page}`);

/** Page links for the news list; the page lives in the URL (`?page=2`) so it can be shared. */
export function NewsPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="News pages">
      {page > 1 ? (
        <a className={styles.pageLink} href={href(page - 1)} aria-label="Previous page">
          <span aria-hidden="true">‹</span>
        </a>
      ) : null}
      {pageWindow(page, pages).map((n) => (
        <a key={n} className={styles.pageLink} href={href(n)} aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined}>
          {n}
        </a>
      ))}
      {page < pages ? (
        <a className={styles.pageLink} href={href(page + 1)} aria-label="Next page">
          <span aria-hidden="true">›</span>
        </a>
      ) : null}
    </nav>
  );
}
