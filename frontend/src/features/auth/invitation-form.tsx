import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@site/contracts/staff';
import { paths } from '@/config/paths';
import { serverMessage } from '@/components/admin/server-message';
import { signIn } from '@/components/admin/session';
import { StatusLine } from '@/components/admin/status-line';
import { useAppDispatch } from '@/lib/hooks';
import { useAcceptInvitationMutation, useLookupInvitationQuery } from './auth-api';
import { linkToken, NewPasswordFields, newPasswordProblem } from './new-password-fields';

/** /login/invitation#<token>: the invitee chooses a password and is signed in with the invited role. */
export function InvitationForm() {
  const token = linkToken(useLocation().hash);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const invitation = useLookupInvitationQuery(token, { skip: !token });
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  // The invited name fills an empty name field when the invitation arrives (adjusted while rendering).
  const invitedName = invitation.data?.name;
  const [shownInvitedName, setShownInvitedName] = useState<string | undefined>(undefined);
  if (invitedName !== shownInvitedName) {
    setShownInvitedName(invitedName);
    if (invitedName) setName((typed) => typed || invitedName);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    setError(null);
    const result = await accept({ token, name: name.trim(), password });
    if ('data' in result && result.data) {
      dispatch(signIn(result.data));
      navigate(result.data.setupRequired ? paths.adminAccount : paths.admin, { replace: true });
    } else setError(serverMessage(result.error));
  }

  if (!token || invitation.error) {
    return (
      <div className="admin-login">
        <h1>Join the team</h1>
        <StatusLine kind="error">{token ? serverMessage(invitation.error) : 'This link is incomplete. Open the link from the e-mail again.'}</StatusLine>
        <p>
          <Link to={paths.login}>Go to Sign In</Link>
        </p>
      </div>
    );
  }
  const details = invitation.data;
  return (
    <form className="admin-login" onSubmit={onSubmit} aria-labelledby="join-title">
      <h1 id="join-title">Join the team</h1>
      {details ? (
        <p>
          {details.invitedBy} invited <strong>{details.email}</strong> as {ROLE_LABELS[details.role]}: {ROLE_DESCRIPTIONS[details.role]}
        </p>
      ) : (
        <StatusLine kind="loading">Loading the invitation…</StatusLine>
      )}
      <label htmlFor="join-name">Your name</label>
      <input id="join-name" name="name" autoComplete="name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <StatusLine kind="error">{error}</StatusLine>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading || !details}>
          {isLoading ? 'Joining…' : 'Join and sign in'}
        </button>
      </div>
    </form>
  );
}
