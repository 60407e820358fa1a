import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { formatPublicDate, parsePublicDate, saveOutcome, saveOutcomeMessage } from '@site/contracts';
import type { AdminBlogRecord, BlogContentItem, BlogRecord, BlogRedirect, PublicationAction, blogCreateSchema, blogUpdateSchema } from '@site/contracts';
import { AppError } from '@site/service-kit';
import { AuditRepository, type Actor } from '../audit/audit-repository';
import { ALL_CATEGORY_NAME } from '../categories/categories-service';
import { CategoriesRepository } from '../categories/categories-repository';
import { sanitizeParagraph } from '../common/html-sanitizer';
import { assertImageUrl } from '../common/image-url';
import { afterSave, isLive, liveScheduleRefusal, publicationMessage, publishAtAfter, statusOf } from '../publication/publication';
import { fieldError } from '../common/field-errors';
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

const SLUG_TAKEN_MESSAGE = 'Another post already uses this address';

/**
 * `published_date` is free text; when it reads as a date with a four-digit year (e.g. "November 3,
 * 2026") that day orders the post, otherwise `fallback` does.
 */
export function publicationInstant(publishedDate: string, fallback: Date): Date {
  return parsePublicDate(publishedDate) ?? fallback;
}

/** A post's public date: the text shown, the instant it sorts by, and whether it follows go-live. */
interface PublicDate {
  publishedDate: string;
  publishedAt: Date;
  publishedDateAuto: boolean;
}

/**
 * The public date a write leaves (decisions/content.md, "Public dates"). A date the editor typed or
 * picked (a different `published_date`, or `published_at`) is theirs. Otherwise the date is
 * automatic: the day the post goes live, `goLive` (when it is published now, or scheduled), fixed
 * once that day has come. A draft keeps a provisional date (today) until then.
 */
function publicDateOf(
  input: { published_date: string; published_at?: string; published_date_auto?: boolean },
  current: PublicDate | null,
  goLive: Date | null,
  now: Date,
): PublicDate {
  const at = input.published_at ? new Date(input.published_at) : undefined;
  const dateChanged = input.published_date !== '' && input.published_date !== current?.publishedDate;
  const atChanged = at !== undefined && at.getTime() !== current?.publishedAt.getTime();
  if (input.published_date_auto !== true && (dateChanged || atChanged)) {
    const publishedDate = input.published_date || (current && !dateChanged ? current.publishedDate : formatPublicDate(at ?? now));
    return { publishedDate, publishedAt: at ?? publicationInstant(publishedDate, current?.publishedAt ?? now), publishedDateAuto: false };
  }
  const date = current ? { ...current } : { publishedDate: formatPublicDate(now), publishedAt: now, publishedDateAuto: true };
  if (input.published_date_auto === true) date.publishedDateAuto = true;
  if (!date.publishedDateAuto || !goLive) return date;
  return { publishedDate: formatPublicDate(goLive), publishedAt: goLive, publishedDateAuto: !isLive(goLive, now) };
}

/** The instant a post went or goes live, given its publish_at before and after a write (null: not yet). */
const goLiveOf = (before: Date | null, after: Date | null, now: Date): Date | null => (isLive(before, now) ? before : after);

