import { renderToStaticMarkup } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_VIDEOS } from '@/content/media/media-videos';
import { MediaGallery } from '@/features/media/media-gallery';
import { enhanceMediaGalleries } from './media-gallery';

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-media-dialog]')!;
const card = (heading: string) => screen.getByRole('link', { name: `Play video: ${heading}` });

async function choose(user: ReturnType<typeof userEvent.setup>, heading: string) {
  await user.click(card(heading));
  return card(heading);
}

describe('enhance/media-gallery', () => {
  beforeEach(() => {
    document.body.removeAttribute('style');
    document.body.innerHTML = renderToStaticMarkup(<MediaGallery videos={MEDIA_VIDEOS} />);
    enhanceMediaGalleries();
  });

  it('when a card is chosen, then the link does not navigate and the modal dialog plays that video with focus on its close button', async () => {
    const user = userEvent.setup();
    const video = MEDIA_VIDEOS[1]!;
    let navigated = true;
    document.addEventListener('click', (event) => (navigated = !event.defaultPrevented), { once: true });
    await choose(user, video.heading);
    expect(navigated).toBe(false);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: video.heading })).toBe(dialog());
    const player = dialog().querySelector('video')!;
    expect([player.getAttribute('src'), player.getAttribute('poster'), player.autoplay, player.muted]).toEqual([video.video, video.thumbnail, true, true]);
    expect(within(dialog()).getByText(video.text)).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close video' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('when a card is clicked with a modifier key (new tab or window), then the browser follows the link', () => {
    let followed = false;
    document.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        // jsdom cannot load another page: what the browser would follow is recorded instead.
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(card(MEDIA_VIDEOS[0]!.heading), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(dialog().open).toBe(false);
  });

  it('when Escape is pressed, then the modal closes, the video stops and focus returns to the card', async () => {
    const user = userEvent.setup();
    const opener = await choose(user, MEDIA_VIDEOS[0]!.heading);
    await user.keyboard('{Escape}');
    expect(dialog().open).toBe(false);
    expect(dialog().querySelector('video')).not.toHaveAttribute('src');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('when the close button is pressed, then the modal closes and focus returns to the card; another card then plays its own video', async () => {
    const user = userEvent.setup();
    const opener = await choose(user, MEDIA_VIDEOS[3]!.heading);
    await user.click(within(dialog()).getByRole('button', { name: 'Close video' }));
    expect(dialog().open).toBe(false);
    expect(opener).toHaveFocus();
    await choose(user, MEDIA_VIDEOS[5]!.heading);
    expect(screen.getByRole('dialog', { name: MEDIA_VIDEOS[5]!.heading })).toBeInTheDocument();
    expect(dialog().querySelector('video')).toHaveAttribute('src', MEDIA_VIDEOS[5]!.video);
  });

  it('when the backdrop outside the panel is clicked, then the modal closes; a click inside, or a press that began inside, keeps it open', async () => {
    const user = userEvent.setup();
    const opener = await choose(user, MEDIA_VIDEOS[2]!.heading);
    await user.click(within(dialog()).getByText(MEDIA_VIDEOS[2]!.text));
    expect(dialog().open).toBe(true);
    // Selecting text in the panel and releasing over the backdrop.
    fireEvent.mouseDown(within(dialog()).getByText(MEDIA_VIDEOS[2]!.text));
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
    await user.click(dialog());
    expect(dialog().open).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('when the module is imported, then it enhances the gallery once; on a page without one it does nothing', async () => {
    document.body.innerHTML = renderToStaticMarkup(<MediaGallery videos={MEDIA_VIDEOS} />);
    await jest.isolateModulesAsync(async () => {
      await import('./media-gallery');
    });
    enhanceMediaGalleries();
    expect(document.querySelector('[data-media-gallery]')).toHaveAttribute('data-enhanced');
    const user = userEvent.setup();
    await choose(user, MEDIA_VIDEOS[0]!.heading);
    expect(dialog().open).toBe(true);
    document.body.innerHTML = '<main></main>';
    expect(() => enhanceMediaGalleries()).not.toThrow();
  });
});
