import { useEffect, useRef, type MouseEvent } from 'react';
import type { NavMenu } from '@/content/navigation';
import styles from './site-header.module.css';

/**
 * A desktop header menu: a native `<details>`, so the summary opens and closes the list before any
 * script has run (or if none ever does), and `name` keeps one header menu open at a time. Script
 * only improves it: pointer hover opens it, Escape closes it and returns focus to the summary, and
 * so do a click elsewhere, focus leaving the menu and a route change. The open state lives in the
 * DOM (never a React copy), so a tap made before hydration is kept.
 */
export function NavDropdown({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const openedByHover = useRef(false);
  const shownFor = useRef(pathname);

  const setOpen = (open: boolean) => {
    if (detailsRef.current && detailsRef.current.open !== open) detailsRef.current.open = open;
  };

  useEffect(() => {
    // Not on the first run: a menu opened before hydration stays open.
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    // A click right after hover-opening should not slam the menu shut.
    if (openedByHover.current && detailsRef.current?.open) event.preventDefault();
    openedByHover.current = false;
  };

  const active = menu.items.some((item) => item.to === pathname) || (menu.to !== null && pathname === menu.to);

  return (
    <li
      className={styles.dropdown}
      onMouseEnter={() => {
        if (detailsRef.current?.open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && detailsRef.current?.open) {
          setOpen(false);
          summaryRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <details ref={detailsRef} name="site-menu" className={styles.details}>
        <summary ref={summaryRef} className={[styles.navItem, active ? styles.active : ''].filter(Boolean).join(' ')} onClick={onSummaryClick}>
          {menu.label}
          <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </summary>
        <ul className={[styles.submenu, menu.items.length > 6 ? styles.wide : ''].filter(Boolean).join(' ')}>
          {menu.items.map((item) => (
            <li key={item.to}>
              <a href={item.to} className={item.to === pathname ? styles.active : undefined} aria-current={item.to === pathname ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
