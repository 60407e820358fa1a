/**
 * Upgrades every server-rendered carousel (components/ui/carousel/carousel.tsx, `[data-carousel]`)
 * to Swiper in place: same slides, same layout, options from the element's `data-carousel` JSON.
 *
 * Swiper (carousel-swiper.ts, a chunk of its own) is fetched and started when its carousel comes
 * near the viewport, or is pointed at, focused or has a control used, so a page's carousels below
 * the first screen cost nothing at load; a control used meanwhile acts once it has started, and a
 * failed fetch leaves the plain list (the next trigger tries again). It starts on the slide the
 * visitor had scrolled the plain list to by then. Behaviour (spec section 9): autoplay at `delay`
 * ms, loop, slides per view per breakpoint. Autoplay pauses while the pointer is over the carousel
 * or focus is inside it, never runs under prefers-reduced-motion, and the visible button pauses and
 * resumes it (WCAG 2.2.2). The dots are one Tab stop (arrow keys, Home and End move between them and
 * the slides follow); slides out of view are inert, so Tab goes through what is shown.
 */
import type { CarouselOptions } from '@/components/ui/carousel/carousel-presets';
import type { createSwiper, Swiper } from './carousel-swiper';
import { importReported } from './chunk-report';

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

  let starting: Promise<Swiper> | null = null;

  const init = ({ createSwiper: create }: { createSwiper: typeof createSwiper }): Swiper => {
    // Read now, not when the fetch began: the visitor may have scrolled meanwhile.
    const initialSlide = Math.max(0, Math.min(scrolledSlide(wrapper, options.spaceBetween), slideCount - 1));
    wrapper.scrollLeft = 0;
    // Swiper moves the slides itself from here on; the list is no longer a scroll box to focus.
    wrapper.removeAttribute('tabindex');
    const markHidden = (instance: Swiper) => {
      for (const slide of instance.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
    };
    const instance = create(swiperEl, options, {
      loop: slideCount > 1,
      initialSlide,
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

  /** Swiper for this carousel: started now, or once its chunk has arrived. */
  const start = (): Promise<Swiper> => {
    if (swiper) return Promise.resolve(swiper);
    starting ??= importReported(() => import('./carousel-swiper')).then(init, (err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  };

  /** Runs on Swiper now, or once it has started (fetching it); if it could not be fetched, the plain list stays. */
  const withSwiper = (action: (instance: Swiper) => void) => {
    if (swiper) action(swiper);
    else start().then(action, () => undefined);
  };

  const goTo = (index: number) => {
    showActive(index);
    withSwiper((instance) => instance.slideToLoop(index));
  };

  section.querySelector('[data-carousel-prev]')?.addEventListener('click', () => withSwiper((instance) => instance.slidePrev()));
  section.querySelector('[data-carousel-next]')?.addEventListener('click', () => withSwiper((instance) => instance.slideNext()));
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
    withSwiper(sync);
  });

  section.addEventListener('pointerenter', () => {
    hovered = true;
    withSwiper(sync);
  });
  section.addEventListener('pointerleave', () => {
    hovered = false;
    sync();
  });
  section.addEventListener('focusin', () => {
    focused = true;
    withSwiper(sync);
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
      withSwiper(() => undefined);
    },
    { rootMargin: START_MARGIN },
  );
  observer.observe(section);
}

export function enhanceCarousels(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-carousel]').forEach(enhanceCarousel);
}

enhanceCarousels();
