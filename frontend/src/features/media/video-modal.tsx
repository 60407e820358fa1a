import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { MediaVideo } from '@/content/media/media-videos';
import styles from './media.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), video[controls], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The playing video in a modal dialog: closes on Escape, on a click outside the panel and with the
 * close button; keeps Tab inside while open and gives focus back to the card that opened it.
 */
export function VideoModal({ video, onClose }: { video: MediaVideo; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Move focus ourselves, wrapping at both ends, so it never leaves the dialog.
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
    items[next]?.focus();
  }

  // Close only when the press both began and ended on the backdrop, so selecting text inside the
  // panel and releasing outside it does not close the video.
  const pressedOnBackdrop = useRef(false);
  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }
  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  }

  return (
    // The backdrop click is the pointer's way out; Escape and the close button are the keyboard's.
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div ref={panel} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={`video-${video.id}-title`}>
        <div className={styles.dialogHeader}>
          <h2 id={`video-${video.id}-title`}>{video.heading}</h2>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close video">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <video tabIndex={0} className={styles.player} src={video.video} poster={video.thumbnail} controls autoPlay muted playsInline width={640} height={360} />
        <p>{video.text}</p>
      </div>
    </div>
  );
}
