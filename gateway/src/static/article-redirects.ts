/** `/blogs/<slug>` (one segment, optional trailing slash). */
const ARTICLE_PAGE = /^\/blogs\/([^/]+)\/?$/;

export type RedirectLookup = (path: string) => Promise<string | undefined>;

interface RedirectReply {
  data?: { from?: unknown; to?: unknown };
}

/**
 * Where an article page moved to when its post changed slug: the content service keeps the slug
 * history (`GET /api/blogs/redirects/:slug`). Asked only for article pages the build did not
 * prerender; any failure or slow answer just serves the page (the app shows not-found itself).
 */
export function articleRedirects(contentUrl: () => string, timeoutMs: number): RedirectLookup {
  return async (path) => {
    const match = ARTICLE_PAGE.exec(path);
    if (!match?.[1]) return undefined;
    try {
      const reply = await fetch(new URL(`/api/blogs/redirects/${match[1]}`, contentUrl()), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!reply.ok) {
        await reply.body?.cancel();
        return undefined;
      }
      const body = (await reply.json()) as RedirectReply;
      const { from, to } = body.data ?? {};
      // Only a local article path, never an absolute URL (no open redirect).
      if (typeof to !== 'string' || !ARTICLE_PAGE.test(to) || to === from) return undefined;
      return to;
    } catch {
      return undefined;
    }
  };
}
