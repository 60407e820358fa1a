import type { Request } from 'express';
import { refererUrlOf } from '@site/service-kit';

/**
 * The path of the page a form was sent from: the post's Referer when it is one of this site's own
 * pages, else null (another site's page, a script without one, a browser that sends none). A
 * scripted form posts here through the gateway, which keeps the visitor's Host; the site's
 * no-script round trip forwards the visitor's Referer and Host (X-Forwarded-Host). The site's
 * public address (PUBLIC_BASE_URL) counts as its own too. Only the path is kept: the query string
 * may hold what a visitor typed in a search box.
 */
export function sentFromOf(req: Request, publicBaseUrl: string): string | null {
  const url = refererUrlOf(req.get('referer'));
  if (!url) return null;
  const own = new Set(
    [req.get('x-forwarded-host')?.split(',')[0], req.get('host'), new URL(publicBaseUrl).host]
      .map((host) => host?.trim().toLowerCase())
      .filter((host): host is string => Boolean(host)),
  );
  return own.has(url.host.toLowerCase()) ? url.pathname : null;
}
