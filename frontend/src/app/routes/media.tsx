import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { MEDIA_VIDEOS } from '@/content/media/media-videos';
import { MediaGallery } from '@/features/media/media-gallery';
import styles from '@/features/media/media.module.css';

export const mediaSeo: SeoProps = {
  title: 'Media',
  description: 'Short videos from the field: digital signage rollouts, LED walls, structured cabling, network cutovers, audio and 24/7 monitoring.',
  canonical: '/media',
};

/** Media, spec section 2: seven video cards; choosing one plays it in a modal. */
export function MediaPage() {
  return (
    <>
      <PageHero eyebrow="Resources" title="Media" lead="Short films from the field: signage rollouts, LED walls, cabling, networks, audio and the support desk behind them." />
      <div className={styles.page}>
        <MediaGallery videos={MEDIA_VIDEOS} />
      </div>
    </>
  );
}
