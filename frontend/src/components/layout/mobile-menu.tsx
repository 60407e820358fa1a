import { useEffect, useId, useRef, useState } from 'react';
import { getStartedHref } from '@/config/site';
import { HEADER_NAV, isMenu, type NavMenu } from '@/content/navigation';
import styles from './mobile-menu.module.css';

/** Goes to another page of the site. */
export type Navigate = (path: string) => void;

const loadPage: Navigate = (path) => window.location.assign(path);

/**
 * The narrow-screen menu (spec section 2). Tapping Services or Resources once opens its submenu;
 * tapping it again while open goes to /services or /blog. Contact only opens and closes. The menu
 * closes on navigation and on Escape (focus returns to the menu button).
 */
export function MobileMenu({ pathname, navigate = loadPage }: { pathname: string; navigate?: Navigate }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavMenu['id'] | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    setOpen(false);
    setExpanded(null);
  }, [pathname]);

  const onMenuTap = (menu: NavMenu) => {
    if (expanded === menu.id && menu.to) {
      navigate(menu.to);
      return;
    }
    setExpanded(expanded === menu.id ? null : menu.id);
  };

  return (
    <div
      className={styles.mobile}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          ) : (
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <nav id={panelId} className={styles.panel} aria-label="Mobile" hidden={!open}>
        <ul className={styles.list}>
          {HEADER_NAV.map((item) =>
            isMenu(item) ? (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={expanded === item.id}
                  aria-controls={`${panelId}-${item.id}`}
                  onClick={() => onMenuTap(item)}
                >
                  {item.label}
                  <svg className={styles.chevron} viewBox="0 0 12 12" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
                  </svg>
                </button>
                <ul id={`${panelId}-${item.id}`} className={styles.submenu} hidden={expanded !== item.id}>
                  {item.items.map((link) => (
                    <li key={link.to}>
                      <a href={link.to} className={styles.subitem} aria-current={link.to === pathname ? 'page' : undefined}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
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
    </div>
  );
}
