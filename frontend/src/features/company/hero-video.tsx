import { useEffect, useState } from 'react';
import styles from './hero-video.module.css';
import { defineIsland } from '@/components/islands/island';

const POSTER_WEBP = '/video/hero-poster.webp';
const POSTER_JPG = '/video/hero-poster.jpg';

/**
 * The home hero background: a short, muted, looping video. The still poster renders first (server
 * HTML, and the largest image of the first screen), and the video is added after hydration unless
 * the visitor prefers reduced motion, in which case the still image stays.
 */
export function HeroVideo({ alt }: { alt: string }) {
  const [motionOk, setMotionOk] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotionOk(!query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return (
    <div className={styles.media}>
      <picture>
        <source srcSet={POSTER_WEBP} type="image/webp" />
        <img className={styles.fill} src={POSTER_JPG} alt={alt} width={960} height={540} fetchPriority="high" decoding="async" />
      </picture>
      {motionOk ? (
        <video className={styles.fill} autoPlay muted loop playsInline preload="auto" poster={POSTER_JPG} aria-hidden="true" tabIndex={-1} data-testid="hero-video">
          <source src="/video/hero-loop.webm" type="video/webm" />
          <source src="/video/hero-loop.mp4" type="video/mp4" />
        </video>
      ) : null}
    </div>
  );
}

export const HeroVideoIsland = defineIsland('hero-video', HeroVideo);
