import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('when given children, then each is a slide in a labelled carousel region with arrows and a pause button', async () => {
    renderWithProviders(
      <Carousel label="Services carousel" delay={2500}>
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    const region = await screen.findByRole('region', { name: 'Services carousel' });
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
      expect(await screen.findByRole('button', { name: 'Play Logos carousel' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
