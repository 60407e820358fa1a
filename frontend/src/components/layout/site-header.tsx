import { Link, NavLink } from 'react-router-dom';
import { getStartedHref } from '@/config/site';
import { HEADER_NAV, isMenu } from '@/content/navigation';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import styles from './site-header.module.css';

/** The sticky site header: logo, the main menu with its dropdowns and Get Started (wide screens), the mobile menu (narrow). */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo}>
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className={styles.desktop}>
          <ul className={styles.menu}>
            {HEADER_NAV.map((item) =>
              isMenu(item) ? (
                <NavDropdown key={item.id} menu={item} />
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end className={({ isActive }) => [styles.navItem, isActive ? styles.active : ''].filter(Boolean).join(' ')}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <a className="btn btn-primary" href={getStartedHref()}>
            Get Started
          </a>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
