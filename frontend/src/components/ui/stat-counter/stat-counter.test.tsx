import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { STATISTICS } from '@site/contracts/limits';
import { StatCounter } from './stat-counter';

describe('StatCounter (server markup)', () => {
  it('when rendered, then the final figure shows, screen readers get it once, and the module finds its figure in data attributes', () => {
    document.body.innerHTML = renderToStaticMarkup(<StatCounter value={9294} suffix="+" label="Installations" durationMs={1000} />);
    const stat = document.querySelector<HTMLElement>('[data-stat-counter]')!;
    expect({ ...stat.dataset }).toEqual({ statCounter: '', value: '9294', suffix: '+', duration: '1000' });
    const [shown, spoken] = stat.querySelectorAll('p:first-child > span');
    expect([shown!.textContent, shown!.getAttribute('aria-hidden'), shown!.hasAttribute('data-stat-shown')]).toEqual(['9294+', 'true', true]);
    expect([spoken!.textContent, spoken!.className]).toEqual(['9294+', 'visually-hidden']);
    expect(stat.querySelector('p')).toHaveStyle({ minWidth: '5ch' });
    expect(screen.getByText('Installations')).toBeInTheDocument();
  });

  it('when the spec statistics are rendered, then each label and final figure is present', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        {STATISTICS.map((stat) => (
          <StatCounter key={stat.label} value={stat.value} suffix={stat.suffix} label={stat.label} />
        ))}
      </>,
    );
    expect([...document.querySelectorAll('[data-stat-shown]')].map((shown) => shown.textContent)).toEqual(['9294+', '625+', '20+', '99%']);
    expect([...document.querySelectorAll('[data-stat-counter] > p:last-child')].map((label) => label.textContent)).toEqual([
      'Installations',
      'Projects Done',
      'Years Experience',
      'Repeat Customers',
    ]);
  });
});
