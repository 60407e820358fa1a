/**
 * The newsletter's confirm and unsubscribe pages (src/pages/newsletter/*.astro), rendered on request:
 * GET shows the question and a button and changes nothing; the button's POST asks forms-service to
 * act (src/site/forms-client.ts) and shows what it did. Nothing is cached: the address carries a token.
 */
import { NEWSLETTER_TOKEN_MAX, type NewsletterAction } from '@site/contracts/newsletter';
import type { NewsletterLinkProps } from '@/app/routes/newsletter-link';
import { pressNewsletterButton } from './forms-client';
import type { PageRequest } from './on-request';

const tokenFrom = (value: FormDataEntryValue | string | null | undefined): string =>
  typeof value === 'string' && value.length <= NEWSLETTER_TOKEN_MAX ? value : '';

/** The page's props, its status (400 no token, 503 forms-service away) and its Cache-Control set on the reply. */
export async function newsletterPage(astro: PageRequest & { request: Request }, action: NewsletterAction): Promise<NewsletterLinkProps> {
  const { request, url, response } = astro;
  let token = tokenFrom(url.searchParams.get('token'));
  let outcome: Awaited<ReturnType<typeof pressNewsletterButton>> | undefined;
  if (request.method === 'POST') {
    const form = await request.formData().catch(() => null);
    token = tokenFrom(form?.get('token')) || token;
    outcome = token
      ? await pressNewsletterButton(action, token, {
          forwardedFor: request.headers.get('x-forwarded-for'),
          requestId: request.headers.get('x-request-id'),
        })
      : 'invalid';
  } else if (!token) {
    outcome = 'invalid';
  }
  response.status = outcome === 'invalid' ? 400 : outcome === 'unavailable' ? 503 : 200;
  response.headers.set('Cache-Control', 'no-store');
  return { action, token, outcome };
}
