import type { ReactNode } from 'react';
import { MESSAGES } from '@site/contracts/messages';
import styles from './error-notice.module.css';

export interface ErrorNoticeProps {
  /** The status line under the heading, e.g. "404 Not Found". */
  status: string | null;
  /** What else the page says (a failed chunk's facts, an error's message). */
  children?: ReactNode;
  /** Buttons before the link home. */
  actions?: ReactNode;
}

/**
 * The site's error page (spec section 8): the spec heading, the status, and a way home. The public
 * 404 page renders it, and the admin SPA's router error page wraps it.
 */
export function ErrorNotice({ status, children, actions }: ErrorNoticeProps) {
  return (
    <section className={styles.page} role="alert" aria-labelledby="route-error-heading">
      <div className={styles.inner}>
        <h1 id="route-error-heading">{MESSAGES.routerError}</h1>
        {status ? <p className={styles.status}>{status}</p> : null}
        {children}
        <div className={styles.actions}>
          {actions}
          <a className="btn btn-outline" href="/">
            Back to the home page
          </a>
        </div>
      </div>
    </section>
  );
}
