import { Router, type Request, type Response } from 'express';
import {
  adminListQuerySchema,
  blogCreateSchema,
  blogUpdateSchema,
  publicationActionSchema,
  type AdminBlogRecord,
  type BlogRecord,
  type BlogRedirect,
  type BlogRedirectReply,
  type ItemReply,
  type ListReply,
} from '@site/contracts';
import { AppError, parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';
import { cachedList, type ReplyCache } from '../cache/reply-cache';
import { actorOf } from '../common/actor';
import { parseContent } from '../common/field-errors';
import { blogCreateFailure, blogFailure, shapeFailures } from '../common/failure-shape';
import { articlePath, type BlogsService } from './blogs-service';
import { parseBlogKey } from './blog-slug';

const idParam = (req: Request): string => String(req.params.id ?? '');

type SuccessMessage = { status: 'success'; message: string };

/** Browsers keep a 301 forever unless told otherwise; an hour lets a reclaimed slug recover. */
const REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Spec section 7 blog calls, plus the redirect list a prerender or nginx step can turn into 301s.
 * Every failure on a post's route (a refused body, a missing post, the admin guard's 401) is
 * re-shaped by shapeFailures into the field the editor reads.
 */
export function createBlogsRouter(blogs: BlogsService, adminAuth: AdminAuth | undefined, replies: ReplyCache): Router {
  const router = Router();
  const admin = requireStaff(adminAuth);

  // The list takes no query parameters (the news page filters by category in the browser): one key.
  router.get(
    '/blogs',
    cachedList(replies, '/blogs', 'blogs', async (now) => {
      const { blogs: data, nextChange } = await blogs.listBlogs(now);
      return { payload: { status: 'success', data } satisfies ListReply<BlogRecord>, nextChange };
    }),
  );

  // Admin reads: drafts and scheduled posts too, each with `status` and `publish_at`;
  // `?state=in-progress` lists exactly what the dashboard counts.
  router.get('/api/admin/blogs', admin, async (req, res) => {
    const { state } = parseOrThrow(adminListQuerySchema, req.query);
    res.set('Cache-Control', 'private, no-store').json({ status: 'success', data: await blogs.listAllBlogs({ inProgress: state !== undefined }) } satisfies ListReply<AdminBlogRecord>);
  });

  router.get(
    '/api/admin/blogs/:id',
    admin,
    async (req: Request, res: Response) => {
      res.set('Cache-Control', 'private, no-store').json({ status: 'success', data: await blogs.getAnyBlog(idParam(req)) } satisfies ItemReply<AdminBlogRecord>);
    },
    shapeFailures(blogFailure),
  );

  router.post(
    '/api/admin/blogs/:id/publication',
    admin,
    async (req: Request, res: Response) => {
      const { message, blog } = await blogs.changePublication(idParam(req), parseContent(publicationActionSchema, req.body ?? {}), actorOf(res));
      res.json({ status: 'success', message, data: blog } satisfies SuccessMessage & ItemReply<AdminBlogRecord>);
    },
    shapeFailures(blogFailure),
  );

  // Drops a published or scheduled post's pending revision ("Discard changes").
  router.delete(
    '/api/admin/blogs/:id/changes',
    admin,
    async (req: Request, res: Response) => {
      const { message, blog } = await blogs.discardChanges(idParam(req), actorOf(res));
      res.json({ status: 'success', message, data: blog } satisfies SuccessMessage & ItemReply<AdminBlogRecord>);
    },
    shapeFailures(blogFailure),
  );

  router.get(
    '/blog/:id',
    async (req: Request, res: Response) => {
      const found = await blogs.getBlog(idParam(req));
      if (found.kind === 'moved') {
        res
          .status(301)
          .location(`/blog/${found.slug}`)
          .set('Cache-Control', REDIRECT_CACHE)
          .json({ status: 'success', redirectTo: articlePath(found.slug), slug_url: found.slug } satisfies BlogRedirectReply);
        return;
      }
      res.json({ status: 'success', data: found.blog } satisfies ItemReply<BlogRecord>);
    },
    shapeFailures(blogFailure),
  );

  router.post(
    '/blog',
    admin,
    async (req: Request, res: Response) => {
      const { message, blog } = await blogs.createBlog(parseContent(blogCreateSchema, req.body ?? {}), actorOf(res));
      res.status(201).json({ status: 'success', message, data: blog } satisfies SuccessMessage & ItemReply<AdminBlogRecord>);
    },
    shapeFailures(blogCreateFailure),
  );

  router.put(
    '/blog/:id',
    admin,
    async (req: Request, res: Response) => {
      const { message, blog } = await blogs.updateBlog(idParam(req), parseContent(blogUpdateSchema, req.body ?? {}), actorOf(res));
      res.json({ status: 'success', message, data: blog } satisfies SuccessMessage & ItemReply<AdminBlogRecord>);
    },
    shapeFailures(blogFailure),
  );

  router.delete(
    '/blog/:id',
    admin,
    async (req: Request, res: Response) => {
      await blogs.deleteBlog(idParam(req), actorOf(res));
      res.json({ status: 'success', message: 'Blog deleted' } satisfies SuccessMessage);
    },
    shapeFailures(blogFailure),
  );

  router.get('/api/blogs/redirects', async (_req, res) => {
    res.json({ status: 'success', data: await blogs.listRedirects() } satisfies ListReply<BlogRedirect>);
  });

  /** Where an article page slug lives now: 200 with the same slug, the new one, or 404. */
  router.get('/api/blogs/redirects/:slug', async (req, res) => {
    const key = parseBlogKey(String(req.params.slug ?? ''));
    if (key.kind !== 'slug') throw AppError.notFound('Blog not found', { status: 'fail' });
    const found = await blogs.getBlog(key.slug);
    const slug = found.kind === 'moved' ? found.slug : found.blog.slug_url;
    res.json({ status: 'success', data: { from: articlePath(key.slug), to: articlePath(slug) } } satisfies ItemReply<BlogRedirect>);
  });

  return router;
}
