import { MoreThan, type EntityManager } from 'typeorm';
import type { AdminBlogRecord, BlogContentItem, BlogRecord } from '@site/contracts';
import { publicationOf, publishedBy, whereInProgress } from '../publication/publication';
import { BlogEntity, type BlogDraft } from './blog-entity';
import { BlogSlugHistoryEntity } from './blog-slug-history-entity';

export interface BlogRow {
  title: string;
  slugUrl: string;
  briefParagraph: string;
  blogImage: string;
  blogImageAlt: string;
  publishedDate: string;
  publishedAt: Date;
  publishedDateAuto: boolean;
  categoryId: number;
  blogsContent: BlogContentItem[];
}

const toRecord = (e: BlogEntity): BlogRecord => ({
  blog_id: e.blogId,
  title: e.title,
  slug_url: e.slugUrl,
  brief_paragraph: e.briefParagraph,
  published_date: e.publishedDate,
  published_at: e.publishedAt.toISOString(),
  category: e.categoryId,
  blog_image: e.blogImage,
  blog_image_alt: e.blogImageAlt,
  blogs_content: e.blogsContent,
});

/** A row's editable fields, in one key order (so two can be compared as JSON). */
export const draftOf = (row: BlogRow): BlogDraft => ({
  title: row.title,
  slugUrl: row.slugUrl,
  briefParagraph: row.briefParagraph,
  blogImage: row.blogImage,
  blogImageAlt: row.blogImageAlt,
  publishedDate: row.publishedDate,
  publishedAt: row.publishedAt.toISOString(),
  publishedDateAuto: row.publishedDateAuto,
  categoryId: row.categoryId,
  blogsContent: row.blogsContent,
});

export const rowOfDraft = (d: BlogDraft): BlogRow => ({ ...d, publishedAt: new Date(d.publishedAt), publishedDateAuto: d.publishedDateAuto ?? false });

/** The live fields of an entity as a row. */
export const liveRowOf = (e: BlogEntity): BlogRow => rowOfDraft(draftOf(e));

/** What the editor edits: the pending revision over the live fields, when there is one. */
const edited = (e: BlogEntity): BlogEntity => (e.draft ? { ...e, ...rowOfDraft(e.draft) } : e);

/** Admin reads: the revision's fields, the live state, and whether changes wait for Publish. */
const toAdminRecord = (e: BlogEntity, now: Date): AdminBlogRecord => {
  const shown = edited(e);
  return { ...toRecord(shown), published_date_auto: shown.publishedDateAuto, ...publicationOf(e.publishAt, now, e.draft !== null) };
};

/**
 * SQL for posts and their retired slugs; returns plain objects in the API's field names. A read
 * given `publicAt` sees only posts published by then (decisions/content.md); admin reads pass none.
 */
export class BlogsRepository {
  constructor(private readonly manager: EntityManager) {}

  async listNewestFirst(publicAt: Date): Promise<BlogRecord[]> {
    const rows = await this.manager.find(BlogEntity, { where: { publishAt: publishedBy(publicAt) }, order: { publishedAt: 'DESC', blogId: 'DESC' } });
    return rows.map(toRecord);
  }

  /** Every post, drafts and scheduled ones included, with its publication state; or only those in progress. */
  async listAll(now: Date, { inProgress = false } = {}): Promise<AdminBlogRecord[]> {
    const qb = this.manager.createQueryBuilder(BlogEntity, 'b').orderBy('b.publishedAt', 'DESC').addOrderBy('b.blogId', 'DESC');
    if (inProgress) whereInProgress(qb, 'b', now);
    return (await qb.getMany()).map((row) => toAdminRecord(row, now));
  }

  /** The next moment a scheduled post becomes public, if any. */
  async nextPublication(after: Date): Promise<Date | null> {
    const row = await this.manager.findOne(BlogEntity, { where: { publishAt: MoreThan(after) }, order: { publishAt: 'ASC' }, select: { blogId: true, publishAt: true } });
    return row?.publishAt ?? null;
  }

  /** Drafts, scheduled posts and published ones with unpublished changes (the dashboard's figure). */
  countInProgress(now: Date): Promise<number> {
    return whereInProgress(this.manager.createQueryBuilder(BlogEntity, 'b'), 'b', now).getCount();
  }

