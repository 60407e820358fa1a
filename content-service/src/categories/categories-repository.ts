import type { EntityManager } from 'typeorm';
import type { Category } from '@site/contracts';
import { CategoryEntity } from './category-entity';

export class CategoriesRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(): Promise<Category[]> {
    const rows = await this.manager.find(CategoryEntity, { order: { categoryId: 'ASC' } });
    return rows.map((r) => ({ category_id: r.categoryId, category: r.category }));
  }

  async findById(id: number): Promise<Category | null> {
    const row = await this.manager.findOneBy(CategoryEntity, { categoryId: id });
    return row ? { category_id: row.categoryId, category: row.category } : null;
  }
}
