import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AdminBlogRecord, BlogContentItem, BlogRecord, BlogRedirect, PublicationAction, blogCreateSchema, blogUpdateSchema } from '@site/contracts';
import { AppError } from '@site/service-kit';
import { AuditRepository, type Actor } from '../audit/audit-repository';
import { ALL_CATEGORY_NAME } from '../categories/categories-service';
import { CategoriesRepository } from '../categories/categories-repository';
import { sanitizeParagraph } from '../common/html-sanitizer';
import { assertImageUrl } from '../common/image-url';
import { LIVE_REVISION_SCHEDULE_MESSAGE, isLive, keepsRevision, publicationMessage, publishAtAfter } from '../publication/publication';
import type { BlogEntity } from './blog-entity';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '../common/pg-errors';
import { normaliseSlug, parseBlogKey, slugFromTitle } from './blog-slug';
import { BlogsRepository, draftOf, liveRowOf, rowOfDraft, type BlogRow } from './blogs-repository';

/** A post as the editor sends it, validated (the router parses it with the contract's schema). */
export type BlogCreate = z.output<typeof blogCreateSchema>;
export type BlogUpdate = z.output<typeof blogUpdateSchema>;

export type BlogLookup = { kind: 'found'; blog: BlogRecord } | { kind: 'moved'; slug: string };

/** The article page path a slug lives at (spec route /blogs/{id}). */
export const articlePath = (slug: string): string => `/blogs/${slug}`;

