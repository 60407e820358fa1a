import type { MediaVideo } from '@/content/media/media-videos';
import styles from './media.module.css';
import { VideoModal } from './video-modal';

/**
 * The media video cards (spec section 2), rendered on the server only. Each card is a link to its
 * video file, so a choice made before the script has arrived (or without script) still plays the
 * video, in the browser's own player. enhance/media-gallery.ts (found by `data-media-gallery`) turns
 * a plain click on a card (`data-media-open`, with `data-title`, `data-text`, `data-poster`) into the
 * video playing in the page's modal dialog (video-modal.tsx); a click with a modifier key (new tab or
 * window) is left to the browser.
 */
export function MediaGallery({ videos }: { videos: readonly MediaVideo[] }) {
  return (
    <div data-media-gallery="">
      <ul className={styles.grid}>
        {videos.map((video, index) => (
          <li key={video.id} className={styles.card}>
            <a
              href={video.video}
              type="video/mp4"
              className={styles.thumb}
              aria-label={`Play video: ${video.heading}`}
              data-media-open=""
              data-title={video.heading}
              data-text={video.text}
              data-poster={video.thumbnail}
            >
              <img src={video.thumbnail} alt="" width={640} height={360} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.play} aria-hidden="true">▶</span>
            </a>
            <h2 className={styles.heading}>{video.heading}</h2>
            <p>{video.text}</p>
          </li>
        ))}
      </ul>
      <VideoModal />
    </div>
  );
}
