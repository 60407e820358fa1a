/**
 * The site's one carousel, rendered on the server only. Its HTML works on its own: the slides are a
 * horizontally scrollable list that snaps to each slide, laid out exactly as Swiper will lay them
 * out (slides per view and gap per breakpoint, from CSS custom properties), in Swiper's own markup
 * (`.swiper > .swiper-wrapper > .swiper-slide`), so enhance/carousel.ts upgrades it in place and
 * nothing moves (CLS 0).
 *
 * Usage:
 *   import { Carousel } from '@/components/ui/carousel/carousel';
 *   import { SERVICE_PAGE_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
 *   <Carousel label="Managed services carousel" {...SERVICE_PAGE_CAROUSEL}>
 *     {items.map((item) => <Card key={item.id} {...item} />)}
 *   </Carousel>
 * and on the page: <script>import '@/enhance/carousel'</script>
 *
 * Each child becomes one slide. The controls sit below the slides, never over them (WAI-ARIA
 * carousel pattern): previous and next buttons, the pagination dots as one group with a single Tab
 * stop, each dot a 24x24 px target (WCAG 2.5.8), and a pause/play button. With more than
 * MANY_SLIDES slides the dots give way to a "3 / 16" count on phones, so they never wrap. The
 * controls take their room from the first paint but stay hidden (no dead buttons, no Tab stops)
 * until the module has wired them, and are not shown at all when scripting is off, nor at a width
 * where every slide is in view at once (three popular posts on a desktop).
 */
import { Children, type CSSProperties, type ReactNode } from 'react';
import './swiper-styles.css';
import styles from './carousel.module.css';
import { CAROUSEL_BREAKPOINTS, MANY_SLIDES, type CarouselOptions } from './carousel-presets';

export { MANY_SLIDES };

export interface CarouselProps {
  /** Accessible name of the carousel region; end it with "carousel", e.g. "Services carousel". */
  label: string;
  /** Autoplay delay in ms. */
  delay: number;
  /** Slides shown below the first breakpoint. */
  slidesPerView?: number;
  /** Minimum window width in px (one of CAROUSEL_BREAKPOINTS) -> slides per view from that width. */
  breakpoints?: Record<number, number>;
  /** Gap between slides in px. */
  spaceBetween?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The slides per view at every width the stylesheet knows (`--spv-<min width>`), so the static
 * layout is Swiper's. The stylesheet can only switch at the widths it lists; another width is a
 * programming error, reported at render time rather than as a carousel that jumps when Swiper starts.
 */
function layoutVariables(slidesPerView: number, breakpoints: Record<number, number>, spaceBetween: number): CSSProperties {
  const unknown = Object.keys(breakpoints).filter((min) => !CAROUSEL_BREAKPOINTS.includes(Number(min)));
  if (unknown.length > 0) throw new Error(`Carousel breakpoints ${unknown.join(', ')} px are not in CAROUSEL_BREAKPOINTS (${CAROUSEL_BREAKPOINTS.join(', ')})`);
  const variables: Record<string, string | number> = { '--spv-0': slidesPerView, '--gap': `${spaceBetween}px` };
  let current = slidesPerView;
  for (const min of CAROUSEL_BREAKPOINTS) {
    current = breakpoints[min] ?? current;
    variables[`--spv-${min}`] = current;
  }
  return variables as CSSProperties;
}

/**
 * The smallest window width (0 or one of CAROUSEL_BREAKPOINTS) from which every slide is in view at
 * once, or undefined when some are hidden at every width: from there on the controls would move
 * nothing, so the stylesheet leaves them out (`fitsFrom<width>`).
 */
function fitsFrom(slideCount: number, slidesPerView: number, breakpoints: Record<number, number>): number | undefined {
  const widths = [0, ...CAROUSEL_BREAKPOINTS];
  let current = slidesPerView;
  const perWidth = widths.map((min) => (current = min === 0 ? slidesPerView : (breakpoints[min] ?? current)));
  for (let i = 0; i < widths.length; i += 1) if (perWidth.slice(i).every((n) => n >= slideCount)) return widths[i];
  return undefined;
}

export function Carousel({ label, delay, slidesPerView = 1, breakpoints = {}, spaceBetween = 24, className, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const options: CarouselOptions = { delay, slidesPerView, breakpoints, spaceBetween };
  const fits = fitsFrom(slides.length, slidesPerView, breakpoints);
  return (
    <section
      className={[styles.carousel, fits === undefined ? '' : styles[`fitsFrom${fits}`], className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={JSON.stringify(options)}
      style={layoutVariables(slidesPerView, breakpoints, spaceBetween)}
    >
      <div className="swiper">
        {/* Focusable while it is a plain scrolling list, so keyboard users can scroll it (the module removes it). */}
        <div className="swiper-wrapper" tabIndex={0}>
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles.slide ?? ''}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={[styles.controls, slides.length > MANY_SLIDES ? styles.many : ''].filter(Boolean).join(' ')} data-carousel-controls="">
          <button type="button" className={styles.arrow} aria-label="Previous slide" data-carousel-prev="">
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="M10 2L2 10l8 8" stroke="currentColor" strokeWidth="2.4" fill="none" />
            </svg>
          </button>
          <div className={styles.dots} role="group" aria-label="Choose a slide" data-carousel-dots="">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                tabIndex={index === 0 ? 0 : -1}
                aria-label={`Slide ${index + 1} of ${slides.length}`}
                aria-current={index === 0 ? 'true' : undefined}
              />
            ))}
          </div>
          <p className={styles.count} data-carousel-count="">
            1 / {slides.length}
          </p>
          <button type="button" className={styles.arrow} aria-label="Next slide" data-carousel-next="">
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="M2 2l8 8-8 8" stroke="currentColor" strokeWidth="2.4" fill="none" />
            </svg>
          </button>
          {/* The module names it "Pause ..." once autoplay runs; until then nothing moves. */}
          <button type="button" className={styles.toggle} aria-label={`Play ${label}`} data-carousel-toggle="">
            <span aria-hidden="true">▶</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
