import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { serverMessage } from '@/components/admin/server-message';
import { StatusLine } from '@/components/admin/status-line';
import { expireSession } from '@/components/admin/session';
import { useAppDispatch } from '@/lib/hooks';
import { useRequestPasswordResetMutation, useResetPasswordMutation } from './auth-api';
import { linkToken, NewPasswordFields, newPasswordProblem } from './new-password-fields';
import { EmailField } from './sign-in-fields';

/** /login/forgot: the same answer whether or not the address has an account (the server's message). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await request({ email: email.trim() });
    if ('data' in result && result.data) setSent(result.data.message);
    else setError(serverMessage(result.error));
  }

  return (
    <form className="admin-login" onSubmit={onSubmit} aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot password?</h1>
      <p>Enter the e-mail address you sign in with. We will send it a link to choose a new password.</p>
      <EmailField id="forgot-email" value={email} onChange={setEmail} />
      <StatusLine kind="success">{sent}</StatusLine>
      <StatusLine kind="error">{error}</StatusLine>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send the link'}
        </button>
      </div>
      <p>
        <Link to={paths.login}>Back to Sign In</Link>
      </p>
    </form>
  );
}

/** /login/reset#<token>: the mailed link; a new password ends every session, then /login says so. */
export function ResetPasswordForm() {
  const token = linkToken(useLocation().hash);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    if (problem) return setError(problem);
    setError(null);
    const result = await reset({ token, password });
    if ('data' in result && result.data) {
      // The sign-in page shows the server's confirmation (signed out everywhere, sign in again).
      dispatch(expireSession(result.data.message));
      navigate(paths.login, { replace: true });
    } else setError(serverMessage(result.error));
  }

  return (
    <form className="admin-login" onSubmit={onSubmit} aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      {token ? null : <StatusLine kind="error">This link is incomplete. Open the link from the e-mail again.</StatusLine>}
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <StatusLine kind="error">{error}</StatusLine>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading || !token}>
          {isLoading ? 'Saving…' : 'Save the new password'}
        </button>
      </div>
      <p>
        <Link to={paths.loginForgot}>Ask for a new link</Link>
      </p>
    </form>
  );
}
