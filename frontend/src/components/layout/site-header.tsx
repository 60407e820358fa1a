import { getStartedHref } from '@/config/site';
import { HEADER_NAV, isMenu } from '@/content/navigation';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** The current page's path: marks its menu entries as current. */
  pathname: string;
}

/**
 * The sticky site header: logo, the main menu with its dropdowns and Get Started (wide screens), the
 * mobile menu (narrow). Rendered on the server only: its links are plain links and every menu is a
 * native `<details>`, so all of it works before and without script; enhance/site-header.ts (found by
 * `data-site-header`) adds the spec's double tap and closing on Escape or a click elsewhere.
 */
export function SiteHeader({ pathname }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-site-header="">
      <div className={styles.inner}>
        <a href="/" className={styles.logo}>
          <BrandLogo />
        </a>
        <nav aria-label="Main" className={styles.desktop}>
          <ul className={styles.menu}>
            {HEADER_NAV.map((item) =>
              isMenu(item) ? (
                <NavDropdown key={item.id} menu={item} pathname={pathname} />
              ) : (
                <li key={item.to}>
                  <a href={item.to} className={[styles.navItem, item.to === pathname ? styles.active : ''].filter(Boolean).join(' ')} aria-current={item.to === pathname ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a className="btn btn-primary" href={getStartedHref()}>
            Get Started
          </a>
        </nav>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
