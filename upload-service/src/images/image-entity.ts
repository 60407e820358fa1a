import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'images' })
export class ImageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** jpeg, png, webp, gif or avif: what the bytes were, whatever the file was named. */
  @Column({ name: 'original_format', type: 'text' })
  originalFormat!: string;

  @Column({ name: 'original_width', type: 'integer' })
  originalWidth!: number;

  @Column({ name: 'original_height', type: 'integer' })
  originalHeight!: number;

  @Column({ name: 'original_bytes', type: 'integer' })
  originalBytes!: number;

  /** The width names stored (480, 960, 1600); a name above the original's width holds the original width. */
  @Column({ type: 'integer', array: true })
  widths!: number[];

  /** The extensions stored for every width, e.g. webp, avif, jpg. */
  @Column({ type: 'text', array: true })
  formats!: string[];

  @Column({ name: 'uploaded_by', type: 'text' })
  uploadedBy!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
