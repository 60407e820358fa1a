import { Router } from 'express';
import type { Category, ListReply } from '@site/contracts';
import type { PublicLists } from '../cache/public-lists';
import type { CategoriesService } from './categories-service';

export function createCategoriesRouter(categories: CategoriesService, lists: PublicLists): Router {
  const router = Router();
  router.get(
    '/api/categories',
    lists.route('/api/categories', 'categories', async () => ({ payload: { status: 'success', data: await categories.listCategories() } satisfies ListReply<Category>, nextChange: null })),
  );
  return router;
}
