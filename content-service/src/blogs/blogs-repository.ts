import { MoreThan, type EntityManager } from 'typeorm';
import type { AdminBlogRecord, BlogContentItem, BlogRecord } from '@site/contracts';
import { isDraft, publicationOf, publishedBy } from '../publication/publication';
import { BlogEntity } from './blog-entity';
import { BlogSlugHistoryEntity } from './blog-slug-history-entity';

export interface BlogRow {
  title: string;
  slugUrl: string;
  briefParagraph: string;
  blogImage: string;
  blogImageAlt: string;
  publishedDate: string;
  publishedAt: Date;
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

const toAdminRecord = (e: BlogEntity, now: Date): AdminBlogRecord => ({ ...toRecord(e), ...publicationOf(e.publishAt, now) });

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

  /** Every post, drafts and scheduled ones included, with its publication state. */
  async listAll(now: Date): Promise<AdminBlogRecord[]> {
    const rows = await this.manager.find(BlogEntity, { order: { publishedAt: 'DESC', blogId: 'DESC' } });
    return rows.map((row) => toAdminRecord(row, now));
  }

  /** The next moment a scheduled post becomes public, if any. */
  async nextPublication(after: Date): Promise<Date | null> {
    const row = await this.manager.findOne(BlogEntity, { where: { publishAt: MoreThan(after) }, order: { publishAt: 'ASC' }, select: { blogId: true, publishAt: true } });
    return row?.publishAt ?? null;
  }

  countDrafts(): Promise<number> {
    return this.manager.countBy(BlogEntity, { publishAt: isDraft() });
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

  async findBySlug(slug: string, publicAt?: Date): Promise<BlogRecord | null> {
    const row = await this.manager.findOneBy(BlogEntity, { slugUrl: slug, ...(publicAt ? { publishAt: publishedBy(publicAt) } : {}) });
    return row ? toRecord(row) : null;
  }

  async setPublishAt(id: number, publishAt: Date | null): Promise<void> {
    await this.manager.update(BlogEntity, { blogId: id }, { publishAt });
  }

  async slugExists(slug: string): Promise<boolean> {
    return this.manager.existsBy(BlogEntity, { slugUrl: slug });
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

  async insert(row: BlogRow): Promise<number> {
    const result = await this.manager.insert(BlogEntity, row);
    return Number((result.identifiers[0] as { blogId: number }).blogId);
  }

  async update(id: number, row: BlogRow): Promise<void> {
    await this.manager.update(BlogEntity, { blogId: id }, row);
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
