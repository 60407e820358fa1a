/**
 * Upgrades every server-rendered carousel (components/ui/carousel/carousel.tsx, `[data-carousel]`)
 * to Swiper in place: same slides, same layout, options from the element's `data-carousel` JSON.
 *
 * Swiper starts when its carousel comes near the viewport, or is pointed at, focused or has a
 * control used, so a page's carousels below the first screen cost nothing at load. It starts on the
 * slide the visitor had scrolled the plain list to. Behaviour (spec section 9): autoplay at `delay`
 * ms, loop, slides per view per breakpoint. Autoplay pauses while the pointer is over the carousel
 * or focus is inside it, never runs under prefers-reduced-motion, and the visible button pauses and
 * resumes it (WCAG 2.2.2). The dots are one Tab stop (arrow keys, Home and End move between them and
 * the slides follow); slides out of view are inert, so Tab goes through what is shown.
 */
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import type { CarouselOptions } from '@/components/ui/carousel/carousel-presets';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Swiper is started this far before its carousel scrolls into view. */
const START_MARGIN = '200px';

function readOptions(section: HTMLElement): CarouselOptions | null {
  try {
    const options = JSON.parse(section.dataset.carousel ?? '') as Partial<CarouselOptions>;
    if (typeof options.delay !== 'number') return null;
    return { delay: options.delay, slidesPerView: options.slidesPerView ?? 1, breakpoints: options.breakpoints ?? {}, spaceBetween: options.spaceBetween ?? 24 };
  } catch {
    // Not ours or damaged: the plain scrolling list stays, which works.
    return null;
  }
}

/** The slide the visitor scrolled the plain list to (0 if it was not scrolled or has no layout). */
function scrolledSlide(wrapper: HTMLElement, gap: number): number {
  const width = wrapper.querySelector('.swiper-slide')?.getBoundingClientRect().width ?? 0;
  return width > 0 ? Math.round(wrapper.scrollLeft / (width + gap)) : 0;
}

export function enhanceCarousel(section: HTMLElement): void {
  if (section.hasAttribute('data-enhanced')) return;
  const options = readOptions(section);
  const swiperEl = section.querySelector<HTMLElement>(':scope > .swiper');
  const wrapper = swiperEl?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!options || !swiperEl || !wrapper) return;
  section.setAttribute('data-enhanced', '');

  const label = section.getAttribute('aria-label') ?? 'carousel';
  const slideCount = wrapper.querySelectorAll(':scope > .swiper-slide').length;
  const dots = [...section.querySelectorAll<HTMLButtonElement>('[data-carousel-dots] button')];
  const count = section.querySelector('[data-carousel-count]');
  const toggle = section.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let swiper: Swiper | null = null;
  let hovered = false;
  let focused = false;
  let userPaused = false;

  const showActive = (index: number) => {
    dots.forEach((dot, i) => {
      dot.tabIndex = i === index ? 0 : -1;
      if (i === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (count) count.textContent = `${index + 1} / ${slideCount}`;
  };

  const showPlaying = (playing: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-label', `${playing ? 'Pause' : 'Play'} ${label}`);
    const icon = toggle.querySelector('span');
    if (icon) icon.textContent = playing ? '❚❚' : '▶';
  };

  /** Runs, pauses or stops autoplay for the current hover, focus, preference and button state. */
  const sync = () => {
    const autoplay = swiper && !swiper.destroyed ? swiper.autoplay : undefined;
    if (!autoplay) return;
    if (reducedMotion.matches || userPaused) {
      if (autoplay.running) autoplay.stop();
      showPlaying(false);
      return;
    }
    if (!autoplay.running) autoplay.start();
    if (hovered || focused) autoplay.pause();
    else if (autoplay.paused) autoplay.resume();
    showPlaying(true);
  };

  const start = (): Swiper => {
    if (swiper) return swiper;
    const initialSlide = Math.min(scrolledSlide(wrapper, options.spaceBetween), slideCount - 1);
    wrapper.scrollLeft = 0;
    // Swiper moves the slides itself from here on; the list is no longer a scroll box to focus.
    wrapper.removeAttribute('tabindex');
    const markHidden = (instance: Swiper) => {
      for (const slide of instance.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
    };
    const instance = new Swiper(swiperEl, {
      // Arrows, pagination and arrow keys are the carousel's own controls (below the slides, one Tab
      // stop for the dots); Swiper only moves the slides.
      modules: [Autoplay, A11y],
      slidesPerView: options.slidesPerView,
      spaceBetween: options.spaceBetween,
      breakpoints: Object.fromEntries(Object.entries(options.breakpoints).map(([min, n]) => [min, { slidesPerView: n }])),
      loop: slideCount > 1,
      initialSlide: Math.max(0, initialSlide),
      autoplay: { delay: options.delay, disableOnInteraction: false },
      watchSlidesProgress: true,
      a11y: { enabled: true },
      on: {
        realIndexChange: (s) => showActive(s.realIndex),
        // Otherwise focusing a hidden slide's link makes the looping Swiper move (and reorder) slides,
        // and Tab jumps back to links already passed.
        slideChangeTransitionEnd: markHidden,
        resize: markHidden,
        slidesUpdated: markHidden,
      },
    });
    swiper = instance;
    markHidden(instance);
    showActive(instance.realIndex);
    sync();
    return instance;
  };

  const goTo = (index: number) => {
    showActive(index);
    start().slideToLoop(index);
  };

  section.querySelector('[data-carousel-prev]')?.addEventListener('click', () => start().slidePrev());
  section.querySelector('[data-carousel-next]')?.addEventListener('click', () => start().slideNext());
  dots.forEach((dot, index) => dot.addEventListener('click', () => goTo(index)));
  section.querySelector('[data-carousel-dots]')?.addEventListener('keydown', (event) => {
    const { key } = event as KeyboardEvent;
    const active = Math.max(0, dots.findIndex((dot) => dot.tabIndex === 0));
    const last = dots.length - 1;
    const target = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: last }[key];
    if (target === undefined) return;
    event.preventDefault();
    const index = target > last ? 0 : target < 0 ? last : target;
    goTo(index);
    dots[index]?.focus();
  });
  toggle?.addEventListener('click', () => {
    // The button does what its name said when it was pressed.
    userPaused = toggle.getAttribute('aria-label')?.startsWith('Pause') ?? false;
    start();
    sync();
  });

  section.addEventListener('pointerenter', () => {
    hovered = true;
    start();
    sync();
  });
  section.addEventListener('pointerleave', () => {
    hovered = false;
    sync();
  });
  section.addEventListener('focusin', () => {
    focused = true;
    start();
    sync();
  });
  section.addEventListener('focusout', (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    sync();
  });
  reducedMotion.addEventListener?.('change', sync);

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: START_MARGIN },
  );
  observer.observe(section);
}

export function enhanceCarousels(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhanceCarousel);
}

enhanceCarousels();
