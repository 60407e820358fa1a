import { escapeHtml } from '@site/contracts';
import { BACK_TO_SITE, htmlPage } from '../pages/html-page';

/** The page of a newsletter confirm/unsubscribe link: its message and the way back to the site. */
export function newsletterPage(options: { title: string; message: string; homeUrl: string }): string {
  return htmlPage(
    options.title,
    `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<a class="button" href="${escapeHtml(options.homeUrl)}">${BACK_TO_SITE}</a>`,
  );
}
