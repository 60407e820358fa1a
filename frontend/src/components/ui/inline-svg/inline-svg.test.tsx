import { render, screen } from '@testing-library/react';
import { InlineSvg } from './inline-svg';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><text x="4" y="40">Ember</text></svg>';

describe('InlineSvg', () => {
  it('when it has a label, then it is one image of that name with the SVG drawn inside it (no <img>, no separate document)', () => {
    const { container } = render(<InlineSvg svg={LOGO} label="Ember Grill House" />);
    const image = screen.getByRole('img', { name: 'Ember Grill House' });
    expect(image.innerHTML).toBe(LOGO);
    expect(container.querySelector('img')).toBeNull();
  });

  it('when it has no label, then it is decorative: hidden from assistive technology, sized and kept from shrinking', () => {
    const { container } = render(<InlineSvg svg={LOGO} size={48} />);
    const box = container.firstElementChild as HTMLElement;
    expect(screen.queryByRole('img')).toBeNull();
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.style).toMatchObject({ width: '48px', height: '48px', flexShrink: '0' });
  });
});
