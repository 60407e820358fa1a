/**
 * The spec's carousel settings (section 9), kept apart from the Swiper wrapper so pages can name a
 * preset without pulling Swiper into a chunk that has no carousel.
 * `breakpoints` maps a minimum window width in px to the number of slides shown from that width.
 */
export interface CarouselPreset {
  delay: number;
  slidesPerView: number;
  breakpoints: Record<number, number>;
}

/** Service-page carousels: 1500 ms, 1 slide under 1100 px, 3 from 1100 px. */
export const SERVICE_PAGE_CAROUSEL: CarouselPreset = { delay: 1500, slidesPerView: 1, breakpoints: { 1100: 3 } };
/** Home latest-blogs carousel: 2500 ms, 1 slide under 992 px, 3 from 992 px. */
export const BLOG_CAROUSEL: CarouselPreset = { delay: 2500, slidesPerView: 1, breakpoints: { 992: 3 } };
/** Home services carousel: 2500 ms. */
export const SERVICES_CAROUSEL: CarouselPreset = { delay: 2500, slidesPerView: 1, breakpoints: { 700: 2, 1100: 3 } };
/** Testimonials: 2500 ms. */
export const TESTIMONIALS_CAROUSEL: CarouselPreset = { delay: 2500, slidesPerView: 1, breakpoints: { 900: 2 } };
/** Industries: 1500 ms. */
export const INDUSTRIES_CAROUSEL: CarouselPreset = { delay: 1500, slidesPerView: 1, breakpoints: { 640: 2, 1100: 3 } };
/** Partner logos: 1500 ms, many small slides. */
export const PARTNER_LOGOS_CAROUSEL: CarouselPreset = { delay: 1500, slidesPerView: 2, breakpoints: { 560: 3, 800: 4, 1100: 6 } };
/** Logo strip inside a hero: 1800 ms. */
export const HERO_LOGOS_CAROUSEL: CarouselPreset = { delay: 1800, slidesPerView: 2, breakpoints: { 560: 3, 900: 5 } };
