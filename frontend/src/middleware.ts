import { defineMiddleware } from 'astro:middleware';
import { withRequestId } from '@/site/request-context';

/**
 * Every page the site renders on request states its charset in Content-Type (Astro sends a bare
 * `text/html`; the prerendered files already say `charset=utf-8`): a browser or checker never has
 * to guess it from the <meta> tag. It is rendered with its request id current, so the calls its
 * data makes to the services carry it (src/site/request-context.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = context.isPrerendered ? await next() : await withRequestId(context.request, next);
  const type = response.headers.get('content-type');
  if (type && /^text\/html\b/i.test(type) && !/charset=/i.test(type)) response.headers.set('content-type', 'text/html; charset=utf-8');
  return response;
});
