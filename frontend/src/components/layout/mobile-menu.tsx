import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { getStartedHref } from '@/config/site';
import { HEADER_NAV, isMenu, type NavMenu } from '@/content/navigation';
import styles from './mobile-menu.module.css';

/** Goes to another page of the site. */
export type Navigate = (path: string) => void;

const loadPage: Navigate = (path) => window.location.assign(path);

/**
 * The narrow-screen menu (spec section 2), built from native `<details>` so it opens, and every
 * submenu opens, before any script has run or without one; each submenu's first link goes to the
 * menu's own page (All services, Blogs), so every page is reachable with HTML alone. Script keeps
 * the spec's double tap: tapping Services or Resources while its submenu is open goes to /services
 * or /blog (Contact only opens and closes). It also closes the menu on Escape (focus returns to the
 * menu button) and on a route change, and keeps one submenu open at a time where the browser does
 * not (`name`). The open states live in the DOM, so taps made before hydration are kept.
 */
export function MobileMenu({ pathname, navigate = loadPage }: { pathname: string; navigate?: Navigate }) {
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const shownFor = useRef(pathname);

  const closeAll = () => {
    const menu = menuRef.current;
    if (!menu) return;
    menu.open = false;
    menu.querySelectorAll('details').forEach((details) => (details.open = false));
  };

  useEffect(() => {
    // Not on the first run: a menu opened before hydration stays open.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    closeAll();
  }, [pathname]);

  const onMenuTap = (event: MouseEvent<HTMLElement>, menu: NavMenu) => {
    const details = event.currentTarget.parentElement as HTMLDetailsElement;
    if (details.open && menu.to) {
      event.preventDefault();
      navigate(menu.to);
    }
  };

  const onSubmenuToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    menuRef.current?.querySelectorAll('details').forEach((details) => {
      if (details !== opened) details.open = false;
    });
  };

  return (
    <details
      ref={menuRef}
      className={styles.mobile}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuRef.current?.open) {
          closeAll();
          toggleRef.current?.focus();
        }
      }}
    >
      <summary ref={toggleRef} className={styles.toggle}>
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
                <details name="mobile-menu" className={styles.sub} onToggle={onSubmenuToggle}>
                  <summary className={styles.item} onClick={(event) => onMenuTap(event, item)}>
                    {item.label}
                    <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                      <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
                    </svg>
                  </summary>
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