const formatToday = (now: Date): string =>
  now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * `published_date` is free text; when it reads as a date with a four-digit year (e.g. "November 3,
 * 2026") that date orders the post, otherwise the time of saving does.
 */
export function publicationInstant(publishedDate: string, fallback: Date): Date {
  if (!/\b\d{4}\b/.test(publishedDate)) return fallback;
  const ms = Date.parse(publishedDate);
  return Number.isNaN(ms) ? fallback : new Date(ms);
}

export class BlogsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The public list as of `now`, and when a scheduled post next joins it (the cache's expiry). */
  async listBlogs(now: Date): Promise<{ blogs: BlogRecord[]; nextChange: Date | null }> {
    const repo = new BlogsRepository(this.dataSource.manager);
    const [blogs, nextChange] = await Promise.all([repo.listNewestFirst(now), repo.nextPublication(now)]);
    return { blogs, nextChange };
  }

  /** By numeric id or current slug, published posts only; a retired slug answers where the post lives now. */
  async getBlog(key: string): Promise<BlogLookup> {
    const parsed = parseBlogKey(key);
    const now = new Date();
    const blogs = new BlogsRepository(this.dataSource.manager);
    if (parsed.kind === 'id') {
      const blog = await blogs.findById(parsed.id, false, now);
      if (blog) return { kind: 'found', blog };
    } else if (parsed.kind === 'slug') {
      const blog = await blogs.findBySlug(parsed.slug, now);
      if (blog) return { kind: 'found', blog };
      const moved = await blogs.findRedirectTarget(parsed.slug, now);
      if (moved) return { kind: 'moved', slug: moved };
    }
    throw AppError.notFound('Blog not found', { status: 'fail' });
  }

  async listRedirects(): Promise<BlogRedirect[]> {
    const rows = await new BlogsRepository(this.dataSource.manager).listRedirects(new Date());
    return rows.map((r) => ({ from: articlePath(r.oldSlug), to: articlePath(r.slug) }));
  }

  /** Admin: every post with its state, drafts included. */
  listAllBlogs(): Promise<AdminBlogRecord[]> {
    return new BlogsRepository(this.dataSource.manager).listAll(new Date());
  }

  /** Admin (and a valid preview link): one post in any state, by numeric id. */
  async getAnyBlog(key: string): Promise<AdminBlogRecord> {
    const parsed = parseBlogKey(key);
    const blog = parsed.kind === 'id' ? await new BlogsRepository(this.dataSource.manager).findAdminById(parsed.id, new Date()) : null;
    if (!blog) throw AppError.notFound('Blog not found', { status: 'fail' });
    return blog;
  }

  countDrafts(): Promise<number> {
    return new BlogsRepository(this.dataSource.manager).countDrafts();
  }

  /** Publish now, schedule, or back to draft; audited like every admin write. */
  async changePublication(key: string, action: PublicationAction, actor: Actor): Promise<{ message: string; blog: AdminBlogRecord }> {
    const now = new Date();
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const current = await this.findForWrite(blogs, key);
      const entity = (await blogs.findEntityForWrite(current.blog_id)) as BlogEntity;
      if (entity.draft) {
        if (action.action === 'schedule' && isLive(entity.publishAt, now)) {
          const message = LIVE_REVISION_SCHEDULE_MESSAGE('This post');
          throw new AppError({ status: 409, code: 'LIVE_REVISION_SCHEDULE', message });
        }
        // Publish makes the revision public; schedule and unpublish leave the post off the public
        // site until its time (or for good), so the revision simply becomes its fields.
        await this.applyRow(blogs, entity, rowOfDraft(entity.draft));
      }
      await blogs.setPublishAt(current.blog_id, publishAtAfter(action, now));
      await new AuditRepository(manager).record(actor, action.action, 'blog', String(current.blog_id));
      return { message: publicationMessage('Blog', action), blog: (await blogs.findAdminById(current.blog_id, now)) as AdminBlogRecord };
    });
  }

  async createBlog(input: BlogCreate, actor: Actor): Promise<BlogRecord> {
    const now = new Date();
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      await this.assertCategory(manager, input.category);
      let slug: string;
      if (input.slug_url) {
        slug = this.explicitSlug(input.slug_url);
        if (await blogs.slugExists(slug)) throw this.slugTaken(slug);
      } else {
        slug = await this.freeSlug(blogs, slugFromTitle(input.title));
      }
      const publishedDate = input.published_date || formatToday(now);
      const row: BlogRow = {
        title: input.title,
        slugUrl: slug,
        briefParagraph: input.brief_paragraph,
        blogImage: this.image(input.blog_image),
        blogImageAlt: input.blog_image_alt ?? '',
        publishedDate,
        publishedAt: input.published_at ? new Date(input.published_at) : publicationInstant(publishedDate, now),
        categoryId: input.category,
        blogsContent: this.cleanContent(input.blogs_content),
      };
      const id = await blogs.insert(row);
      await blogs.forgetOldSlug(slug);
      await new AuditRepository(manager).record(actor, 'create', 'blog', String(id));
      return (await blogs.findById(id)) as BlogRecord;
    });
  }

  /**
   * Replaces the post's fields. A draft's live fields change at once; a published or scheduled
   * post's edit is kept as a pending revision until Publish (decisions/content.md, "Revisions"), so
   * nothing public changes, its slug included. The reply is the post as saved, in the spec's shape.
   */
  async updateBlog(key: string, input: BlogUpdate, actor: Actor): Promise<BlogRecord> {
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const live = await this.findForWrite(blogs, key);
      if (input.blog_id !== undefined && input.blog_id !== live.blog_id) {
        throw AppError.badRequest('blog_id does not match the post being updated');
      }
      const entity = (await blogs.findEntityForWrite(live.blog_id)) as BlogEntity;
      // What the editor last saved: defaults (empty slug, date, alt) keep those values.
      const current = (await blogs.findEditedById(live.blog_id)) as BlogRecord;
      await this.assertCategory(manager, input.category);
      // An empty slug keeps the current one: links already shared stay canonical.
      const slug = input.slug_url ? this.explicitSlug(input.slug_url) : current.slug_url;
      if (slug !== current.slug_url && (await blogs.slugTakenByOther(slug, live.blog_id))) throw this.slugTaken(slug);
      const publishedDate = input.published_date || current.published_date;
      const currentAt = new Date(current.published_at);
      const publishedAt = input.published_at
        ? new Date(input.published_at)
        : publishedDate === current.published_date
          ? currentAt
          : publicationInstant(publishedDate, currentAt);
      const row: BlogRow = {
        title: input.title,
        slugUrl: slug,
        briefParagraph: input.brief_paragraph,
        blogImage: this.image(input.blog_image),
        blogImageAlt: input.blog_image_alt ?? current.blog_image_alt,
        publishedDate,
        publishedAt,
        categoryId: input.category,
        blogsContent: this.cleanContent(input.blogs_content),
      };
      if (keepsRevision(entity.publishAt)) {
        // Saving the live fields back unchanged leaves nothing to publish.
        const draft = draftOf(row);
        const same = JSON.stringify(draft) === JSON.stringify(draftOf(liveRowOf(entity)));
        await blogs.setDraft(live.blog_id, same ? null : draft);
      } else {
        await this.applyRow(blogs, entity, row);
      }
      await new AuditRepository(manager).record(actor, 'update', 'blog', String(live.blog_id));
      return (await blogs.findEditedById(live.blog_id)) as BlogRecord;
    });
  }

  /** Admin: drops the pending revision; the live post stays as it is. */
  async discardChanges(key: string, actor: Actor): Promise<{ message: string; blog: AdminBlogRecord }> {
    const now = new Date();
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const live = await this.findForWrite(blogs, key);
      await blogs.setDraft(live.blog_id, null);
      await new AuditRepository(manager).record(actor, 'discard', 'blog', String(live.blog_id));
      return { message: 'Changes discarded', blog: (await blogs.findAdminById(live.blog_id, now)) as AdminBlogRecord };
    });
  }

  /** Writes `row` as the live fields (dropping any revision); a changed slug keeps the old one as a redirect. */
  private async applyRow(blogs: BlogsRepository, entity: BlogEntity, row: BlogRow): Promise<void> {
    await blogs.update(entity.blogId, row);
    if (row.slugUrl !== entity.slugUrl) {
      await blogs.forgetOldSlug(row.slugUrl);
      await blogs.rememberOldSlug(entity.slugUrl, entity.blogId);
    }
  }

  async deleteBlog(key: string, actor: Actor): Promise<void> {
    await this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const current = await this.findForWrite(blogs, key);
      await blogs.delete(current.blog_id);
      await new AuditRepository(manager).record(actor, 'delete', 'blog', String(current.blog_id));
    });
  }

  /** Runs a write in one transaction; races on the unique slug or a vanished category become 409/400. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === UNIQUE_VIOLATION) throw new AppError({ status: 409, code: 'SLUG_TAKEN', message: 'slug_url is already used by another post' });
      if (code === FOREIGN_KEY_VIOLATION) throw AppError.badRequest('category must be an existing category id');
      throw err;
    }
  }

  private async findForWrite(blogs: BlogsRepository, key: string): Promise<BlogRecord> {
    const parsed = parseBlogKey(key);
    const found = parsed.kind === 'id' ? await blogs.findById(parsed.id, true) : parsed.kind === 'slug' ? await blogs.findBySlug(parsed.slug) : null;
    if (!found) throw AppError.notFound('Blog not found', { status: 'fail' });
    return parsed.kind === 'id' ? found : ((await blogs.findById(found.blog_id, true)) ?? found);
  }

  private async assertCategory(manager: EntityManager, id: number): Promise<void> {
    const category = await new CategoriesRepository(manager).findById(id);
    if (!category || category.category === ALL_CATEGORY_NAME) {
      const message = `category must be an existing category id${category ? ` other than ${ALL_CATEGORY_NAME}` : ''}`;
      throw AppError.badRequest(message);
    }
  }

  private explicitSlug(raw: string): string {
    const result = normaliseSlug(raw);
    if ('problem' in result) throw AppError.badRequest(result.problem);
    return result.slug;
  }

  private slugTaken(slug: string): AppError {
    const message = `slug_url "${slug}" is already used by another post`;
    return new AppError({ status: 409, code: 'SLUG_TAKEN', message });
  }

  /** A slug generated from a title never clashes: a numeric suffix is added until it is free. */
  private async freeSlug(blogs: BlogsRepository, base: string): Promise<string> {
    if (!(await blogs.slugExists(base))) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!(await blogs.slugExists(candidate))) return candidate;
    }
  }

  private image(value: string): string {
    assertImageUrl('blog_image', value);
    return value;
  }

  private cleanContent(items: BlogContentItem[]): BlogContentItem[] {
    return items.map((item, index) => {
      const paragraph = sanitizeParagraph(item.paragraph);
      if (!paragraph) {
        const message = `blogs_content.${index}.paragraph has no content left after removing unsafe HTML`;
        throw AppError.badRequest(message);
      }
      return { heading: item.heading, paragraph };
    });
  }
}