  async findById(id: number, lock = false, publicAt?: Date): Promise<BlogRecord | null> {
    const row = await this.manager.findOne(BlogEntity, {
      where: { blogId: id, ...(publicAt ? { publishAt: publishedBy(publicAt) } : {}) },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return row ? toRecord(row) : null;
  }

  async findAdminById(id: number, now: Date): Promise<AdminBlogRecord | null> {
    const row = await this.manager.findOneBy(BlogEntity, { blogId: id });
    return row ? toAdminRecord(row, now) : null;
  }

  /** The row itself (live fields, state and pending revision), locked for a write. */
  async findEntityForWrite(id: number): Promise<BlogEntity | null> {
    return this.manager.findOne(BlogEntity, { where: { blogId: id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The post as the editor last saved it (its pending revision, if any); the reply of a save. */
  async findEditedById(id: number): Promise<BlogRecord | null> {
    const row = await this.manager.findOneBy(BlogEntity, { blogId: id });
    return row ? toRecord(edited(row)) : null;
  }

  async setDraft(id: number, draft: BlogDraft | null): Promise<void> {
    await this.manager.update(BlogEntity, { blogId: id }, { draft });
  }

  /**
   * A slug another post uses live or in its pending revision: a revision reserves its slug, so
   * publishing it cannot clash later.
   */
  async slugTakenByOther(slug: string, id: number): Promise<boolean> {
    const count = await this.manager
      .createQueryBuilder(BlogEntity, 'b')
      .where('b.blog_id <> :id', { id })
      .andWhere("(b.slug_url = :slug OR b.draft->>'slugUrl' = :slug)", { slug })
      .getCount();
    return count > 0;
  }

  async findBySlug(slug: string, publicAt?: Date): Promise<BlogRecord | null> {
    const row = await this.manager.findOneBy(BlogEntity, { slugUrl: slug, ...(publicAt ? { publishAt: publishedBy(publicAt) } : {}) });
    return row ? toRecord(row) : null;
  }

  async setPublishAt(id: number, publishAt: Date | null): Promise<void> {
    await this.manager.update(BlogEntity, { blogId: id }, { publishAt });
  }

  /** Used live or reserved by a pending revision. */
  async slugExists(slug: string): Promise<boolean> {
    return this.slugTakenByOther(slug, 0);
  }

  /** The current slug of the post that once used `oldSlug`, if any. */
  async findRedirectTarget(oldSlug: string, publicAt: Date): Promise<string | null> {
    const row = await this.manager
      .createQueryBuilder(BlogSlugHistoryEntity, 'h')
      .innerJoin(BlogEntity, 'b', 'b.blog_id = h.blog_id AND b.publish_at <= :publicAt', { publicAt })
      .select('b.slug_url', 'slug')
      .where('h.old_slug = :oldSlug', { oldSlug })
      .getRawOne<{ slug: string }>();
    return row?.slug ?? null;
  }

  async listRedirects(publicAt: Date): Promise<{ oldSlug: string; slug: string }[]> {
    return this.manager
      .createQueryBuilder(BlogSlugHistoryEntity, 'h')
      .innerJoin(BlogEntity, 'b', 'b.blog_id = h.blog_id AND b.publish_at <= :publicAt', { publicAt })
      .select('h.old_slug', 'oldSlug')
      .addSelect('b.slug_url', 'slug')
      .orderBy('h.old_slug', 'ASC')
      .getRawMany<{ oldSlug: string; slug: string }>();
  }

  async insert(row: BlogRow, publishAt: Date | null): Promise<number> {
    const result = await this.manager.insert(BlogEntity, { ...row, publishAt });
    return Number((result.identifiers[0] as { blogId: number }).blogId);
  }

  /** Writes the live fields; any pending revision is gone (it was applied, or it is replaced). */
  async update(id: number, row: BlogRow): Promise<void> {
    await this.manager.update(BlogEntity, { blogId: id }, { ...row, draft: null });
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.manager.delete(BlogEntity, { blogId: id });
    return (result.affected ?? 0) > 0;
  }

  /** Remembers a retired slug; if another post retired it earlier, the newest owner wins. */
  async rememberOldSlug(oldSlug: string, blogId: number): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(BlogSlugHistoryEntity)
      .values({ oldSlug, blogId })
      .orUpdate(['blog_id', 'created_at'], ['old_slug'])
      .execute();
  }

  /** A slug in live use is no longer a redirect. */
  async forgetOldSlug(slug: string): Promise<void> {
    await this.manager.delete(BlogSlugHistoryEntity, { oldSlug: slug });
  }
}
