import { useEffect, useState, type ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A submit button that shows a spinner and blocks double submits while the request runs. It is
 * disabled until its form has hydrated: before that a submit would be the browser's own (a GET with
 * the fields, an email address among them, in the URL) instead of the form's request.
 */
export function SubmitButton({ busy, children, busyLabel = 'Sending…' }: { busy: boolean; children: ReactNode; busyLabel?: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className={styles.submit} disabled={busy || !hydrated} aria-busy={busy}>
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
