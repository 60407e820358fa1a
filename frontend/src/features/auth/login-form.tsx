import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@site/contracts/limits';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { noticeCleared } from '@/lib/session-slice';
import { paths } from '@/config/paths';
import { serverMessage } from '@/components/admin/server-message';
import { signIn } from '@/components/admin/session';
import { useLoginMutation } from './auth-api';
import { StatusLine } from '@/components/admin/status-line';

/**
 * Sign In (spec sections 2, 4, 5): email (required, email type, max 36) and password (required,
 * max 16) with a Show/Hide toggle. The browser's own constraint validation blocks empty or malformed
 * input; a refusal shows the server's message (else the request's) in red.
 */
export function LoginForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = useAppSelector((s) => s.session.notice ?? null);
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // The expiry notice has done its job once the admin tries again.
    if (notice) dispatch(noticeCleared());
    const result = await login({ email: email.trim(), password });
    if ('data' in result && result.data) {
      dispatch(signIn(result.data));
      navigate(paths.admin, { replace: true });
    } else {
      setError(serverMessage(result.error));
    }
  }

  return (
    <form className="admin-login" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      <StatusLine kind="notice">{notice}</StatusLine>
      <label htmlFor="login-email">Email</label>
      <input
        id="login-email"
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={LIMITS.loginEmail}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="login-password">Password</label>
      <div className="admin-login__password">
        <input
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          maxLength={LIMITS.loginPassword}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button
          type="button"
          className="admin-button--secondary"
          aria-pressed={showPassword}
          aria-controls="login-password"
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? 'Hide' : 'Show'}
        </button>
      </div>
      <StatusLine kind="error">{error}</StatusLine>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign In'}
        </button>
      </div>
    </form>
  );
}
