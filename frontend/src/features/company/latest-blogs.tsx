import { slugToPath } from '@site/contracts/slugs';
import { useEffect, useState } from 'react';
import { Carousel } from '@/components/ui/carousel/carousel';
import { BLOG_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { paths } from '@/config/paths';
import { fetchBlogSummaries, toBlogSummary, type BlogSummary } from '@/lib/blog-client';
import { useServerPageData } from '@/page-data';
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

type Load = { state: 'loading' } | { state: 'loaded'; blogs: BlogSummary[] } | { state: 'failed' };

/**
 * Home and services "latest blogs": every post from GET /blogs in a carousel (2500 ms; 1 slide under
 * 992 px, 3 above) and VIEW ALL to /blog. The site renders them from the server's page data; without
 * it (admin previews) they are asked for in the browser; the box keeps its height while loading. A load error is logged (spec section 8).
 */
export function LatestBlogs({ eyebrow = 'Insights', title = 'Latest from the blog' }: { eyebrow?: string; title?: string }) {
  // The site's server render passes the posts (src/pages: home, services); the admin previews fetch them.
  const served = useServerPageData()?.blogs;
  const [load, setLoad] = useState<Load>(served ? { state: 'loaded', blogs: served.map(toBlogSummary) } : { state: 'loading' });
  useEffect(() => {
    if (served) return undefined;
    let live = true;
    fetchBlogSummaries().then(
      (blogs) => live && setLoad({ state: 'loaded', blogs }),
      (error: unknown) => {
        console.error('Latest blogs could not be loaded', error);
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [served]);
  const isLoading = load.state === 'loading';
  const isError = load.state === 'failed';
  const blogs = load.state === 'loaded' ? load.blogs : [];
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
          <a className="btn btn-dark" href={paths.blog}>
            VIEW ALL
          </a>
        </p>
      </div>
    </section>
  );
}
