import { MIN_STAFF_PASSWORD, staffPasswordProblem } from '@site/contracts/staff';
import { LIMITS } from '@site/contracts/limits';
import { PasswordField } from './sign-in-fields';

/** Why the two fields cannot be sent yet (the server says the same, and refuses well-known passwords too). */
export function newPasswordProblem(password: string, confirm: string): string | null {
  const problem = staffPasswordProblem(password);
  if (problem) return `The password ${problem}.`;
  return password === confirm ? null : 'The two passwords are not the same.';
}

/** A new password typed twice, with the rule said up front and a Show/Hide toggle (as on /login). */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <p id="new-password-rule">
        {MIN_STAFF_PASSWORD} to {LIMITS.loginPassword} characters, mixing at least three of: lower case, upper case, digits, symbols.
      </p>
      <PasswordField
        id="new-password"
        name="new-password"
        label="New password"
        autoComplete="new-password"
        aria-describedby="new-password-rule"
        minLength={MIN_STAFF_PASSWORD}
        value={password}
        onChange={onPassword}
      />
      <PasswordField id="confirm-password" name="confirm-password" label="Repeat the new password" autoComplete="new-password" value={confirm} onChange={onConfirm} />
    </>
  );
}

/** The token of a mailed link: it rides in the fragment (`#...`), never sent to a server or logged. */
export const linkToken = (hash: string): string => hash.replace(/^#/, '');
