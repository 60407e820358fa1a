import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, FORM_TOKEN_PIXEL_PATH, PRIVACY_LINK_TEXT, PRIVACY_PATH, type ConsentForm } from '@site/contracts/form-fields';
import styles from './forms.module.css';

/**
 * What every public form carries besides its fields, all plain HTML so it works before and without
 * script:
 * - the consent text of this version with the privacy statement linked (its text is exactly what
 *   the server stores), and the version as a hidden field;
 * - the form type the spec posts;
 * - the honeypot people never see or reach;
 * - the anti-spam token pixel: loading it as the page is shown sets the signed cookie the post
 *   carries, so the time counts from when the page was shown (docs/decisions/forms.md F16). Never
 *   lazy, the footer's form's neither: a visitor who scrolls to the footer and subscribes at once
 *   (autofill) would otherwise be held as too fast. `fetchPriority="low"`: it never competes with the
 *   page's content, and React then hoists no preload of it to the top of the page.
 */
export function FormExtras({ consent, formType }: { consent: ConsentForm; formType: string }) {
  const text = CONSENT_TEXTS[consent];
  const at = text.lastIndexOf(PRIVACY_LINK_TEXT);
  return (
    <>
      <p className={styles.consent}>
        {text.slice(0, at)}
        <a href={PRIVACY_PATH}>{PRIVACY_LINK_TEXT}</a>
        {text.slice(at + PRIVACY_LINK_TEXT.length)}
      </p>
      <input type="hidden" name="formType" value={formType} />
      <input type="hidden" name="consentVersion" value={CURRENT_CONSENT_VERSION} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <img className={styles.pixel} src={FORM_TOKEN_PIXEL_PATH} alt="" width={1} height={1} fetchPriority="low" />
    </>
  );
}
