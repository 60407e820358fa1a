import styles from './media.module.css';

/**
 * The media page's video dialog, closed in the HTML: enhance/media-gallery.ts fills in the chosen
 * card's title, text and video and opens it as a modal `<dialog>` (the rest of the page inert, Escape
 * closes it), and closes it on the close button or a click on the backdrop outside the panel.
 */
export function VideoModal() {
  return (
    <dialog className={styles.dialog} aria-labelledby="media-video-title" data-media-dialog="">
      <div className={styles.panel}>
        <div className={styles.dialogHeader}>
          <h2 id="media-video-title" data-media-title="" />
          <button type="button" className={styles.close} aria-label="Close video" data-media-close="">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <video className={styles.player} controls autoPlay muted playsInline width={640} height={360} data-media-player="" />
        <p data-media-text="" />
      </div>
    </dialog>
  );
}
