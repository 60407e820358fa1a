import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A submit button. Without script the browser posts the form itself (forms-service answers with a
 * page). With script the form's enhancement (enhance/form-enhancer.ts) disables it while the request
 * runs, shows the spinner and swaps the label for `data-busy-label`.
 */
export function SubmitButton({ children, busyLabel = 'Sending…' }: { children: ReactNode; busyLabel?: string }) {
  return (
    <button type="submit" className={styles.submit} aria-busy="false" data-busy-label={busyLabel}>
      <span className={styles.spinner} aria-hidden="true" hidden data-spinner="" />
      <span data-label="">{children}</span>
    </button>
  );
}
