import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A dynamic case study (spec section 3); field names are the spec's, columns are snake_case. */
@Entity({ name: 'case_studies' })
export class CaseStudyEntity {
  @PrimaryColumn({ name: '_id', type: 'uuid' })
  _id!: string;

  @Column({ name: 'hero_heading', type: 'varchar', length: 300, default: '' })
  heroHeading!: string;

  @Column({ name: 'client_name', type: 'varchar', length: 200, default: '' })
  clientName!: string;

  @Column({ name: 'banner_image', type: 'varchar', length: 1000, default: '' })
  bannerImage!: string;

  @Column({ name: 'banner_image_alt', type: 'varchar', length: 300, default: '' })
  bannerImageAlt!: string;

  @Column({ name: 'category1', type: 'varchar', length: 100, default: '' })
  category1!: string;

  @Column({ name: 'category2', type: 'varchar', length: 100, default: '' })
  category2!: string;

  @Column({ name: 'category3', type: 'varchar', length: 100, default: '' })
  category3!: string;

  @Column({ name: 'category4', type: 'varchar', length: 100, default: '' })
  category4!: string;

  @Column({ name: 'template', type: 'varchar', length: 100, default: '' })
  template!: string;

  @Column({ name: 'sec1_heading', type: 'varchar', length: 300, default: '' })
  sec1Heading!: string;

  @Column({ name: 'sec1_para', type: 'text', default: '' })
  sec1Para!: string;

  @Column({ name: 'sec1_para2', type: 'text', default: '' })
  sec1Para2!: string;

  @Column({ name: 'sec1_img', type: 'varchar', length: 1000, default: '' })
  sec1Img!: string;

  @Column({ name: 'sec1_img_alt', type: 'varchar', length: 300, default: '' })
  sec1ImgAlt!: string;

  @Column({ name: 'sec2_heading', type: 'varchar', length: 300, default: '' })
  sec2Heading!: string;

  @Column({ name: 'sec2_para', type: 'text', default: '' })
  sec2Para!: string;

  @Column({ name: 'sec3_heading', type: 'varchar', length: 300, default: '' })
  sec3Heading!: string;

  @Column({ name: 'sec3_para', type: 'text', default: '' })
  sec3Para!: string;

  @Column({ name: 'sec4_heading', type: 'varchar', length: 300, default: '' })
  sec4Heading!: string;

  @Column({ name: 'sec4_para', type: 'text', default: '' })
  sec4Para!: string;

  @Column({ name: 'sec5_heading', type: 'varchar', length: 300, default: '' })
  sec5Heading!: string;

  @Column({ name: 'sec5_para', type: 'text', default: '' })
  sec5Para!: string;

  @Column({ name: 'sec6_heading', type: 'varchar', length: 300, default: '' })
  sec6Heading!: string;

  @Column({ name: 'sec6_para', type: 'text', default: '' })
  sec6Para!: string;

  @Column({ name: 'sec7_heading', type: 'varchar', length: 300, default: '' })
  sec7Heading!: string;

  @Column({ name: 'sec7_para', type: 'text', default: '' })
  sec7Para!: string;

  @Column({ name: 'sec8_heading', type: 'varchar', length: 300, default: '' })
  sec8Heading!: string;

  @Column({ name: 'sec8_para', type: 'text', default: '' })
  sec8Para!: string;

  @Column({ name: 'sec9_heading', type: 'varchar', length: 300, default: '' })
  sec9Heading!: string;

  @Column({ name: 'sec9_para', type: 'text', default: '' })
  sec9Para!: string;

  /** Null: a draft. In the future: scheduled. Reached: public (decisions/content.md). */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt!: Date | null;

  /**
   * An edit of a published or scheduled case study waiting for Publish (every spec field but `_id`);
   * null: none (decisions/content.md, "Revisions").
   */
  @Column({ name: 'draft', type: 'jsonb', nullable: true })
  draft!: Record<string, string> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
