import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BlogEntity } from './blog-entity';

/** A slug a post used to have; requests for it are redirected (301) to the post's current slug. */
@Entity({ name: 'blog_slug_history' })
export class BlogSlugHistoryEntity {
  @PrimaryColumn({ name: 'old_slug', type: 'varchar', length: 200 })
  oldSlug!: string;

  @Column({ name: 'blog_id', type: 'integer' })
  blogId!: number;

  @ManyToOne(() => BlogEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blog_id' })
  blog?: BlogEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
