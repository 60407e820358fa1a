/**
 * content-service as the site's on-request pages read it (articles, case studies, news, feeds).
 * Server only; the browser never calls it directly.
 */
import type { Blog, CaseStudy } from '@site/contracts/content';
import { createInternalClient, ServiceUnreachableError } from '@site/service-kit/internal-client';
import { currentRequestId } from './request-context';
import { CONTENT_TIMEOUT_MS, contentServiceUrl } from './server-env';

/** Blog as content-service lists it (GET /blogs adds `published_at`, an ISO time). */
export type BlogRecord = Blog & { published_at?: string };

/** content-service did not answer, or answered 5xx: the page answers 503. */
export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
}

/** A GET with the rendered page's request id (the service kit's one internal client). */
async function get(pathname: string): Promise<{ status: number; body: unknown }> {
  const content = createInternalClient({ baseUrl: contentServiceUrl(), timeoutMs: CONTENT_TIMEOUT_MS });
  let reply;
  try {
    reply = await content.request(pathname, { requestId: currentRequestId() });
  } catch (err) {
    if (!(err instanceof ServiceUnreachableError)) throw err;
    throw new ContentUnavailableError(`content-service unreachable: ${err.message}`);
  }
  if (reply.status >= 500) throw new ContentUnavailableError(`content-service answered ${reply.status} for ${pathname}`);
  return { status: reply.status, body: reply.json() };
}

export async function listBlogs(): Promise<BlogRecord[]> {
  const { status, body } = await get('/blogs');
  if (status !== 200) throw new ContentUnavailableError(`GET /blogs answered ${status}`);
  return ((body as { data?: BlogRecord[] }).data ?? []).filter(Boolean);
}

export async function listCaseStudies(): Promise<CaseStudy[]> {
  const { status, body } = await get('/api/caseStudies');
  if (status !== 200 || !Array.isArray(body)) throw new ContentUnavailableError(`GET /api/caseStudies answered ${status}`);
  return body as CaseStudy[];
}

/** Undefined when content-service has no such (public) case study. */
export async function getCaseStudy(id: string): Promise<CaseStudy | undefined> {
  const { status, body } = await get(`/api/caseStudies/${encodeURIComponent(id)}`);
  if (status === 404 || status === 400) return undefined;
  if (status !== 200) throw new ContentUnavailableError(`GET /api/caseStudies/${id} answered ${status}`);
  return body as CaseStudy;
}

/** The current path for a retired article slug (`/blogs/<current>`), or undefined. */
export async function findArticleRedirect(slug: string): Promise<string | undefined> {
  const { status, body } = await get(`/api/blogs/redirects/${encodeURIComponent(slug)}`);
  if (status !== 200) return undefined;
  const data = (body as { data?: { from?: string; to?: string } }).data;
  // Only a local article path, never an absolute URL (no open redirect).
  return typeof data?.to === 'string' && /^\/blogs\/[^/]+$/.test(data.to) && data.to !== data.from ? data.to : undefined;
}
