import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { NewsletterForm } from '@/features/forms/newsletter-form';
import { SiteHeader } from '@/components/layout/site-header';
import styles from './root-layout.module.css';

/**
 * The site shell: skip link, header, the page, footer. In the single-page app (admin, login) it also
 * scrolls to the top on every route change; public pages are documents of their own.
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
      <SiteFooter newsletter={<NewsletterForm />} />
    </>
  );
}
