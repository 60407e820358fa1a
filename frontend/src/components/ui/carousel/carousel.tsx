/**
 * The site's one carousel. Swiper (swiper-view.tsx, the only module that imports it) is fetched when
 * the carousel scrolls into view, or is pointed at or focused: until then the slides are the server's
 * markup (or the same static markup), laid out as Swiper will lay them out, so nothing moves when it
 * starts. The server render loads Swiper first (`loadCarouselForServer`), so the HTML is Swiper's own.
 *
 * Usage:
 *   import { Carousel } from '@/components/ui/carousel/carousel';
 *   import { SERVICE_PAGE_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
 *   <Carousel label="Managed services carousel" {...SERVICE_PAGE_CAROUSEL}>
 *     {items.map((item) => <Card key={item.id} {...item} />)}
 *   </Carousel>
 *
 * Each child becomes one slide. Behaviour: autoplay at `delay` ms, loop, `breakpoints` (min window
 * width -> slides per view). Controls sit below the slides, never over them (WAI-ARIA carousel
 * pattern): a pause/play button, previous and next buttons, and the pagination dots as one group
 * with a single Tab stop (the current dot; the arrow keys, Home and End move between dots and the
 * slides follow), each dot a 24x24 px target (WCAG 2.5.8). With more than MANY_SLIDES slides the dots
 * give way to a "3 / 16" count on phones, so they never wrap. Autoplay pauses while the pointer is
 * over the carousel or focus is inside it, stops under prefers-reduced-motion, and the visible
 * button pauses and resumes it (WCAG 2.2.2). Controls used before Swiper has loaded act once it has.
 */
