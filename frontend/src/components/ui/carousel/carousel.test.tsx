import { renderToStaticMarkup } from 'react-dom/server';
import { within } from '@testing-library/react';
import { Carousel, MANY_SLIDES } from './carousel';
import { CAROUSEL_BREAKPOINTS, HERO_LOGOS_CAROUSEL, INDUSTRIES_CAROUSEL, PARTNER_LOGOS_CAROUSEL, SERVICES_CAROUSEL, SERVICE_PAGE_CAROUSEL, TESTIMONIALS_CAROUSEL, BLOG_CAROUSEL } from './carousel-presets';

/** The carousel as the server sends it: static HTML, no script has run. */
function serverHtml(ui: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(ui);
  return host.firstElementChild as HTMLElement;
}

describe('Carousel (server markup)', () => {
  it("when rendered, then each child is one slide in Swiper's markup inside a labelled carousel region, with the options for the module", () => {
    const section = serverHtml(
      <Carousel label="Services carousel" {...SERVICES_CAROUSEL}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('aria-roledescription', 'carousel');
    expect(section).toHaveAttribute('aria-label', 'Services carousel');
    expect(JSON.parse(section.dataset.carousel!)).toEqual({ delay: 2500, slidesPerView: 1, breakpoints: { 700: 2, 1100: 3 }, spaceBetween: 24 });
    const wrapper = section.querySelector(':scope > .swiper > .swiper-wrapper')!;
    expect([...wrapper.children].map((slide) => [slide.classList.contains('swiper-slide'), slide.textContent])).toEqual([
      [true, 'One'],
      [true, 'Two'],
      [true, 'Three'],
    ]);
    // A plain scroll box until Swiper takes over: keyboard users can reach and scroll it.
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(section.querySelector('.swiper-initialized')).toBeNull();
    expect(section.querySelector('style')).toBeNull();
  });

  it('when rendered, then the static layout knows the slides per view at every breakpoint width the stylesheet switches at', () => {
    const section = serverHtml(
      <Carousel label="Partner logos carousel" {...PARTNER_LOGOS_CAROUSEL} spaceBetween={16}>
        <p>A</p>
      </Carousel>,
    );
    const variables = Object.fromEntries(['--spv-0', '--gap', ...CAROUSEL_BREAKPOINTS.map((min) => `--spv-${min}`)].map((name) => [name, section.style.getPropertyValue(name)]));
    expect(variables).toEqual({
      '--spv-0': '2',
      '--gap': '16px',
      '--spv-560': '3',
      '--spv-640': '3',
      '--spv-700': '3',
      '--spv-800': '4',
      '--spv-900': '4',
      '--spv-992': '4',
      '--spv-1100': '6',
    });
  });

  it('when given a breakpoint the stylesheet does not switch at, then it refuses to render rather than jump when Swiper starts', () => {
    expect(() => serverHtml(<Carousel label="Odd carousel" delay={1000} breakpoints={{ 1234: 2 }}><p>A</p></Carousel>)).toThrow(
      'Carousel breakpoints 1234 px are not in CAROUSEL_BREAKPOINTS',
    );
  });

  it("when each spec preset is rendered, then its breakpoints are ones the stylesheet knows", () => {
    for (const preset of [SERVICE_PAGE_CAROUSEL, BLOG_CAROUSEL, SERVICES_CAROUSEL, TESTIMONIALS_CAROUSEL, INDUSTRIES_CAROUSEL, PARTNER_LOGOS_CAROUSEL, HERO_LOGOS_CAROUSEL]) {
      expect(() => serverHtml(<Carousel label="Preset carousel" {...preset}><p>A</p></Carousel>)).not.toThrow();
    }
  });

  it('when it has several slides, then the controls are below the slides: previous, one dot group with one Tab stop, the count, next and play', () => {
    const section = serverHtml(
      <Carousel label="Industries carousel" {...INDUSTRIES_CAROUSEL}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    const controls = section.querySelector('[data-carousel-controls]') as HTMLElement;
    expect(controls.previousElementSibling).toHaveClass('swiper');
    expect([...controls.children].map((child) => child.getAttribute('aria-label') ?? child.textContent)).toEqual([
      'Previous slide',
      'Choose a slide',
      '1 / 3',
      'Next slide',
      'Play Industries carousel',
    ]);
    const dots = within(controls).getAllByRole('button', { name: /^Slide/ });
    expect(dots.map((dot) => [dot.getAttribute('aria-label'), dot.tabIndex, dot.getAttribute('aria-current')])).toEqual([
      ['Slide 1 of 3', 0, 'true'],
      ['Slide 2 of 3', -1, null],
      ['Slide 3 of 3', -1, null],
    ]);
    expect(within(controls).getByRole('group')).toHaveAttribute('aria-label', 'Choose a slide');
  });

  it('when a carousel has more than MANY_SLIDES slides, then its controls carry the count that replaces the dots on phones', () => {
    const section = serverHtml(
      <Carousel label="Logos carousel" delay={1500}>
        {Array.from({ length: MANY_SLIDES + 6 }, (_, i) => (
          <p key={i}>Logo {i}</p>
        ))}
      </Carousel>,
    );
    const controls = section.querySelector('[data-carousel-controls]')!;
    expect(controls.className).toMatch(/many/);
    expect(section.querySelector('[data-carousel-count]')).toHaveTextContent(`1 / ${MANY_SLIDES + 6}`);
    expect(section.querySelectorAll('[data-carousel-dots] button')).toHaveLength(MANY_SLIDES + 6);
  });

  it('when it has one slide, then it has no controls', () => {
    const section = serverHtml(
      <Carousel label="Single carousel" delay={1500}>
        <p>Only</p>
      </Carousel>,
    );
    expect(section.querySelector('[data-carousel-controls]')).toBeNull();
    expect(section.querySelectorAll('.swiper-slide')).toHaveLength(1);
  });
});
