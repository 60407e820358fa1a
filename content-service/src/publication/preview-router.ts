import { Router } from 'express';
import {
  previewLinkRequestSchema,
  type DraftsCount,
  type ItemReply,
  type PreviewContent,
  type PreviewLink,
} from '@site/contracts';
import { AppError, parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';
import type { BlogsService } from '../blogs/blogs-service';
import type { CaseStudiesService } from '../case-studies/case-studies-service';
import { createPreviewToken, readPreviewToken } from './preview-token';

export interface PreviewOptions {
  /** HMAC key of the shared preview links (PREVIEW_LINK_SECRET). */
  secret: string;
  /** How long a shared link works (PREVIEW_LINK_TTL_HOURS). */
  ttlMs: number;
}

/** The page path a preview link opens (frontend route /preview/:token). */
export const previewPath = (token: string): string => `/preview/${token}`;

const NOT_CACHED = 'private, no-store';

/**
 * Previews of drafts and the dashboard's draft counts. The admin preview reads GET
 * /api/admin/{blogs,caseStudies}/:id; a shared link carries a signed, expiring token that
 * GET /api/preview/:token accepts without sign-in. Nothing here is ever cached or indexed.
 */
export function createPreviewRouter(
  blogs: BlogsService,
  caseStudies: CaseStudiesService,
  adminAuth: AdminAuth | undefined,
  options: PreviewOptions,
): Router {
  const router = Router();
  const admin = requireStaff(adminAuth);

  router.post('/api/admin/preview-links', admin, async (req, res) => {
    const { kind, id } = parseOrThrow(previewLinkRequestSchema, req.body ?? {});
    // Only an item that exists gets a link (any state: a published one can be shared too).
    const canonicalId =
      kind === 'blog'
        ? String((await blogs.getAnyBlog(id)).blog_id)
        : (await caseStudies.getAnyCaseStudy(id))._id;
    const exp = Date.now() + options.ttlMs;
    const token = createPreviewToken(options.secret, { kind, id: canonicalId, exp });
    res
      .status(201)
      .set('Cache-Control', NOT_CACHED)
      .json({
        status: 'success',
        data: { path: previewPath(token), expires_at: new Date(exp).toISOString() },
      } satisfies ItemReply<PreviewLink>);
  });

  router.get('/api/preview/:token', async (req, res) => {
    res.set('Cache-Control', NOT_CACHED).set('X-Robots-Tag', 'noindex, nofollow');
    const check = readPreviewToken(options.secret, String(req.params.token ?? ''), Date.now());
    if (check.kind === 'expired')
      throw new AppError({ status: 410, code: 'PREVIEW_EXPIRED', message: 'This preview link has expired' });
    if (check.kind === 'invalid') throw AppError.notFound('This preview link is not valid');
    const { kind, id } = check.claims;
    let data: PreviewContent;
    if (kind === 'blog') {
      const { status: _status, publish_at: _at, has_unpublished_changes: _changes, published_date_auto: _auto, ...blog } = await blogs.getAnyBlog(id);
      data = { kind, blog };
    } else {
      const { status: _status, publish_at: _at, has_unpublished_changes: _changes, ...caseStudy } = await caseStudies.getAnyCaseStudy(id);
      data = { kind, caseStudy };
    }
    res.json({ status: 'success', data } satisfies ItemReply<PreviewContent>);
  });

  // Drafts, scheduled items and published ones with unpublished changes: what `?state=in-progress` lists.
  router.get('/api/admin/content/drafts-count', admin, async (_req, res) => {
    const [blogCount, caseStudyCount] = await Promise.all([blogs.countInProgress(), caseStudies.countInProgress()]);
    res
      .set('Cache-Control', NOT_CACHED)
      .json({
        status: 'success',
        data: { blogs: blogCount, caseStudies: caseStudyCount },
      } satisfies ItemReply<DraftsCount>);
  });

  return router;
}