import { Children, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { deferredModule } from './deferred-module';
import type { SwiperViewProps } from './swiper-view';
import './swiper-styles.css';
import styles from './carousel.module.css';
import { defineIsland } from '@/components/islands/island';

const swiperView = deferredModule(() => import('./swiper-view'));

/** The server render awaits this before rendering, so carousels are rendered by Swiper itself. */
export const loadCarouselForServer = (): Promise<unknown> => swiperView.load();

/** Starts fetching Swiper; a failed fetch leaves the static slides (the next trigger tries again). */
const startSwiper = (): void => {
  swiperView.load().catch(() => undefined);
};

/** Swiper's markup before it initialises (the layout comes from preInitCss). */
function StaticSlides({ slides, slideClassName }: Pick<SwiperViewProps, 'slides' | 'slideClassName'>) {
  return (
    <div className="swiper">
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div key={index} className={`swiper-slide ${slideClassName}`}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Swiper once it has loaded; suspends (keeping the server's markup while hydrating) until then. */
function SwiperSlot(props: SwiperViewProps) {
  const module = swiperView.read();
  return module ? <module.SwiperView {...props} /> : <StaticSlides slides={props.slides} slideClassName={props.slideClassName} />;
}

export interface CarouselProps {
  /** Accessible name of the carousel region; end it with "carousel", e.g. "Services carousel". */
  label: string;
  /** Autoplay delay in ms. */
  delay: number;
  /** Slides shown below the first breakpoint. */
  slidesPerView?: number;
  /** Minimum window width in px -> slides per view from that width. */
  breakpoints?: Record<number, number>;
  /** Gap between slides in px. */
  spaceBetween?: number;
  className?: string;
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Above this many slides the dots would not fit a phone's width (24 px each): a count replaces them there. */
export const MANY_SLIDES = 10;

type SwiperAction = (swiper: SwiperInstance) => void;

/** Slide widths before Swiper initialises, so the server-rendered layout does not jump (no CLS). */
function preInitCss(scope: string, base: number, breakpoints: Record<number, number>, gap: number): string {
  const rule = (n: number) =>
    `[data-carousel="${scope}"] .swiper:not(.swiper-initialized) .swiper-slide{width:calc((100% - ${gap * (n - 1)}px) / ${n});margin-right:${gap}px}`;
  const media = Object.entries(breakpoints)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([min, n]) => `@media (min-width:${min}px){${rule(n)}}`);
  return [rule(base), ...media].join('');
}

export function Carousel({ label, delay, slidesPerView = 1, breakpoints = {}, spaceBetween = 24, className, children }: CarouselProps) {
  const scope = useId();
  const sectionRef = useRef<HTMLElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  // Starts "not playing" so the first (server) render never promises motion; the effect below decides.
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [active, setActive] = useState(0);
  const pending = useRef<SwiperAction | null>(null);
  const dotsRef = useRef<HTMLDivElement | null>(null);
  const slides = Children.toArray(children);

  const sync = useCallback(() => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    const reduced = typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;
    const shouldRun = !reduced && !userPaused;
    if (!shouldRun) {
      if (swiper.autoplay.running) swiper.autoplay.stop();
      setPlaying(false);
      return;
    }
    if (!swiper.autoplay.running) swiper.autoplay.start();
    if (hovered.current || focused.current) swiper.autoplay.pause();
    else if (swiper.autoplay.paused) swiper.autoplay.resume();
    setPlaying(true);
  }, [userPaused]);

  useEffect(() => {
    sync();
    const mq = window.matchMedia(REDUCED_MOTION);
    mq.addEventListener?.('change', sync);
    return () => mq.removeEventListener?.('change', sync);
  }, [sync]);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startSwiper();
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  const onSwiper = useCallback(
    (swiper: SwiperInstance) => {
      swiperRef.current = swiper;
      swiper.on('realIndexChange', () => setActive(swiper.realIndex));
      // Slides out of view are inert: Tab moves through what is shown and then to the controls.
      // Otherwise focusing a hidden slide's link makes the looping Swiper move slides (and reorder
      // them in the DOM), and Tab jumps back to links already passed.
      const markHidden = () => {
        for (const slide of swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
      };
      swiper.on('slideChangeTransitionEnd', markHidden);
      swiper.on('resize', markHidden);
      swiper.on('slidesUpdated', markHidden);
      markHidden();
      setActive(swiper.realIndex);
      const action = pending.current;
      pending.current = null;
      action?.(swiper);
      sync();
    },
    [sync],
  );

  /** Runs on Swiper now, or as soon as it has loaded (a control used while it was still coming). */
  const withSwiper = (action: SwiperAction) => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) action(swiper);
    else {
      pending.current = action;
      startSwiper();
    }
  };

  const goTo = (index: number) => {
    setActive(index);
    withSwiper((swiper) => swiper.slideToLoop(index));
  };

  // Roving focus in the dot group: one Tab stop, arrow keys between dots (the slides follow).
  const onDotsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = slides.length - 1;
    const target = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = target > last ? 0 : target < 0 ? last : target;
    goTo(index);
    dotsRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  };

  return (
    <section
      ref={sectionRef}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      onMouseEnter={() => {
        startSwiper();
        hovered.current = true;
        sync();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        sync();
      }}
      onPointerDown={startSwiper}
      onFocus={() => {
        startSwiper();
        focused.current = true;
        sync();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        sync();
      }}
    >
      <style>{preInitCss(scope, slidesPerView, breakpoints, spaceBetween)}</style>
      <Suspense fallback={<StaticSlides slides={slides} slideClassName={styles.slide ?? ''} />}>
        <SwiperSlot
          slides={slides}
          slideClassName={styles.slide ?? ''}
          delay={delay}
          slidesPerView={slidesPerView}
          breakpoints={breakpoints}
          spaceBetween={spaceBetween}
          onSwiper={onSwiper}
        />
      </Suspense>
      {slides.length > 1 ? (
        <div className={[styles.controls, slides.length > MANY_SLIDES ? styles.many : ''].filter(Boolean).join(' ')}>
          <button type="button" className={styles.arrow} aria-label="Previous slide" onClick={() => withSwiper((swiper) => swiper.slidePrev())}>
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="M10 2L2 10l8 8" stroke="currentColor" strokeWidth="2.4" fill="none" />
            </svg>
          </button>
          <div ref={dotsRef} className={styles.dots} role="group" aria-label="Choose a slide" onKeyDown={onDotsKeyDown}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                tabIndex={index === active ? 0 : -1}
                aria-label={`Slide ${index + 1} of ${slides.length}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <p className={styles.count}>
            {active + 1} / {slides.length}
          </p>
          <button type="button" className={styles.arrow} aria-label="Next slide" onClick={() => withSwiper((swiper) => swiper.slideNext())}>
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="M2 2l8 8-8 8" stroke="currentColor" strokeWidth="2.4" fill="none" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-label={playing ? `Pause ${label}` : `Play ${label}`}
            onClick={() => setUserPaused(playing)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Carousels hydrate (and fetch Swiper) as they come near the viewport; their slides are server HTML. */
export const CarouselIsland = defineIsland('carousel', Carousel, 'visible');
