import { useState, type FormEvent } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@site/contracts/staff';
import { serverMessage } from '@/components/admin/server-message';
import { signIn } from '@/components/admin/session';
import { StatusLine } from '@/components/admin/status-line';
import { useAppDispatch } from '@/lib/hooks';
import { useBeginTotpMutation, useConfirmTotpMutation, useDisableTotpMutation, useGetAccountQuery, useNewRecoveryCodesMutation } from './auth-api';

/** Recovery codes, shown once: each signs in once instead of a code from the app. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title">Your recovery codes</h2>
      <p>Keep these somewhere safe, away from your phone. Each works once instead of a code from the app. They are not shown again.</p>
      <ul className="admin-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDone}>
        I have saved them
      </button>
    </section>
  );
}

/** /admin/account: one's role, the authenticator app (TOTP) and recovery codes. Required for an Owner. */
export function AccountSettings() {
  const dispatch = useAppDispatch();
  const account = useGetAccountQuery();
  const [begin, beginning] = useBeginTotpMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const [disable, disabling] = useDisableTotpMutation();
  const [renew, renewing] = useNewRecoveryCodesMutation();
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [offCode, setOffCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const me = account.data;

  async function start() {
    setError(null);
    const result = await begin();
    if ('data' in result && result.data) setSetup(result.data);
    else setError(serverMessage(result.error));
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await confirm({ code: code.trim() });
    if ('data' in result && result.data) {
      // The server replaced this session with a full one (an Owner's set-up session ends here).
      if (result.data.user) dispatch(signIn(result.data.user));
      void account.refetch();
      setSetup(null);
      setCode('');
      setCodes(result.data.recoveryCodes);
    } else setError(serverMessage(result.error));
  }

  async function onDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await disable({ code: offCode.trim() });
    if ('error' in result && result.error) setError(serverMessage(result.error));
    else setDone('Your authenticator app is no longer asked for.');
  }

  async function onRenew() {
    setError(null);
    const result = await renew();
    if ('data' in result && result.data) setCodes(result.data.recoveryCodes);
    else setError(serverMessage(result.error));
  }

  return (
    <>
      <h1>Your account</h1>
      {account.isLoading ? <StatusLine kind="loading">Loading…</StatusLine> : null}
      {account.error ? <StatusLine kind="error">{serverMessage(account.error)}</StatusLine> : null}
      {me ? (
        <p>
          {me.name} ({me.email}), {ROLE_LABELS[me.role]}: {ROLE_DESCRIPTIONS[me.role]}
        </p>
      ) : null}
      {me?.setupRequired ? (
        <StatusLine kind="notice">The Owner account needs an authenticator app. Set it up to continue to the admin.</StatusLine>
      ) : null}
      <StatusLine kind="success">{done}</StatusLine>
      <StatusLine kind="error">{error}</StatusLine>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      <section aria-labelledby="totp-title">
        <h2 id="totp-title">Authenticator app</h2>
        {me && !me.totpEnabled && !setup ? (
          <>
            <p>Every sign-in will ask for a 6-digit code from an app on your phone (any TOTP app: Google Authenticator, Microsoft Authenticator, 1Password, Aegis, ...).</p>
            <button type="button" onClick={start} disabled={beginning.isLoading}>
              Set up an authenticator app
            </button>
          </>
        ) : null}
        {setup ? (
          <form onSubmit={onConfirm} aria-label="Confirm the authenticator app">
            <p>Scan this code with the app, or type the key into it. Then enter the code the app shows.</p>
            <img src={setup.qrCode} alt="QR code of the authenticator key" width={200} height={200} />
            <p>
              Key: <code data-testid="totp-secret">{setup.secret}</code>
            </p>
            <label htmlFor="totp-code">Code from the app</label>
            <input
              id="totp-code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="\d{6}"
              required
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <div className="admin-actions">
              <button type="submit" disabled={confirming.isLoading}>
                Turn on
              </button>
            </div>
          </form>
        ) : null}
        {me?.totpEnabled ? (
          <>
            <p>On. Every sign-in asks for a code from your app. Recovery codes left: {me.recoveryCodesLeft}.</p>
            <button type="button" className="admin-button--secondary" onClick={onRenew} disabled={renewing.isLoading}>
              Make new recovery codes
            </button>
            {me.role === 'owner' ? (
              <p>The Owner account keeps its authenticator app on.</p>
            ) : (
              <form onSubmit={onDisable} aria-label="Turn the authenticator app off">
                <label htmlFor="totp-off-code">Code from the app, to turn it off</label>
                <input id="totp-off-code" name="code" inputMode="numeric" pattern="\d{6}" required maxLength={6} value={offCode} onChange={(e) => setOffCode(e.target.value)} />
                <button type="submit" className="admin-button--secondary" disabled={disabling.isLoading}>
                  Turn off
                </button>
              </form>
            )}
          </>
        ) : null}
      </section>
    </>
  );
}
