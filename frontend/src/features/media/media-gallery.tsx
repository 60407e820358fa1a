import { useState } from 'react';
import type { MediaVideo } from '@/content/media/media-videos';
import styles from './media.module.css';
import { VideoModal } from './video-modal';
import { defineIsland } from '@/components/islands/island';

/** The media video cards (spec section 2); choosing one opens it playing in a modal. */
export function MediaGallery({ videos }: { videos: readonly MediaVideo[] }) {
  const [playing, setPlaying] = useState<MediaVideo | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {videos.map((video, index) => (
          <li key={video.id} className={styles.card}>
            <button type="button" className={styles.thumb} onClick={() => setPlaying(video)} aria-label={`Play video: ${video.heading}`}>
              <img src={video.thumbnail} alt="" width={640} height={360} loading={index < 3 ? 'eager' : 'lazy'} decoding="async" />
              <span className={styles.play} aria-hidden="true">▶</span>
            </button>
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
