import { useState } from 'react';
import styles from './forms.module.css';

/** The anti-spam fields every public form sends: a honeypot and the time the form was shown. */
export function useAntiSpam() {
  // Read once when the form mounts; Date.now() only runs in the browser after hydration starts.
  const [startedAt] = useState(() => Date.now());
  const [website, setWebsite] = useState('');
  const field = <HoneypotField value={website} onChange={setWebsite} />;
  return { fields: { website, startedAt }, field };
}

/** People never see or reach this input; bots that fill every field give themselves away. */
function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
