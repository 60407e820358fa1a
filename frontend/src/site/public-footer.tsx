import { SiteFooter } from '@/components/layout/site-footer';
import { NewsletterForm } from '@/features/forms/newsletter-form';

/** The site's footer with its newsletter form: one component, so the Astro layout passes it no React element. */
export function PublicFooter() {
  return <SiteFooter newsletter={<NewsletterForm />} />;
}
