import type { Blog, CaseStudy } from '@site/contracts/content';

/** Blog as content-service lists it (GET /blogs adds `published_at`, an ISO time). */
export type BlogRecord = Blog & { published_at?: string };

/** A public list, and when a scheduled item next becomes public (ms since the epoch), if any. */
export interface Listed<T> {
  items: T[];
  /** From content-service's `X-Content-Next-Change`: anything built from the list ends then. */
  nextChange?: number;
}

export interface ContentClient {
  listBlogs(): Promise<Listed<BlogRecord>>;
  listCaseStudies(): Promise<Listed<CaseStudy>>;
  /** Undefined when content-service answers 404. */
  getCaseStudy(id: string): Promise<CaseStudy | undefined>;
  /** The current path for a retired article slug (`/blogs/<current>`), or undefined. */
  findRedirect(slug: string): Promise<string | undefined>;
}

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
}

/** Reads content-service directly (CONTENT_URL), the way a server render needs it. */
export function createContentClient(baseUrl: string | (() => string), timeoutMs: number): ContentClient {
  // A function picks one of several content-service instances per call (the gateway's pool).
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  async function get(pathname: string): Promise<{ status: number; body: unknown; nextChange?: number }> {
    let reply: Response;
    try {
      reply = await fetch(new URL(pathname, base()), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (err) {
      throw new UpstreamError(
        `content-service unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const body: unknown = await reply.json().catch(() => null);
    if (reply.status >= 500)
      throw new UpstreamError(`content-service answered ${reply.status} for ${pathname}`);
    const next = Date.parse(reply.headers.get('x-content-next-change') ?? '');
    return { status: reply.status, body, ...(Number.isNaN(next) ? {} : { nextChange: next }) };
  }

  return {
    async listBlogs() {
      const { status, body, nextChange } = await get('/blogs');
      if (status !== 200) throw new UpstreamError(`GET /blogs answered ${status}`);
      return { items: ((body as { data?: BlogRecord[] }).data ?? []).filter(Boolean), nextChange };
    },
    async listCaseStudies() {
      const { status, body, nextChange } = await get('/api/caseStudies');
      if (status !== 200 || !Array.isArray(body))
        throw new UpstreamError(`GET /api/caseStudies answered ${status}`);
      return { items: body as CaseStudy[], nextChange };
    },
    async getCaseStudy(id) {
      const { status, body } = await get(`/api/caseStudies/${encodeURIComponent(id)}`);
      if (status === 404 || status === 400) return undefined;
      if (status !== 200) throw new UpstreamError(`GET /api/caseStudies/${id} answered ${status}`);
      return body as CaseStudy;
    },
    async findRedirect(slug) {
      const { status, body } = await get(`/api/blogs/redirects/${encodeURIComponent(slug)}`);
      if (status !== 200) return undefined;
      const data = (body as { data?: { from?: string; to?: string } }).data;
      // Only a local article path, never an absolute URL (no open redirect).
      return typeof data?.to === 'string' && /^\/blogs\/[^/]+$/.test(data.to) && data.to !== data.from
        ? data.to
        : undefined;
    },
  };
}