const dateOfRow = (row: BlogRow): PublicDate => ({ publishedDate: row.publishedDate, publishedAt: row.publishedAt, publishedDateAuto: row.publishedDateAuto });

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

  /** Admin: every post with its state, drafts included (or only those in progress). */
  listAllBlogs(options: { inProgress?: boolean } = {}): Promise<AdminBlogRecord[]> {
    return new BlogsRepository(this.dataSource.manager).listAll(new Date(), options);
  }

  /** Admin (and a valid preview link): one post in any state, by numeric id. */
  async getAnyBlog(key: string): Promise<AdminBlogRecord> {
    const parsed = parseBlogKey(key);
    const blog = parsed.kind === 'id' ? await new BlogsRepository(this.dataSource.manager).findAdminById(parsed.id, new Date()) : null;
    if (!blog) throw AppError.notFound('Blog not found', { status: 'fail' });
    return blog;
  }

  /** Drafts, scheduled posts and published ones with unpublished changes. */
  countInProgress(): Promise<number> {
    return new BlogsRepository(this.dataSource.manager).countInProgress(new Date());
  }

  /** Publish now, schedule, or back to draft; audited like every admin write. */
  async changePublication(key: string, action: PublicationAction, actor: Actor): Promise<{ message: string; blog: AdminBlogRecord }> {
    const now = new Date();
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const current = await this.findForWrite(blogs, key);
      const entity = (await blogs.findEntityForWrite(current.blog_id)) as BlogEntity;
      if (action.action === 'schedule' && isLive(entity.publishAt, now)) throw liveScheduleRefusal('This post');
      const publishAt = publishAtAfter(action, entity.publishAt, now);
      // A pending revision becomes the post's fields (publish makes it public; schedule and
      // unpublish leave the post off the public site until its time, or for good).
      const row = entity.draft ? rowOfDraft(entity.draft) : liveRowOf(entity);
      const date = publicDateOf({ published_date: '' }, dateOfRow(row), goLiveOf(entity.publishAt, publishAt, now), now);
      await this.applyRow(blogs, entity, { ...row, ...date });
      await blogs.setPublishAt(current.blog_id, publishAt);
      await new AuditRepository(manager).record(actor, action.action, 'blog', String(current.blog_id));
      return { message: publicationMessage('Blog', action), blog: (await blogs.findAdminById(current.blog_id, now)) as AdminBlogRecord };
    });
  }

  /**
   * POST /blog: public at once unless `publication` says 'draft' or a schedule (decisions/content.md,
   * "The spec's buttons publish"); the message says which.
   */
  async createBlog(input: BlogCreate, actor: Actor): Promise<{ message: string; blog: AdminBlogRecord }> {
    const now = new Date();
    const mode = input.publication ?? 'live';
    const { publishAt } = afterSave(null, mode, now, 'This post');
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
      const row: BlogRow = {
        title: input.title,
        slugUrl: slug,
        briefParagraph: input.brief_paragraph,
        blogImage: this.image(input.blog_image),
        blogImageAlt: input.blog_image_alt ?? '',
        categoryId: input.category,
        blogsContent: this.cleanContent(input.blogs_content),
        ...publicDateOf(input, null, publishAt, now),
      };
      const id = await blogs.insert(row, publishAt);
      await blogs.forgetOldSlug(slug);
      await new AuditRepository(manager).recordSave(actor, 'create', 'blog', String(id), isLive(publishAt, now));
      const message = saveOutcomeMessage('Blog', saveOutcome('new', mode));
      return { message, blog: (await blogs.findAdminById(id, now)) as AdminBlogRecord };
    });
  }

  /**
   * PUT /blog/:id replaces the post's fields. Left to the spec's meaning (`publication` absent or
   * 'live') the save is public at once: a draft is published, a published post changes, a scheduled
   * one keeps its time. 'draft' changes nothing public: a published post keeps the edit as
   * unpublished changes (decisions/content.md, "Revisions"). The reply is the post as saved.
   */
  async updateBlog(key: string, input: BlogUpdate, actor: Actor): Promise<{ message: string; blog: AdminBlogRecord }> {
    const now = new Date();
    const mode = input.publication ?? 'live';
    return this.write(async (manager) => {
      const blogs = new BlogsRepository(manager);
      const live = await this.findForWrite(blogs, key);
      if (input.blog_id !== undefined && input.blog_id !== live.blog_id) {
        throw fieldError('blog_id', 'The post id in the body is not the post being updated');
      }
      const entity = (await blogs.findEntityForWrite(live.blog_id)) as BlogEntity;
      const before = statusOf(entity.publishAt, now);
      const { publishAt, revision } = afterSave(entity.publishAt, mode, now, 'This post');
      // What the editor last saved: defaults (empty slug, date, alt) keep those values.
      const edited = entity.draft ? rowOfDraft(entity.draft) : liveRowOf(entity);
      await this.assertCategory(manager, input.category);
      // An empty slug keeps the current one: links already shared stay canonical.
      const slug = input.slug_url ? this.explicitSlug(input.slug_url) : edited.slugUrl;
      if (slug !== edited.slugUrl && (await blogs.slugTakenByOther(slug, live.blog_id))) throw this.slugTaken(slug);
      const image = this.image(input.blog_image);
      const row: BlogRow = {
        title: input.title,
        slugUrl: slug,
        briefParagraph: input.brief_paragraph,
        blogImage: image,
        // Left out, the alt text stays while the image does; a new image has none until given.
        blogImageAlt: input.blog_image_alt ?? (image === edited.blogImage ? edited.blogImageAlt : ''),
        categoryId: input.category,
        blogsContent: this.cleanContent(input.blogs_content),
        ...publicDateOf(input, dateOfRow(edited), goLiveOf(entity.publishAt, publishAt, now), now),
      };
      if (revision) {
        // Saving the live fields back unchanged leaves nothing to publish.
        const draft = draftOf(row);
        const same = JSON.stringify(draft) === JSON.stringify(draftOf(liveRowOf(entity)));
        await blogs.setDraft(live.blog_id, same ? null : draft);
      } else {
        await this.applyRow(blogs, entity, row);
        await blogs.setPublishAt(live.blog_id, publishAt);
      }
      await new AuditRepository(manager).recordSave(actor, 'update', 'blog', String(live.blog_id), !isLive(entity.publishAt, now) && isLive(publishAt, now));
      const message = saveOutcomeMessage('Blog', saveOutcome(before, mode));
      return { message, blog: (await blogs.findAdminById(live.blog_id, now)) as AdminBlogRecord };
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
      if (code === UNIQUE_VIOLATION) throw fieldError('slug_url', SLUG_TAKEN_MESSAGE, 409, 'SLUG_TAKEN');
      if (code === FOREIGN_KEY_VIOLATION) throw fieldError('category', 'Choose a category');
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
      const message = category ? `Choose a category other than ${ALL_CATEGORY_NAME}` : 'Choose a category: this one does not exist';
      throw fieldError('category', message);
    }
  }

  private explicitSlug(raw: string): string {
    const result = normaliseSlug(raw);
    if ('problem' in result) throw fieldError('slug_url', result.problem);
    return result.slug;
  }

  private slugTaken(slug: string): AppError {
    return fieldError('slug_url', `${SLUG_TAKEN_MESSAGE}: /blogs/${slug}`, 409, 'SLUG_TAKEN');
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
        throw fieldError(`blogs_content.${index}.paragraph`, `The paragraph of section ${index + 1} has no text left once unsafe HTML is removed`);
      }
      return { heading: item.heading, paragraph };
    });
  }
}
