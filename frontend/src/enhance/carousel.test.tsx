import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type Swiper from 'swiper';
import { Carousel } from '@/components/ui/carousel/carousel';
import { BLOG_CAROUSEL, PARTNER_LOGOS_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { ControlledObserver } from '@/testing/controlled-intersection-observer';
import { enhanceCarousels } from './carousel';

/** The server's HTML for a carousel of `n` slides, in the page as a browser would have it. */
function showCarousel(label: string, n: number, preset = BLOG_CAROUSEL) {
  document.body.innerHTML = renderToStaticMarkup(
    <main>
      <Carousel label={label} {...preset}>
        {Array.from({ length: n }, (_, i) => (
          <a key={i} href={`/blog/post-${i + 1}`}>
            Post {i + 1}
          </a>
        ))}
      </Carousel>
    </main>,
  );
  const region = screen.getByRole('region', { name: label });
  // jsdom has no layout: Swiper measures its element as a browser at jsdom's window width would.
  Object.defineProperty(region.querySelector('.swiper'), 'clientWidth', { value: window.innerWidth });
  return region;
}

const swiperOf = (region: HTMLElement) => (region.querySelector('.swiper') as HTMLElement & { swiper?: Swiper }).swiper;
const scrollIntoView = () => ControlledObserver.instances.forEach((observer) => observer.enter());
/** Swiper, once its chunk has arrived and it has started on the carousel. */
async function started(region: HTMLElement): Promise<Swiper> {
  await waitFor(() => expect(swiperOf(region)).toBeDefined());
  return swiperOf(region)!;
}

describe('enhance/carousel', () => {
  let restoreObserver: () => void;
  let restoreMatchMedia: () => void;
  let reduced = false;
  beforeEach(() => {
    restoreObserver = ControlledObserver.install();
    reduced = false;
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: reduced && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    restoreMatchMedia = () => (window.matchMedia = original);
  });
  afterEach(() => {
    document.querySelectorAll<HTMLElement & { swiper?: Swiper }>('.swiper').forEach((el) => el.swiper?.destroy());
    restoreObserver();
    restoreMatchMedia();
  });

  it('when the module is imported on a page with carousels, then it enhances each one once and watches it come into view', async () => {
    const region = showCarousel('Latest blogs carousel', 4);
    await jest.isolateModulesAsync(async () => {
      await import('./carousel');
    });
    enhanceCarousels();
    expect(region).toHaveAttribute('data-enhanced');
    expect(ControlledObserver.instances.map((observer) => observer.targets)).toEqual([[region]]);
    // Until it is near the viewport, Swiper has not started and the slides are the server's.
    expect(swiperOf(region)).toBeUndefined();
    expect([...region.querySelectorAll('.swiper-slide')].map((slide) => slide.textContent)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4']);
  });

  it('when a page has no carousel, then the module does nothing and does not throw', () => {
    document.body.innerHTML = '<main><p>About us</p></main>';
    expect(() => enhanceCarousels()).not.toThrow();
    expect(ControlledObserver.instances).toHaveLength(0);
  });

  it('when the carousel scrolls into view, then Swiper starts on its element with the preset: breakpoints, loop, autoplay, and the controls are shown', async () => {
    const region = showCarousel('Partner logos carousel', 16, PARTNER_LOGOS_CAROUSEL);
    enhanceCarousels();
    scrollIntoView();
    const swiper = await started(region);
    expect(region.querySelector('.swiper')).toHaveClass('swiper-initialized');
    const { slidesPerView, spaceBetween, breakpoints, loop, autoplay, initialSlide } = swiper.originalParams;
    expect({ slidesPerView, spaceBetween, breakpoints, loop, autoplay, initialSlide }).toEqual({
      slidesPerView: 2,
      spaceBetween: 24,
      breakpoints: { 560: { slidesPerView: 3 }, 800: { slidesPerView: 4 }, 1100: { slidesPerView: 6 } },
      loop: true,
      autoplay: expect.objectContaining({ delay: 1500, disableOnInteraction: false }),
      initialSlide: 0,
    });
    // Swiper only moves slides: no arrows or bullets of its own next to the carousel's controls.
    expect(region.querySelector('.swiper-button-next, .swiper-pagination')).toBeNull();
    expect(region.querySelector('.swiper-wrapper')).not.toHaveAttribute('tabindex');
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause Partner logos carousel' })).toBeInTheDocument();
  });

  it('when the pause button is pressed, then autoplay stops and the button offers to play; pressed again, autoplay runs', async () => {
    const region = showCarousel('Latest blogs carousel', 3);
    enhanceCarousels();
    scrollIntoView();
    await started(region);
    const toggle = screen.getByRole('button', { name: 'Pause Latest blogs carousel' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Play Latest blogs carousel');
    expect(swiperOf(region)!.autoplay.running).toBe(false);
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Pause Latest blogs carousel');
    expect(swiperOf(region)!.autoplay.running).toBe(true);
  });

  it('when the visitor prefers reduced motion, then Swiper starts without autoplay and the button offers to play', async () => {
    reduced = true;
    const region = showCarousel('Latest blogs carousel', 3);
    enhanceCarousels();
    scrollIntoView();
    await started(region);
    expect(region.querySelector('.swiper')).toHaveClass('swiper-initialized');
    expect(swiperOf(region)!.autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play Latest blogs carousel' })).toBeInTheDocument();
  });

  it('when a control is used before the carousel came into view, then Swiper starts and the control takes effect', async () => {
    const region = showCarousel('Latest blogs carousel', 7);
    enhanceCarousels();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(swiperOf(region)).toBeUndefined();
    await waitFor(() => expect(swiperOf(region)?.realIndex).toBe(1));
    expect(screen.getByRole('button', { name: 'Slide 2 of 7' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 7' }));
    // Swiper moves to a chosen slide on the next animation frame.
    await waitFor(() => expect(swiperOf(region)!.realIndex).toBe(2));
    // The browser ends the slide animation (jsdom runs no transitions); a looping Swiper waits for it.
    fireEvent.transitionEnd(region.querySelector('.swiper-wrapper')!);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(swiperOf(region)!.realIndex).toBe(1);
  });

  it('when the dots are reached with Tab, then they are one Tab stop, arrow keys, Home and End move between them and the slides follow', async () => {
    // jsdom is 1024 px wide (3 slides per view): the loop needs more slides than that to move.
    const region = showCarousel('Latest blogs carousel', 7);
    enhanceCarousels();
    scrollIntoView();
    await started(region);
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    const user = userEvent.setup();
    dots[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(dots[1]).toHaveFocus();
    expect(dots.map((dot) => [dot.tabIndex, dot.getAttribute('aria-current')])).toEqual([
      [-1, null],
      [0, 'true'],
      ...Array.from({ length: 5 }, () => [-1, null]),
    ]);
    await waitFor(() => expect(swiperOf(region)!.realIndex).toBe(1));
    await user.keyboard('{End}');
    expect(dots[6]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dots[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dots[6]).toHaveFocus();
    await waitFor(() => expect(swiperOf(region)!.realIndex).toBe(6));
    // Focus inside the carousel holds autoplay still (WCAG 2.2.2).
    expect(swiperOf(region)!.autoplay.paused).toBe(true);
  });

  it('when the visitor had scrolled the plain list before Swiper started, then Swiper starts on the slide they scrolled to', async () => {
    const region = showCarousel('Latest blogs carousel', 4);
    const wrapper = region.querySelector<HTMLElement>('.swiper-wrapper')!;
    // jsdom has no layout: the slides' width is given as a browser would measure it.
    wrapper.querySelectorAll<HTMLElement>('.swiper-slide').forEach((slide) => (slide.getBoundingClientRect = () => ({ width: 300 }) as DOMRect));
    enhanceCarousels();
    scrollIntoView();
    // Scrolled while Swiper was on its way: where the list is when Swiper starts is what counts.
    wrapper.scrollLeft = 2 * (300 + 24);
    expect((await started(region)).originalParams.initialSlide).toBe(2);
    expect(screen.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it("when Swiper's chunk cannot be fetched, then the plain scrolling list stays usable and nothing throws", async () => {
    const region = showCarousel('Latest blogs carousel', 4);
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./carousel-swiper', () => {
        throw new Error('Loading chunk carousel-swiper failed.');
      });
      const { enhanceCarousels: enhance } = await import('./carousel');
      enhance();
    });
    scrollIntoView();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(swiperOf(region)).toBeUndefined();
    expect(region.querySelector('.swiper-wrapper')).toHaveAttribute('tabindex', '0');
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(4);
    jest.dontMock('./carousel-swiper');
  });

  it('when the module runs twice, then a carousel is enhanced once', () => {
    showCarousel('Latest blogs carousel', 3);
    enhanceCarousels();
    enhanceCarousels();
    expect(ControlledObserver.instances).toHaveLength(1);
  });
});
