import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { UserInfo } from '@site/contracts/auth';
import { SECOND_STEP_REQUIRED, type SecondStepMethod } from '@site/contracts/staff';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { noticeCleared } from '@/lib/session-slice';
import { paths } from '@/config/paths';
import { serverMessage } from '@/components/admin/server-message';
import { signIn } from '@/components/admin/session';
import { useLoginMutation, useVerifyLoginMutation } from './auth-api';
import { EmailField, PasswordField } from './sign-in-fields';

/** The second step the server asked for (401 SECOND_STEP_REQUIRED): its challenge, method and message. */
interface SecondStep {
  challenge: string;
  method: SecondStepMethod;
  message: string;
}

const secondStepOf = (error: unknown): SecondStep | null => {
  const data = (error as { data?: { code?: unknown; challenge?: unknown; method?: unknown; message?: unknown } } | undefined)?.data;
  if (data?.code !== SECOND_STEP_REQUIRED || typeof data.challenge !== 'string') return null;
  return { challenge: data.challenge, method: data.method === 'totp' ? 'totp' : 'email', message: String(data.message ?? '') };
};
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
  const [verify, { isLoading: verifying }] = useVerifyLoginMutation();
  const [step, setStep] = useState<SecondStep | null>(null);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function signedIn(user: UserInfo) {
    dispatch(signIn(user));
    navigate(user.setupRequired ? paths.adminAccount : paths.admin, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // The expiry notice has done its job once the admin tries again.
    if (notice) dispatch(noticeCleared());
    const result = await login({ email: email.trim(), password });
    if ('data' in result && result.data) return signedIn(result.data);
    const asked = secondStepOf(result.error);
    if (asked) {
      setCode('');
      setStep(asked);
    } else setError(serverMessage(result.error));
  }

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!step) return;
    setError(null);
    const result = await verify({ challenge: step.challenge, code: code.trim() });
    if ('data' in result && result.data) return signedIn(result.data);
    const code401 = (result.error as { data?: { code?: unknown } } | undefined)?.data?.code;
    // An expired or used-up challenge: back to the password.
    if (code401 === 'CHALLENGE_EXPIRED') setStep(null);
    setError(serverMessage(result.error));
  }

  if (step) {
    return (
      <form className="admin-login" onSubmit={onVerify} aria-labelledby="login-title">
        <h1 id="login-title">Sign In</h1>
        <p>{step.message}</p>
        <label htmlFor="login-code">{step.method === 'totp' ? 'Authenticator or recovery code' : 'Code from the e-mail'}</label>
        <input
          id="login-code"
          name="code"
          autoComplete="one-time-code"
          inputMode={step.method === 'totp' ? 'text' : 'numeric'}
          required
          minLength={6}
          maxLength={24}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <StatusLine kind="error">{error}</StatusLine>
        <div className="admin-actions">
          <button type="submit" disabled={verifying}>
            {verifying ? 'Checking…' : 'Continue'}
          </button>
          <button type="button" className="admin-button--secondary" onClick={() => (setStep(null), setError(null))}>
            Start again
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="admin-login" onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title">Sign In</h1>
      <StatusLine kind="notice">{notice}</StatusLine>
      <EmailField id="login-email" value={email} onChange={setEmail} />
      <PasswordField id="login-password" name="password" label="Password" autoComplete="current-password" value={password} onChange={setPassword} />
      <StatusLine kind="error">{error}</StatusLine>
      <div className="admin-actions">
        <button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign In'}
        </button>
      </div>
      <p>
        <Link to={paths.loginForgot}>Forgot password?</Link>
      </p>
    </form>
  );
}
