/**
 * forms-service as the site's newsletter pages call it (server only): the JSON action behind the
 * confirm and unsubscribe buttons (docs/decisions/forms.md F23).
 */
import { NEWSLETTER_API, NEWSLETTER_LINK_OUTCOMES, type NewsletterAction, type NewsletterLinkOutcome } from '@site/contracts/newsletter';
import { createInternalClient } from '@site/service-kit/internal-client';
import { currentRequestId } from './request-context';
import { FORMS_TIMEOUT_MS, formsServiceUrl } from './server-env';

/** Who pressed the button, passed on so forms-service records the visitor's address and logs the request id. */
export interface Forwarded {
  forwardedFor: string | null;
  requestId: string | null;
}

/** What forms-service did with the token, or `unavailable` when it could not be asked (nothing changed). */
export async function pressNewsletterButton(action: NewsletterAction, token: string, from: Forwarded): Promise<NewsletterLinkOutcome | 'unavailable'> {
  const forms = createInternalClient({ baseUrl: formsServiceUrl(), timeoutMs: FORMS_TIMEOUT_MS });
  try {
    const reply = await forms.request(NEWSLETTER_API[action], {
      method: 'POST',
      json: { token },
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      requestId: from.requestId ?? currentRequestId(),
    });
    const body = reply.json<{ outcome?: unknown }>();
    const outcome = NEWSLETTER_LINK_OUTCOMES.find((known) => known === body?.outcome);
    if ((reply.status === 200 || reply.status === 400) && outcome) return outcome;
    console.warn(`forms-service answered ${reply.status} to the newsletter ${action} button`);
  } catch (err) {
    console.warn(`forms-service unreachable for the newsletter ${action} button: ${err instanceof Error ? err.message : String(err)}`);
  }
  return 'unavailable';
}
