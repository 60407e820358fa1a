/**
 * Plays a chosen media video in the page's modal dialog (features/media/media-gallery.tsx,
 * `[data-media-gallery]`). Each card is a link to its video, so a click before this module arrived
 * has already played it in the browser's own player; from now on a plain click opens the dialog
 * instead (a click with a modifier key, for a new tab or window, is left to the browser).
 *
 * The dialog closes on Escape, the close button, or a press that begins and ends on the backdrop
 * (selecting text in the panel and releasing outside does not close it); the video stops, and
 * focus goes back to the card that opened it.
 */

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function enhanceMediaGallery(gallery: HTMLElement): void {
  if (gallery.hasAttribute('data-enhanced')) return;
  const dialog = gallery.querySelector<HTMLDialogElement>('dialog[data-media-dialog]');
  const player = dialog?.querySelector<HTMLVideoElement>('[data-media-player]');
  const title = dialog?.querySelector('[data-media-title]');
  const text = dialog?.querySelector('[data-media-text]');
  const closeButton = dialog?.querySelector<HTMLButtonElement>('[data-media-close]');
  if (!dialog || !player || !title || !text || !closeButton) return;
  gallery.setAttribute('data-enhanced', '');
  let opener: HTMLElement | null = null;
  let bodyOverflow = '';
  let pressedOnBackdrop = false;

  const open = (card: HTMLAnchorElement) => {
    opener = card;
    title.textContent = card.dataset.title ?? '';
    text.textContent = card.dataset.text ?? '';
    player.poster = card.dataset.poster ?? '';
    // Browsers autoplay only muted video; the property is what they check.
    player.muted = true;
    player.src = card.getAttribute('href') ?? '';
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // A browser without <dialog> support still shows it (open attribute), without the inert page.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    closeButton.focus();
  };

  /** Idempotent: runs for our own closing and for the browser's (its `close` event). */
  const afterClose = () => {
    if (!opener) return;
    if (!player.paused) player.pause();
    player.removeAttribute('src');
    // Stops the download of the video that was playing.
    if (player.networkState !== HTMLMediaElement.NETWORK_EMPTY) player.load();
    document.body.style.overflow = bodyOverflow;
    const card = opener;
    opener = null;
    card.focus();
  };

  const close = () => {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    afterClose();
  };

  gallery.addEventListener('click', (event) => {
    const card = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-media-open]');
    if (!card || !isPlainClick(event)) return;
    event.preventDefault();
    open(card);
  });
  closeButton.addEventListener('click', close);
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });
  dialog.addEventListener('close', afterClose);
  // A click on the backdrop has the dialog itself as its target (the panel fills the dialog box).
  dialog.addEventListener('mousedown', (event) => {
    pressedOnBackdrop = event.target === dialog;
  });
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && event.target === dialog) close();
    pressedOnBackdrop = false;
  });
}

export function enhanceMediaGalleries(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-media-gallery]').forEach(enhanceMediaGallery);
}

enhanceMediaGalleries();
