import type { Blog } from '@site/contracts/content';
import { slugToPath } from '@site/contracts/slugs';
import { Carousel } from '@/components/ui/carousel/carousel';
import { BLOG_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { paths } from '@/config/paths';
import { toBlogSummary, type BlogSummary } from '@/lib/blog-client';
import styles from './latest-blogs.module.css';

/** The article link of a card (spec: slug lowercased, whitespace runs to hyphens); null when there is no slug. */
export const blogCardHref = (blog: Pick<BlogSummary, 'slug_url'>): string | null => {
  const slug = slugToPath(blog.slug_url ?? '');
  return slug ? paths.article(slug) : null;
};

function LatestBlogCard({ blog }: { blog: BlogSummary }) {
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
        <h3 className={styles.heading}>{href ? <a href={href}>{title}</a> : title}</h3>
        <p className={styles.brief}>{blog.brief_paragraph}</p>
      </div>
    </article>
  );
}

/** What the latest-blogs box says when content-service is away. */
export const LATEST_BLOGS_UNAVAILABLE = 'The latest news cannot be shown right now. Please try again in a few minutes.';

export interface LatestBlogsProps {
  /** Every post (GET /blogs, fetched by the page); null: content-service could not be asked (the page answers 503). */
  blogs: readonly Blog[] | null;
  eyebrow?: string;
  title?: string;
}

/**
 * Home and services "latest blogs": every post in a carousel (2500 ms; 1 slide under 992 px, 3
 * above) and VIEW ALL to /blog.
 */
export function LatestBlogs({ blogs, eyebrow = 'Insights', title = 'Latest from the blog' }: LatestBlogsProps) {
  return (
    <section className="section section-alt" aria-labelledby="latest-blogs-heading">
      <div className="container">
        <SectionHeading id="latest-blogs-heading" eyebrow={eyebrow} title={title} />
        <div className={styles.area}>
          {!blogs ? (
            <p className={styles.status} role="alert">
              {LATEST_BLOGS_UNAVAILABLE}
            </p>
          ) : blogs.length > 0 ? (
            <Carousel label="Latest blogs carousel" {...BLOG_CAROUSEL}>
              {blogs.map(toBlogSummary).map((blog) => (
                <LatestBlogCard key={blog.blog_id} blog={blog} />
              ))}
            </Carousel>
          ) : (
            <p className={styles.status}>New articles are on their way.</p>
          )}
        </div>
        <p className={styles.more}>
          <a className="btn btn-dark" href={paths.blog}>
            VIEW ALL
          </a>
        </p>
      </div>
    </section>
  );
}
