import type { Blog } from '@site/contracts/content';
import { POPULAR_POSTS } from '@site/contracts/limits';
import { slugToPath } from '@site/contracts/slugs';
import { Seo, type SeoProps } from '@/components/seo/seo';
import { ContentUnavailable } from '@/components/ui/content-unavailable/content-unavailable';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { toBlogSummary } from '@/lib/blog-client';
import { imageSrcSet, publishedLabel } from './blog-format';
import { PopularPosts } from './popular-posts';
import { shareLinks } from './share-links';
import styles from './article.module.css';
import { articleTimes, type ArticleRecord } from './article-record';

export { articleTimes };

/** The post an article address names: its slug written the way cards link it (`slugToPath`). */
export const findArticle = <T extends Blog>(blogs: readonly T[], wanted: string): T | undefined =>
  blogs.find((blog) => blog.slug_url && slugToPath(blog.slug_url) === wanted);

export interface ArticlePageProps {
  /** Every post (GET /blogs; the first three are the most popular); null: content-service could not be asked. */
  blogs: readonly Blog[] | null;
  /** The post the address names, found by the page (src/pages/blogs/[slug].astro); none: not found. */
  article: Blog | undefined;
}

/**
 * The article page (spec sections 2 and 7). Section paragraphs arrive sanitised by content-service
 * and are the only HTML rendered as HTML.
 */
export function ArticlePage({ blogs, article }: ArticlePageProps) {
  if (!blogs) return <ArticleUnavailable />;
  if (!article) return <ArticleNotFound />;
  return <ArticleContent blog={article} popular={blogs.slice(0, POPULAR_POSTS)} />;
}

/** What an article's <head> states (the site's layout and the previews' <Seo> alike). */
export const articleSeo = (blog: Blog): SeoProps => ({
  title: blog.title,
  description: blog.brief_paragraph || `${blog.title}, from the ${site.brand} news.`,
  canonical: paths.article(slugToPath(blog.slug_url)),
  type: 'article',
  share: 'news',
  publishedTime: articleTimes(blog).published,
  modifiedTime: articleTimes(blog).modified,
});

export const ARTICLE_NOT_FOUND_SEO: SeoProps = { title: 'Article not found', description: 'The article you are looking for may have moved or no longer exists.', noindex: true };
export const ARTICLE_UNAVAILABLE_SEO: SeoProps = { title: 'Article unavailable', description: 'This article cannot be shown right now. Please try again in a few minutes.', noindex: true };

/** content-service could not be asked: the page says so (and answers 503). */
export function ArticleUnavailable() {
  const { title, description } = ARTICLE_UNAVAILABLE_SEO;
  return <ContentUnavailable className={styles.state} title={title} text={description} back={{ href: paths.blog, label: 'Back to all news' }} />;
}

/** The page of one post; the public route and the draft previews render exactly this. */
export function ArticleContent({ blog, popular, noindex = false }: { blog: Blog; popular: readonly Blog[]; noindex?: boolean }) {
  const url = new URL(paths.article(slugToPath(blog.slug_url)), env.siteUrl).href;
  // Renditions of an uploaded image; `sizes` only with them (sizes without srcset is invalid HTML).
  const srcSet = blog.blog_image ? imageSrcSet(blog.blog_image) : undefined;

  return (
    <article className={styles.article}>
      <Seo {...articleSeo(blog)} noindex={noindex} />
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
      <Seo {...ARTICLE_NOT_FOUND_SEO} />
      <h1>{ARTICLE_NOT_FOUND_SEO.title}</h1>
      <p>{ARTICLE_NOT_FOUND_SEO.description}</p>
      <a href={paths.blog}>See all news</a>
    </div>
  );
}
