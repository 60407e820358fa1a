import { Seo } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { site } from '@/config/site';
import { NewsList } from '@/features/blog/news-list';
import styles from '@/features/blog/news.module.css';

/** News list, spec section 2: paged cards, six per page. */
export function Component() {
  return (
    <>
      <Seo title="News" description={`Project stories, product notes and announcements from ${site.brand}: digital signage, networks, cabling and support.`} canonical="/blog" />
      <PageHero eyebrow="Resources" title="News" lead={`Project stories, product notes and announcements from the ${site.brand} team.`} />
      <div className={styles.page}>
        <NewsList />
      </div>
    </>
  );
}
