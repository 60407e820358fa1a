import type { IncomingMessage, ServerResponse } from 'node:http';
import { formPagePath, PUBLIC_FORM_NAMES } from '@site/contracts/form-fields';
import { NEWSLETTER_PAGES } from '@site/contracts/newsletter';

/**
 * The site's pages are read with GET and HEAD; only the pages with a form of their own take its POST
 * (the newsletter's confirm and unsubscribe buttons, and each public form's no-script page,
 * src/pages/forms/[form].astro). Any other method is 405 with `Allow`, before
 * Astro sees the request: a POST to a prerendered page used to answer 200 with the page, and TRACE
 * (which the WHATWG Request refuses to carry) answered 500 on every page rendered on request.
 */
const PAGES_WITH_A_FORM: ReadonlySet<string> = new Set([...Object.values(NEWSLETTER_PAGES), ...PUBLIC_FORM_NAMES.map(formPagePath)]);

export const allowedMethodsOf = (pathname: string): readonly string[] =>
  PAGES_WITH_A_FORM.has(pathname) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];

/** Answers 405 and returns true when the method is not one the path takes. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const allowed = allowedMethodsOf(pathname);
  if (allowed.includes(req.method ?? 'GET')) return false;
  req.resume();
  res.writeHead(405, {
    Allow: allowed.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end('Method Not Allowed\n');
  return true;
}
