import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` opened with showModal(): the browser makes the rest of the
 * page inert, keeps focus inside and moves it in, and Escape asks to close. The owner closes it by
 * unmounting it (onClose), so Escape, Close and Discard all go one way; focus returns to the opener.
 */
export function Dialog({ title, onClose, children }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      // jsdom has no showModal(); the open attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);

  // The browser's close request (Escape, a phone's back gesture): the owner decides, by unmounting.
  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  // Escape as a key as well, where no cancel event comes (an input that swallows it, jsdom).
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <dialog ref={ref} aria-labelledby={titleId} className="admin-dialog" onCancel={onCancel} onKeyDown={onKeyDown}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
