import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteHeader } from '@/components/layout/site-header';
import { PublicFooter } from '@/site/public-footer';
import styles from './root-layout.module.css';

/**
 * The site shell of the admin SPA's public-looking screens (sign-in, previews): skip link, header,
 * the screen, footer, as the public pages' Astro layout (src/layouts/site-layout.astro) has them;
 * it also scrolls to the top on every route change.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      <SiteHeader pathname={pathname} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </>
  );
}
