import { FORM_MESSAGES, MESSAGES } from '@site/contracts/messages';

/** The newsletter's success message: the spec's, then the double opt-in's next step. */
export const NEWSLETTER_SUCCESS = `${MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirm}`;
