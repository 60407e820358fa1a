import { Router } from 'express';
import type { Category, ListReply } from '@site/contracts';
import type { CategoriesService } from './categories-service';

export function createCategoriesRouter(categories: CategoriesService): Router {
  const router = Router();
  router.get('/api/categories', async (_req, res) => {
    res.json({ status: 'success', data: await categories.listCategories() } satisfies ListReply<Category>);
  });
  return router;
}
