import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { site } from '@/config/site';
import { NewsList, type NewsListProps } from '@/features/blog/news-list';
import styles from '@/features/blog/news.module.css';

export const newsSeo: SeoProps = {
  title: 'News',
  description: `Project stories, product notes and announcements from ${site.brand}: digital signage, networks, cabling and support.`,
  canonical: '/blog',
};

/** News list, spec section 2: paged cards, six per page (src/pages/blog.astro passes the posts). */
export function NewsPage(props: NewsListProps) {
  return (
    <>
      <PageHero eyebrow="Resources" title="News" lead={`Project stories, product notes and announcements from the ${site.brand} team.`} />
      <div className={styles.page}>
        <NewsList {...props} />
      </div>
    </>
  );
}
