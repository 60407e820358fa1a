import type { NavMenu } from '@/content/navigation';
import styles from './site-header.module.css';

/**
 * A desktop header menu: a native `<details>`, so the summary opens and closes the list before any
 * script has run (or if none ever does), and `name` keeps one header menu open at a time.
 * enhance/site-header.ts (found by `data-nav-dropdown`) only improves it: pointer hover opens it,
 * and Escape, a click elsewhere or focus leaving the menu close it. The open state lives in the DOM,
 * so a tap made before the script arrived is kept.
 */
export function NavDropdown({ menu, pathname }: { menu: NavMenu; pathname: string }) {
  const active = menu.items.some((item) => item.to === pathname) || (menu.to !== null && pathname === menu.to);
  return (
    <li className={styles.dropdown} data-nav-dropdown="">
      <details name="site-menu" className={styles.details}>
        <summary className={[styles.navItem, active ? styles.active : ''].filter(Boolean).join(' ')}>
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
