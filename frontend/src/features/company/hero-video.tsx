import styles from './hero-video.module.css';

const POSTER_WEBP = '/video/hero-poster.webp';
const POSTER_JPG = '/video/hero-poster.jpg';

/**
 * The home hero background: a short, muted, looping video. Rendered on the server only: the still
 * poster is the HTML (the largest image of the first screen, and all there is without script), and
 * the video waits in a `<template>` that enhance/hero-video.ts (found by `data-hero-video`) puts in
 * place unless the visitor prefers reduced motion, in which case the still image stays.
 */
export function HeroVideo({ alt }: { alt: string }) {
  return (
    <div className={styles.media} data-hero-video="">
      <picture>
        <source srcSet={POSTER_WEBP} type="image/webp" />
        <img className={styles.fill} src={POSTER_JPG} alt={alt} width={960} height={540} fetchPriority="high" decoding="async" />
      </picture>
      <template>
        <video className={styles.fill} autoPlay muted loop playsInline preload="auto" poster={POSTER_JPG} aria-hidden="true" tabIndex={-1} data-testid="hero-video">
          <source src="/video/hero-loop.webm" type="video/webm" />
          <source src="/video/hero-loop.mp4" type="video/mp4" />
        </video>
      </template>
    </div>
  );
}
