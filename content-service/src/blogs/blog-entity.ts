import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BlogContentItem } from '@site/contracts';

/** The edited fields of a pending revision (JSON: the instant as an ISO string). */
export interface BlogDraft {
  title: string;
  slugUrl: string;
  briefParagraph: string;
  blogImage: string;
  blogImageAlt: string;
  publishedDate: string;
  publishedAt: string;
  /** Absent in revisions saved before it existed: false. */
  publishedDateAuto?: boolean;
  categoryId: number;
  blogsContent: BlogContentItem[];
}
import { CategoryEntity } from '../categories/category-entity';

@Entity({ name: 'blogs' })
export class BlogEntity {
  @PrimaryGeneratedColumn({ name: 'blog_id' })
  blogId!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Index({ unique: true })
  @Column({ name: 'slug_url', type: 'varchar', length: 200 })
  slugUrl!: string;

  @Column({ name: 'brief_paragraph', type: 'text', default: '' })
  briefParagraph!: string;

  @Column({ name: 'blog_image', type: 'varchar', length: 1000, default: '' })
  blogImage!: string;

  @Column({ name: 'blog_image_alt', type: 'varchar', length: 300, default: '' })
  blogImageAlt!: string;

  /** The date as the editor typed it (free text, spec section 3). */
  @Column({ name: 'published_date', type: 'varchar', length: 100, default: '' })
  publishedDate!: string;

  /** The real instant used for ordering; derived from published_date when it parses, else the save time. */
  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt!: Date;

  /** True while the public date is the day the post goes live, not one the editor set (decisions/content.md, "Public dates"). */
  @Column({ name: 'published_date_auto', type: 'boolean', default: false })
  publishedDateAuto!: boolean;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId!: number;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity;

  @Column({ name: 'blogs_content', type: 'jsonb', default: () => "'[]'::jsonb" })
  blogsContent!: BlogContentItem[];

  /** Null: a draft. In the future: scheduled. Reached: public (decisions/content.md). */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt!: Date | null;

  /** An edit of a published or scheduled post waiting for Publish; null: none (decisions/content.md, "Revisions"). */
  @Column({ name: 'draft', type: 'jsonb', nullable: true })
  draft!: BlogDraft | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
