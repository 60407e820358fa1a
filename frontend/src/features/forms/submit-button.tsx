import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A submit button that shows a spinner and blocks double submits while the request runs. It works
 * before the form's script arrives too: the browser then posts the form itself (forms-service
 * answers with a page).
 */
export function SubmitButton({ busy, children, busyLabel = 'Sending…' }: { busy: boolean; children: ReactNode; busyLabel?: string }) {
  return (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{busyLabel}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
