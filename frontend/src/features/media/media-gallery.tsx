import { useState, type MouseEvent } from 'react';
import type { MediaVideo } from '@/content/media/media-videos';
import styles from './media.module.css';
import { VideoModal } from './video-modal';
import { defineIsland } from '@/components/islands/island';

/**
 * The media video cards (spec section 2); choosing one opens it playing in a modal. Each card is a
 * link to its video file, so a choice made before the script has arrived (or without script) still
 * plays the video, in the browser's own player; once hydrated, the click opens the modal instead.
 * A click with a modifier key (new tab or window) is left to the browser.
 */
export function MediaGallery({ videos }: { videos: readonly MediaVideo[] }) {
  const [playing, setPlaying] = useState<MediaVideo | null>(null);

  const choose = (event: MouseEvent<HTMLAnchorElement>, video: MediaVideo) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(video);
  };

  return (
    <>
      <ul className={styles.grid}>
        {videos.map((video, index) => (
          <li key={video.id} className={styles.card}>
            <a href={video.video} type="video/mp4" className={styles.thumb} onClick={(event) => choose(event, video)} aria-label={`Play video: ${video.heading}`}>
              <img src={video.thumbnail} alt="" width={640} height={360} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.play} aria-hidden="true">▶</span>
            </a>
            <h2 className={styles.heading}>{video.heading}</h2>
            <p>{video.text}</p>
          </li>
        ))}
      </ul>
      {playing ? <VideoModal video={playing} onClose={() => setPlaying(null)} /> : null}
    </>
  );
}

export const MediaGalleryIsland = defineIsland('media-gallery', MediaGallery);
