import { renderToStaticMarkup } from 'react-dom/server';
import { HeroVideo } from '@/features/company/hero-video';
import { enhanceHeroVideos } from './hero-video';

describe('enhance/hero-video', () => {
  let reduced: boolean;
  let onChange: (() => void) | undefined;
  let restoreMatchMedia: () => void;
  beforeEach(() => {
    reduced = false;
    onChange = undefined;
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return reduced && query.includes('reduce');
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => (onChange = listener),
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    restoreMatchMedia = () => (window.matchMedia = original);
    document.body.innerHTML = renderToStaticMarkup(<HeroVideo alt="Technicians installing screens" />);
  });
  afterEach(() => restoreMatchMedia());

  const hero = () => document.querySelector<HTMLElement>('[data-hero-video]')!;

  it('when motion is fine, then the muted looping video plays over the poster', () => {
    enhanceHeroVideos();
    const videos = hero().querySelectorAll(':scope > video');
    expect(videos).toHaveLength(1);
    const video = videos[0] as HTMLVideoElement;
    expect([video.muted, video.autoplay, video.loop, video.getAttribute('aria-hidden')]).toEqual([true, true, true, 'true']);
    expect(video.previousElementSibling!.tagName).toBe('PICTURE');
    expect(hero()).toHaveAttribute('data-enhanced');
  });

  it('when the visitor prefers reduced motion, then only the still poster shows; if the preference is dropped, the video comes', () => {
    reduced = true;
    enhanceHeroVideos();
    expect(hero().querySelector(':scope > video')).toBeNull();
    reduced = false;
    onChange!();
    expect(hero().querySelectorAll(':scope > video')).toHaveLength(1);
    reduced = true;
    onChange!();
    expect(hero().querySelector(':scope > video')).toBeNull();
  });

  it('when the module is imported, then it adds the video once; on a page without a hero it does nothing', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./hero-video');
    });
    enhanceHeroVideos();
    expect(hero().querySelectorAll(':scope > video')).toHaveLength(1);
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceHeroVideos()).not.toThrow();
  });
});
