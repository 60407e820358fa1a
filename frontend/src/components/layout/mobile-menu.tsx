import { getStartedHref } from '@/config/site';
import { HEADER_NAV, isMenu } from '@/content/navigation';
import styles from './mobile-menu.module.css';

/**
 * The narrow-screen menu (spec section 2), built from native `<details>` so it opens, and every
 * submenu opens, with HTML and CSS alone; `name` keeps one submenu open at a time.
 * - The double tap: once Services or Resources is open, a link to the menu's own page (/services,
 *   /blog) lies over its summary, so the second tap lands on the link. It is for the pointer only
 *   (out of the tab order, hidden from assistive technology): keyboard and screen-reader users have
 *   the same page as the submenu's first link, and their summary keeps opening and closing.
 * - A tap outside the open menu: the open menu's summary stretches an invisible layer over the page
 *   (mobile-menu.module.css), so the tap closes the menu and never presses what is under it.
 * enhance/site-header.ts adds Escape, and closing on the way back from the back/forward cache.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <details className={styles.mobile} data-mobile-menu="">
      <summary className={styles.toggle}>
        <span className={`visually-hidden ${styles.whenClosed}`}>Open menu</span>
        <span className={`visually-hidden ${styles.whenOpen}`}>Close menu</span>
        <svg className={styles.whenClosed} viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <svg className={styles.whenOpen} viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </summary>
      <nav className={styles.panel} aria-label="Mobile">
        <ul className={styles.list}>
          {HEADER_NAV.map((item) =>
            isMenu(item) ? (
              <li key={item.id}>
                <details name="mobile-menu" className={styles.sub}>
                  <summary className={styles.item}>
                    {item.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
                    </svg>
                  </summary>
                  {item.to ? <a href={item.to} className={styles.secondTap} tabIndex={-1} aria-hidden="true" /> : null}
                  <ul className={styles.submenu}>
                    {item.items.map((link) => (
                      <li key={link.to}>
                        <a href={link.to} className={styles.subitem} aria-current={link.to === pathname ? 'page' : undefined}>
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.to}>
                <a href={item.to} className={styles.item} aria-current={item.to === pathname ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ),
          )}
          <li className={styles.cta}>
            <a className="btn btn-primary" href={getStartedHref()}>
              Get Started
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
