import { renderToStaticMarkup } from 'react-dom/server';
import { StatCounter } from '@/components/ui/stat-counter/stat-counter';
import { ControlledObserver } from '@/testing/controlled-intersection-observer';
import { enhanceStatCounters } from './stat-counter';

const shown = () => document.querySelector('[data-stat-shown]')!;

describe('enhance/stat-counter', () => {
  let restoreObserver: () => void;
  beforeEach(() => {
    restoreObserver = ControlledObserver.install();
    jest.useFakeTimers();
    document.body.innerHTML = renderToStaticMarkup(<StatCounter value={9294} suffix="+" label="Installations" durationMs={1000} />);
  });
  afterEach(() => {
    jest.useRealTimers();
    restoreObserver();
  });

  it('when scrolled into view, then it counts up from 0 to the final figure, which screen readers get at once; until then the final figure shows', () => {
    enhanceStatCounters();
    expect(shown()).toHaveTextContent(/^9294\+$/);
    expect(document.querySelector('.visually-hidden')).toHaveTextContent(/^9294\+$/);
    expect(ControlledObserver.instances.map((observer) => observer.targets)).toEqual([[document.querySelector('[data-stat-counter]')]]);

    ControlledObserver.instances[0]!.enter();
    jest.advanceTimersByTime(300);
    const midway = Number(shown().textContent!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(9294);

    jest.advanceTimersByTime(1000);
    expect(shown()).toHaveTextContent(/^9294\+$/);
  });

  it('when the visitor prefers reduced motion, then the final figure stays without counting', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
    try {
      enhanceStatCounters();
      expect(shown()).toHaveTextContent(/^9294\+$/);
      expect(ControlledObserver.instances).toHaveLength(0);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('when the module is imported, then it enhances each statistic once; on a page without statistics it does nothing', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./stat-counter');
    });
    enhanceStatCounters();
    expect(ControlledObserver.instances).toHaveLength(1);
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceStatCounters()).not.toThrow();
  });
});
