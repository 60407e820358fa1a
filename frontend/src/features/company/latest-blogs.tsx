import { slugToPath, type Blog } from '@site/contracts/content';
import { Link } from 'react-router-dom';
import { Carousel } from '@/components/ui/carousel/carousel';
import { BLOG_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { paths } from '@/config/paths';
import { useGetBlogsQuery } from '@/features/blog/blog-api';
import styles from './latest-blogs.module.css';

/** The article link of a card (spec: slug lowercased, whitespace runs to hyphens); null when there is no slug. */
export const blogCardHref = (blog: Pick<Blog, 'slug_url'>): string | null => {
  const slug = slugToPath(blog.slug_url ?? '');
  return slug ? paths.article(slug) : null;
};

function LatestBlogCard({ blog }: { blog: Blog }) {
  const href = blogCardHref(blog);
  const title = <span className={styles.title}>{blog.title}</span>;
  return (
    <article className={styles.card}>
      {blog.blog_image ? (
        <img className={styles.image} src={blog.blog_image} alt="" width={480} height={270} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.date}>{blog.published_date?.trim() || 'Recently published'}</p>
        <h3 className={styles.heading}>{href ? <Link to={href}>{title}</Link> : title}</h3>
        <p className={styles.brief}>{blog.brief_paragraph}</p>
      </div>
    </article>
  );
}

/**
 * Home and services "latest blogs": every post from GET /blogs in a carousel (2500 ms; 1 slide under
 * 992 px, 3 above) and VIEW ALL to /blog. The box keeps its height while loading (no layout shift).
 */
export function LatestBlogs({ eyebrow = 'Insights', title = 'Latest from the blog' }: { eyebrow?: string; title?: string }) {
  const { data: blogs = [], isLoading, isError } = useGetBlogsQuery();
  return (
    <section className="section section-alt" aria-labelledby="latest-blogs-heading">
      <div className="container">
        <SectionHeading id="latest-blogs-heading" eyebrow={eyebrow} title={title} />
        <div className={styles.area} aria-busy={isLoading}>
          {isLoading ? (
            <p className={styles.status} role="status">
              Loading articles…
            </p>
          ) : blogs.length > 0 ? (
            <Carousel label="Latest blogs carousel" {...BLOG_CAROUSEL}>
              {blogs.map((blog) => (
                <LatestBlogCard key={blog.blog_id} blog={blog} />
              ))}
            </Carousel>
          ) : (
            <p className={styles.status}>{isError ? 'Articles could not be loaded right now.' : 'New articles are on their way.'}</p>
          )}
        </div>
        <p className={styles.more}>
          <Link className="btn btn-dark" to={paths.blog}>
            VIEW ALL
          </Link>
        </p>
      </div>
    </section>
  );
}
