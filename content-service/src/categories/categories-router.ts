import { Router } from 'express';
import type { Category, ListReply } from '@site/contracts';
import { cachedList, type ReplyCache } from '../cache/reply-cache';
import type { CategoriesService } from './categories-service';

export function createCategoriesRouter(categories: CategoriesService, replies: ReplyCache): Router {
  const router = Router();
  router.get(
    '/api/categories',
    cachedList(replies, '/api/categories', 'categories', async () => ({ payload: { status: 'success', data: await categories.listCategories() } satisfies ListReply<Category>, nextChange: null })),
  );
  return router;
}
