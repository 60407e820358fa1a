/**
 * Adds the home hero's looping background video (features/company/hero-video.tsx,
 * `[data-hero-video]`, the video waiting in its `<template>`) over the still poster, unless the
 * visitor prefers reduced motion; if that preference changes, the video goes or comes back.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function enhanceHeroVideo(hero: HTMLElement): void {
  if (hero.hasAttribute('data-enhanced')) return;
  const template = hero.querySelector<HTMLTemplateElement>(':scope > template');
  if (!template) return;
  hero.setAttribute('data-enhanced', '');
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let video: HTMLVideoElement | null = null;

  const update = () => {
    if (reducedMotion.matches) {
      video?.remove();
      video = null;
      return;
    }
    if (video) return;
    video = template.content.querySelector('video')?.cloneNode(true) as HTMLVideoElement | null;
    if (!video) return;
    // Browsers autoplay only muted video; the property is what they check, not just the attribute.
    video.muted = true;
    template.before(video);
  };
  update();
  reducedMotion.addEventListener?.('change', update);
}

export function enhanceHeroVideos(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-hero-video]').forEach(enhanceHeroVideo);
}

enhanceHeroVideos();
