import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_VIDEOS } from '@/content/media/media-videos';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MediaGallery } from './media-gallery';

const open = async (user: ReturnType<typeof userEvent.setup>, heading: string) => {
  const button = screen.getByRole('link', { name: `Play video: ${heading}` });
  await user.click(button);
  return button;
};

describe('MediaGallery', () => {
  it('then seven cards show a thumbnail, heading and text', () => {
    renderWithProviders(<MediaGallery videos={MEDIA_VIDEOS} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    for (const [i, card] of cards.entries()) {
      const video = MEDIA_VIDEOS[i]!;
      expect(card.querySelector('img')).toHaveAttribute('src', video.thumbnail);
      expect(within(card).getByRole('heading', { name: video.heading })).toBeInTheDocument();
      expect(within(card).getByText(video.text)).toBeInTheDocument();
      // A link to the clip itself: a choice made before (or without) the script still plays it.
      expect(within(card).getByRole('link', { name: `Play video: ${video.heading}` })).toHaveAttribute('href', video.video);
    }
  });

  it('when a card is chosen, then the link does not navigate and a modal plays that video with focus on its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaGallery videos={MEDIA_VIDEOS} />);
    const video = MEDIA_VIDEOS[1]!;
    let navigated = true;
    document.addEventListener('click', (event) => (navigated = !event.defaultPrevented), { once: true });
    await open(user, video.heading);
    expect(navigated).toBe(false);
    const dialog = screen.getByRole('dialog', { name: video.heading });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const player = dialog.querySelector('video');
    expect(player).toHaveAttribute('src', video.video);
    expect(player).toHaveAttribute('autoplay');
    expect(within(dialog).getByRole('button', { name: 'Close video' })).toHaveFocus();
  });

  it('when Escape is pressed, then the modal closes and focus returns to the card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaGallery videos={MEDIA_VIDEOS} />);
    const opener = await open(user, MEDIA_VIDEOS[0]!.heading);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('when the backdrop outside the panel is clicked, then the modal closes; a click inside keeps it open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaGallery videos={MEDIA_VIDEOS} />);
    const opener = await open(user, MEDIA_VIDEOS[2]!.heading);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText(MEDIA_VIDEOS[2]!.text));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('when Tab and Shift+Tab move past the ends, then focus stays inside the modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MediaGallery videos={MEDIA_VIDEOS} />);
    await open(user, MEDIA_VIDEOS[3]!.heading);
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close video' });
    const player = dialog.querySelector('video')!;
    await user.tab();
    expect(player).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(player).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
