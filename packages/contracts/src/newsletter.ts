import { COMPANY } from './company';

/**
 * The newsletter's confirm and unsubscribe links (docs/decisions/forms.md F23). A link in a mail
 * opens a site page whose button posts; only a POST changes anything, so a mail scanner that opens
 * every link confirms and unsubscribes no one. The List-Unsubscribe header names the API address,
 * where a mailbox provider's one-click POST (RFC 8058) unsubscribes at once.
 */
export type NewsletterAction = 'confirm' | 'unsubscribe';

/** The site pages a mail's links open (GET shows a button; the button posts back to the page). */
export const NEWSLETTER_PAGES: Record<NewsletterAction, string> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};

/**
 * forms-service: POST with `?token=` (RFC 8058 one-click, body `List-Unsubscribe=One-Click`) or a
 * JSON body `{ token }` acts and answers NewsletterLinkReply; GET (a link of an older mail) answers
 * 303 to the page, changing nothing.
 */
export const NEWSLETTER_API: Record<NewsletterAction, string> = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
};

export const NEWSLETTER_LINK_OUTCOMES = ['confirmed', 'already-confirmed', 'unsubscribed', 'already-unsubscribed', 'invalid'] as const;
export type NewsletterLinkOutcome = (typeof NEWSLETTER_LINK_OUTCOMES)[number];

/** The reply of a newsletter link's POST: 200 success, 400 fail (`invalid`). */
export interface NewsletterLinkReply {
  status: 'success' | 'fail';
  outcome: NewsletterLinkOutcome;
  message: string;
}

/** What the page says after the button was pressed (or a one-click POST came). */
export const NEWSLETTER_OUTCOME_TEXT: Record<NewsletterLinkOutcome, { title: string; message: string }> = {
  confirmed: { title: 'Subscription confirmed', message: `Thank you! You will now receive the ${COMPANY.brand} newsletter.` },
  'already-confirmed': { title: 'Already confirmed', message: 'Your subscription was already confirmed. Nothing else to do.' },
  unsubscribed: {
    title: 'You have unsubscribed',
    message: 'You will not receive the newsletter any more. You can subscribe again at any time on our site.',
  },
  'already-unsubscribed': {
    title: 'You have unsubscribed',
    message: 'This address is unsubscribed. You can subscribe again at any time on our site.',
  },
  invalid: {
    title: 'Link not valid',
    message: 'This link is not valid or has expired. Subscribe again on our site to get a new one.',
  },
};

/** What the page a link opens asks, before anything changes. */
export const NEWSLETTER_ASK_TEXT: Record<NewsletterAction, { title: string; message: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    message: `Press the button to confirm that you want to receive the ${COMPANY.brand} newsletter at this address.`,
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    message: `Press the button and this address will not receive the ${COMPANY.brand} newsletter any more.`,
    button: 'Unsubscribe',
  },
};

/** The page when forms-service cannot be reached: nothing changed, try again. */
export const NEWSLETTER_UNAVAILABLE_TEXT = {
  title: 'Please try again in a moment',
  message: 'We could not reach our subscription service just now, so nothing has changed. Please press the button again in a moment.',
} as const;

/** The longest token a link carries (signed ids are about 100 characters). */
export const NEWSLETTER_TOKEN_MAX = 1000;
