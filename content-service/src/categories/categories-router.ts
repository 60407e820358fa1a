import { Router } from 'express';
import type { Category, ListReply } from '@site/contracts';
import { sendCachedReply, type ReplyCache } from '../cache/reply-cache';
import type { CategoriesService } from './categories-service';

export function createCategoriesRouter(categories: CategoriesService, replies: ReplyCache): Router {
  const router = Router();
  router.get('/api/categories', async (_req, res) => {
    const load = async () => ({ status: 'success', data: await categories.listCategories() }) satisfies ListReply<Category>;
    sendCachedReply(res, await replies.get('categories', 'categories', load));
  });
  return router;
}
