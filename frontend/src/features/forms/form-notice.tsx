import styles from './forms.module.css';

/**
 * Where the form's outcome shows, as a banner a visitor cannot miss, announced by assistive
 * technology. Both live regions are in the HTML from the start (empty, so they take no room) so
 * screen readers notice when the enhancement writes text into one: success is polite
 * (role="status"), failures interrupt (role="alert"). tabIndex -1: the enhancement moves focus to
 * the outcome, so focus is not lost on the button it had disabled.
 */
export function FormNotice() {
  return (
    <>
      <div role="status" className={`${styles.notice} ${styles.success}`} tabIndex={-1} data-form-notice="success" />
      <div role="alert" className={`${styles.notice} ${styles.error}`} tabIndex={-1} data-form-notice="error" />
    </>
  );
}
