import {
  NEWSLETTER_ASK_TEXT,
  NEWSLETTER_OUTCOME_TEXT,
  NEWSLETTER_PAGES,
  NEWSLETTER_UNAVAILABLE_TEXT,
  type NewsletterAction,
  type NewsletterLinkOutcome,
} from '@site/contracts/newsletter';
import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import styles from './newsletter-link.module.css';

/**
 * The page a newsletter mail's link opens (/newsletter/confirm, /newsletter/unsubscribe): it asks,
 * and only its button, a plain form post back to the page, acts (docs/decisions/forms.md F23). A mail
 * scanner that opens the link confirms or unsubscribes no one. Works without script; the page loads none.
 */
export interface NewsletterLinkProps {
  action: NewsletterAction;
  /** The token the mail's link carried. */
  token: string;
  /** Once its button was pressed, what forms-service did (`unavailable`: it could not be asked). */
  outcome?: NewsletterLinkOutcome | 'unavailable' | undefined;
}

/** What a newsletter link's page states in its <head> (never indexed: the address carries a token). */
export const newsletterLinkSeo = (action: NewsletterAction): SeoProps => {
  const ask = NEWSLETTER_ASK_TEXT[action];
  return { title: ask.title, description: ask.message, canonical: NEWSLETTER_PAGES[action], share: 'newsletter', noindex: true };
};

export function NewsletterLinkPage({ action, token, outcome: done }: NewsletterLinkProps) {
  const ask = NEWSLETTER_ASK_TEXT[action];
  const outcome = done ?? (token ? undefined : 'invalid');
  // Asking (before the button), trying again (forms-service away), or what happened.
  const text = outcome === undefined ? ask : outcome === 'unavailable' ? NEWSLETTER_UNAVAILABLE_TEXT : NEWSLETTER_OUTCOME_TEXT[outcome];
  const showButton = outcome === undefined || outcome === 'unavailable';
  return (
    <>
      <PageHero eyebrow="Newsletter" title={text.title} lead={<p role={outcome ? 'status' : undefined}>{text.message}</p>}>
        {showButton ? (
          <form method="post" action={NEWSLETTER_PAGES[action]} className={styles.form}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary">
              {ask.button}
            </button>
          </form>
        ) : (
          <a className="btn btn-primary" href="/">
            Back to the home page
          </a>
        )}
      </PageHero>
    </>
  );
}
