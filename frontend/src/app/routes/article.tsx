import { useParams } from 'react-router-dom';
import { ArticleNotFound, ArticleView } from '@/features/blog/article-view';

/** Article page, spec section 2: /blogs/{slug}. */
export function Component() {
  const { id } = useParams();
  return id ? <ArticleView slug={id} /> : <ArticleNotFound />;
}
