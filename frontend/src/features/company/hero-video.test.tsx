import { renderToStaticMarkup } from 'react-dom/server';
import { HeroVideo } from './hero-video';

describe('HeroVideo (server markup)', () => {
  it('when rendered, then the poster is the only media shown and the looping video waits in a template for the module', () => {
    document.body.innerHTML = renderToStaticMarkup(<HeroVideo alt="Technicians installing screens" />);
    const hero = document.querySelector<HTMLElement>('[data-hero-video]')!;
    const img = hero.querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('fetchpriority')]).toEqual(['/video/hero-poster.jpg', 'Technicians installing screens', 'high']);
    expect(hero.querySelector('picture > source')).toHaveAttribute('srcset', '/video/hero-poster.webp');
    // Nothing plays before (or without) the script.
    expect(hero.querySelector('video')).toBeNull();
    const video = hero.querySelector('template')!.content.querySelector('video')!;
    expect(['autoplay', 'muted', 'loop', 'playsinline', 'aria-hidden', 'tabindex'].map((name) => [name, video.getAttribute(name)])).toEqual([
      ['autoplay', ''],
      ['muted', ''],
      ['loop', ''],
      ['playsinline', ''],
      ['aria-hidden', 'true'],
      ['tabindex', '-1'],
    ]);
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')])).toEqual([
      ['/video/hero-loop.webm', 'video/webm'],
      ['/video/hero-loop.mp4', 'video/mp4'],
    ]);
  });
});
