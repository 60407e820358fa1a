import type { Blog } from '@site/contracts/content';
import { POPULAR_POSTS } from '@site/contracts/limits';
import { slugToPath } from '@site/contracts/slugs';
import { useEffect } from 'react';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useGetBlogsQuery } from '@/lib/blog-api';
import { toBlogSummary } from '@/lib/blog-client';
import { imageSrcSet, publishedLabel } from './blog-format';
import { PopularPosts } from './popular-posts';
import { shareLinks } from './share-links';
import styles from './article.module.css';
import { articleTimes, type ArticleRecord } from './article-record';

export { articleTimes };

/** Finds a post by the slug in the URL with the same rule the cards use to build links. */
export const findBySlug = (blogs: Blog[], slug: string): Blog | undefined => {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is just an unknown slug.
  }
  const wanted = slugToPath(decoded);
  return blogs.find((b) => b.slug_url && slugToPath(b.slug_url) === wanted);
};

/**
 * The article page (spec sections 2 and 7): the post comes from GET /blogs, found by slug; the
 * first three posts are the most popular. Section paragraphs arrive sanitised by content-service
 * and are the only HTML rendered as HTML.
 */
export function ArticleView({ slug }: { slug: string }) {
  const { data: blogs, isLoading, isError, error } = useGetBlogsQuery();

  useEffect(() => {
    if (isError) console.error('Article could not be loaded', error);
  }, [isError, error]);

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading article…</p>
      </div>
    );
  }
  if (isError || !blogs) {
    return (
      <div className={styles.state} role="alert">
        <h1>Article unavailable</h1>
        <p>We couldn't load this article right now. Please try again in a few minutes.</p>
        <a href={paths.blog}>Back to all news</a>
      </div>
    );
  }
  const blog = findBySlug(blogs, slug);
  if (!blog) return <ArticleNotFound />;
  return <ArticleContent blog={blog} popular={blogs.slice(0, POPULAR_POSTS)} />;
}

/** The page of one post; the public route and the draft previews render exactly this. */
export function ArticleContent({ blog, popular, noindex = false }: { blog: Blog; popular: Blog[]; noindex?: boolean }) {
  const url = new URL(paths.article(slugToPath(blog.slug_url)), env.siteUrl).href;
  // Renditions of an uploaded image; `sizes` only with them (sizes without srcset is invalid HTML).
  const srcSet = blog.blog_image ? imageSrcSet(blog.blog_image) : undefined;

  return (
    <article className={styles.article}>
      <Seo
        title={blog.title}
        description={blog.brief_paragraph || `${blog.title}, from the ${site.brand} news.`}
        canonical={paths.article(slugToPath(blog.slug_url))}
        type="article"
        image={blog.blog_image || undefined}
        publishedTime={articleTimes(blog).published}
        modifiedTime={articleTimes(blog).modified}
        noindex={noindex}
      />
      <header className={styles.banner}>
        {blog.blog_image ? (
          <img
            className={styles.bannerImage}
            src={blog.blog_image}
            srcSet={srcSet}
            sizes={srcSet ? '100vw' : undefined}
            alt={bannerAltOf(blog)}
            width={1600}
            height={900}
            fetchPriority="high"
          />
        ) : null}
        <div className={styles.bannerText}>
          <p className={styles.eyebrow}>Latest news</p>
          <h1>{blog.title}</h1>
          <p className={styles.meta}>
            Published By: {site.brand} · <span>{publishedLabel(blog)}</span>
          </p>
        </div>
      </header>
      <div className={styles.body}>
        {blog.brief_paragraph ? <p className={styles.lead}>{blog.brief_paragraph}</p> : null}
        {(blog.blogs_content ?? []).map((section, index) => (
          <section key={index} className={styles.section}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {/* Sanitised server-side (content-service, sanitize-html) before it is stored. */}
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: section.paragraph }} />
          </section>
        ))}
        <aside className={styles.share} aria-label="Share this article">
          <span>Share:</span>
          {shareLinks(url, blog.title).map((link) => (
            <a key={link.network} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.network}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ))}
        </aside>
      </div>
      {popular.length > 0 ? <PopularPosts posts={popular.map(toBlogSummary)} /> : null}
    </article>
  );
}


/**
 * The banner's text alternative: what the editor wrote (blog_image_alt, content-service). None
 * given: empty, a decorative image, because the article title is the heading right beside it and a
 * screen reader would read it twice (docs/decisions/seo.md).
 */
export const bannerAltOf = (blog: ArticleRecord): string => blog.blog_image_alt?.trim() ?? '';

export function ArticleNotFound() {
  return (
    <div className={styles.state}>
      <Seo title="Article not found" description="The article you are looking for may have moved or no longer exists." noindex />
      <h1>Article not found</h1>
      <p>The article you are looking for may have moved or no longer exists.</p>
      <a href={paths.blog}>See all news</a>
    </div>
  );
}
