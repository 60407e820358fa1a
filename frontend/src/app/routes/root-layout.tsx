import { Outlet, useNavigation } from 'react-router-dom';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from './root-layout.module.css';

/** The site shell: skip link, header, the page, footer; scroll-to-top on every route change. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
