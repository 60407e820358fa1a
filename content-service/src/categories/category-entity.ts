import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryGeneratedColumn({ name: 'category_id' })
  categoryId!: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  category!: string;
}
