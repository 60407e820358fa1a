/**
 * The spec's carousel settings (section 9) and the options the server writes into a carousel's
 * `data-carousel` attribute for enhance/carousel.ts. Kept apart from both so that neither the
 * component nor the module pulls the other in.
 * `breakpoints` maps a minimum window width in px to the number of slides shown from that width.
 */
export interface CarouselPreset {
  delay: number;
  slidesPerView: number;
  breakpoints: Record<number, number>;
}

/** What `data-carousel` holds (JSON): a preset plus the gap between slides in px. */
export interface CarouselOptions extends CarouselPreset {
  spaceBetween: number;
}

/**
 * The widths (px) at which carousel.module.css switches slides per view before Swiper runs. A
 * preset's breakpoints must be among them (the component refuses others); add a width here and a
 * matching `@media` rule there together.
 */
export const CAROUSEL_BREAKPOINTS: readonly number[] = [560, 640, 700, 800, 900, 992, 1100];

/** Above this many slides the dots would not fit a phone's width (24 px each): a count replaces them there. */
export const MANY_SLIDES = 10;

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
