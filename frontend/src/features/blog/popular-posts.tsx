import { BLOG_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { Carousel } from '@/components/ui/carousel/carousel';
import { BlogCard } from './blog-card';
import type { BlogSummary } from '@/lib/blog-client';
import styles from './article.module.css';

/** The article page's "most popular posts" (spec: the first three articles), open cards in a carousel. */
export function PopularPosts({ posts }: { posts: BlogSummary[] }) {
  return (
    <div className={styles.popular}>
      <h2>Most popular posts</h2>
      <Carousel label="Most popular posts" {...BLOG_CAROUSEL}>
        {posts.map((post) => (
          <BlogCard key={post.blog_id} blog={post} headingLevel="h3" defaultOpen />
        ))}
      </Carousel>
    </div>
  );
}
