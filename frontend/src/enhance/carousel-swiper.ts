/**
 * Swiper itself, for enhance/carousel.ts: the only module that imports it. carousel.ts imports this
 * one when a carousel comes near the viewport (or is pointed at, focused or has a control used), so
 * a page whose carousels sit below the first screen does not fetch or run Swiper during its load.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import type { CarouselOptions } from '@/components/ui/carousel/carousel-presets';

export type { Swiper };

export function createSwiper(el: HTMLElement, options: CarouselOptions, more: Pick<SwiperOptions, 'loop' | 'initialSlide' | 'on'>): Swiper {
  return new Swiper(el, {
    // Arrows, pagination and arrow keys are the carousel's own controls (below the slides, one Tab
    // stop for the dots); Swiper only moves the slides.
    modules: [Autoplay, A11y],
    slidesPerView: options.slidesPerView,
    spaceBetween: options.spaceBetween,
    breakpoints: Object.fromEntries(Object.entries(options.breakpoints).map(([min, n]) => [min, { slidesPerView: n }])),
    autoplay: { delay: options.delay, disableOnInteraction: false },
    watchSlidesProgress: true,
    a11y: { enabled: true },
    ...more,
  });
}
