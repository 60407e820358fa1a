import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { MEDIA_VIDEOS } from '@/content/media/media-videos';
import { MediaGallery } from './media-gallery';

describe('MediaGallery (server markup)', () => {
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(<MediaGallery videos={MEDIA_VIDEOS} />);
  });

  it('when rendered, then seven cards show a thumbnail, heading and text, each a link to its video with what the modal shows', () => {
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    for (const [i, card] of cards.entries()) {
      const video = MEDIA_VIDEOS[i]!;
      expect(card.querySelector('img')).toHaveAttribute('src', video.thumbnail);
      expect(within(card).getByRole('heading', { name: video.heading })).toBeInTheDocument();
      expect(within(card).getByText(video.text)).toBeInTheDocument();
      // A link to the clip itself: a choice made before (or without) the script still plays it.
      const link = within(card).getByRole('link', { name: `Play video: ${video.heading}` });
      expect([link.getAttribute('href'), link.dataset.mediaOpen, link.dataset.title, link.dataset.text, link.dataset.poster]).toEqual([
        video.video,
        '',
        video.heading,
        video.text,
        video.thumbnail,
      ]);
    }
  });

  it('when rendered, then the page holds one closed video dialog, labelled by its title, for the module to fill', () => {
    const gallery = document.querySelector('[data-media-gallery]')!;
    const dialogs = gallery.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expect(dialog.open).toBe(false);
    expect(dialog).toHaveAttribute('data-media-dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('[data-media-title]')!.id);
    expect(dialog.querySelector('[data-media-close]')).toHaveAttribute('aria-label', 'Close video');
    const player = dialog.querySelector('video[data-media-player]')!;
    expect(['controls', 'autoplay', 'muted', 'playsinline', 'src'].map((name) => player.getAttribute(name))).toEqual(['', '', '', '', null]);
  });
});
