import { act, render, screen } from '@testing-library/react';
import { STATISTICS } from '@site/contracts/limits';
import { ControlledObserver } from '@/testing/controlled-intersection-observer';
import { StatCounter } from './stat-counter';

describe('StatCounter', () => {
  let restoreObserver: () => void;
  beforeEach(() => {
    restoreObserver = ControlledObserver.install();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreObserver();
  });

  it('when scrolled into view, then it counts up from 0 to the final figure, which screen readers get at once', () => {
    render(<StatCounter value={9294} suffix="+" label="Installations" durationMs={1000} />);
    const shown = screen.getByTestId('stat-shown');
    expect(shown).toHaveTextContent(/^0\+$/);
    expect(screen.getByText('9294+')).toHaveClass('visually-hidden');

    act(() => ControlledObserver.instances[0]!.enter());
    act(() => {
      jest.advanceTimersByTime(300);
    });
    const midway = Number(shown.textContent!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(9294);

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(shown).toHaveTextContent(/^9294\+$/);
  });

  it('when the visitor prefers reduced motion, then the final figure shows without counting', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
    try {
      render(<StatCounter value={625} suffix="+" label="Projects Done" />);
      expect(screen.getByTestId('stat-shown')).toHaveTextContent(/^625\+$/);
      expect(ControlledObserver.instances).toHaveLength(0);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('when the spec statistics are rendered, then each label and final figure is present', () => {
    render(
      <>
        {STATISTICS.map((stat) => (
          <StatCounter key={stat.label} value={stat.value} suffix={stat.suffix} label={stat.label} />
        ))}
      </>,
    );
    for (const text of ['9294+', '625+', '20+', '99%', 'Installations', 'Projects Done', 'Years Experience', 'Repeat Customers']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
