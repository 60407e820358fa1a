import type { DataSource } from 'typeorm';
import type { Category } from '@site/contracts';
import { CategoriesRepository } from './categories-repository';

/** The pseudo-category the news filter uses; the editor hides it, and posts cannot be filed under it. */
export const ALL_CATEGORY_NAME = 'All';

export class CategoriesService {
  constructor(private readonly dataSource: DataSource) {}

  listCategories(): Promise<Category[]> {
    return new CategoriesRepository(this.dataSource.manager).list();
  }
}
