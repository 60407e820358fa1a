import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ControlledObserver } from '@/testing/controlled-intersection-observer';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Carousel, MANY_SLIDES } from './carousel';

describe('Carousel', () => {
  let restoreObserver: () => void;
  beforeEach(() => {
    restoreObserver = ControlledObserver.install();
  });
  afterEach(() => restoreObserver());

  const scrollIntoView = () => act(() => ControlledObserver.instances.forEach((observer) => observer.enter()));

  it('when it has not scrolled into view, then its slides are static markup and Swiper has not started', async () => {
    renderWithProviders(
      <Carousel label="Clients carousel" delay={2500}>
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    const region = await screen.findByRole('region', { name: 'Clients carousel' });
    // Swiper's loop would clone slides and add arrows; until then each child is one static slide.
    expect([...region.querySelectorAll('.swiper-slide')].map((slide) => slide.textContent)).toEqual(['One', 'Two']);
    expect(region.querySelector('.swiper-initialized')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Clients carousel' })).toBeInTheDocument();
  });

  it('when given children and scrolled into view, then each is a slide in a labelled carousel region with arrows and a pause button', async () => {
    renderWithProviders(
      <Carousel label="Services carousel" delay={2500}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    await scrollIntoView();
    const region = await screen.findByRole('region', { name: 'Services carousel' });
    await screen.findByRole('button', { name: 'Pause Services carousel' });
    expect(region.querySelector('.swiper-initialized')).not.toBeNull();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByText('One').length).toBeGreaterThanOrEqual(1);
    expect(region.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(3);
    const toggle = screen.getByRole('button', { name: /Services carousel/ });
    // jsdom reports no reduced-motion preference, so autoplay runs and the button offers to pause.
    expect(toggle).toHaveAccessibleName('Pause Services carousel');
    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Play Services carousel');
  });

  it('when the user prefers reduced motion, then autoplay does not run', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    try {
      renderWithProviders(
        <Carousel label="Logos carousel" delay={1500}>
          <p>A</p>
          <p>B</p>
        </Carousel>,
      );
      await scrollIntoView();
      await screen.findByText((_, node) => node?.classList.contains('swiper-initialized') ?? false);
      expect(screen.getByRole('button', { name: 'Play Logos carousel' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('when the dots are reached with Tab, then they are one Tab stop, arrow keys, Home and End move between them and the current slide follows', async () => {
    renderWithProviders(
      <Carousel label="Industries carousel" delay={1500}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    await scrollIntoView();
    await screen.findByRole('button', { name: 'Pause Industries carousel' });
    const group = screen.getByRole('group', { name: 'Choose a slide' });
    const dots = within(group).getAllByRole('button');
    expect(dots.map((dot) => [dot.getAttribute('aria-label'), dot.tabIndex])).toEqual([
      ['Slide 1 of 3', 0],
      ['Slide 2 of 3', -1],
      ['Slide 3 of 3', -1],
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const user = userEvent.setup();
    dots[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(dots[1]).toHaveFocus();
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots.map((dot) => dot.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{End}');
    expect(dots[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dots[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dots[2]).toHaveFocus();
    // The previous and next buttons are their own Tab stops, below the slides, not over them.
    expect(screen.getByRole('button', { name: 'Previous slide' }).tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Next slide' }).tabIndex).toBe(0);
  });

  it('when a carousel has more than MANY_SLIDES slides, then its controls carry the count that replaces the dots on phones', () => {
    renderWithProviders(
      <Carousel label="Logos carousel" delay={1500}>
        {Array.from({ length: MANY_SLIDES + 6 }, (_, i) => (
          <p key={i}>Logo {i}</p>
        ))}
      </Carousel>,
    );
    expect(screen.getByText(`1 / ${MANY_SLIDES + 6}`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button')).toHaveLength(MANY_SLIDES + 6);
  });
});
