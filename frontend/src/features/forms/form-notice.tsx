import styles from './forms.module.css';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The form's outcome, shown as a banner a visitor cannot miss and announced by assistive
 * technology. Both live regions stay in the DOM so screen readers notice when text appears:
 * success is polite (role="status"), failures interrupt (role="alert").
 */
export function FormNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status" className={notice?.kind === 'success' ? `${styles.notice} ${styles.success}` : undefined}>
        {notice?.kind === 'success' ? notice.text : null}
      </div>
      <div role="alert" className={notice?.kind === 'error' ? `${styles.notice} ${styles.error}` : undefined}>
        {notice?.kind === 'error' ? notice.text : null}
      </div>
    </>
  );
}
