import { useState, type InputHTMLAttributes } from 'react';
import { LIMITS } from '@site/contracts/limits';

/** The sign-in e-mail field (spec section 5: required, email type, at most 36), on /login and /login/forgot. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={id}>Email</label>
      <input id={id} name="email" type="email" autoComplete="username" required maxLength={LIMITS.loginEmail} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}

/** A password input with the spec's Show/Hide toggle (at most 16 characters, spec section 5). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  ...input
}: { id: string; label: string; value: string; onChange: (value: string) => void } & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'minLength' | 'aria-describedby' | 'name'>) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="admin-login__password">
        <input id={id} type={shown ? 'text' : 'password'} required maxLength={LIMITS.loginPassword} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
        <button type="button" className="admin-button--secondary" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </>
  );
}
