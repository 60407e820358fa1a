import type { ReactNode } from 'react';
import { useAppDispatch } from '@/lib/hooks';
import { signOut } from '@/components/admin/session';
import { useLogoutEverywhereMutation, useLogoutMutation } from './auth-api';

/**
 * Ends sessions on the server first (their tokens are refused everywhere from then on), then runs
 * the spec's local logout (storage cleared, store reset, reload). A failed call (offline, session
 * already ended) still signs out here: the token then simply expires.
 */
function EndSessionButton({ end, busy, children }: { end: () => Promise<unknown>; busy: boolean; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="admin-button--secondary"
      disabled={busy}
      onClick={async () => {
        await end().catch(() => undefined);
        dispatch(signOut());
      }}
    >
      {children}
    </button>
  );
}

/** Logout: ends this session. */
export function LogoutButton() {
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <EndSessionButton end={() => logout().unwrap()} busy={isLoading}>
      Logout
    </EndSessionButton>
  );
}

/** Ends every session of this admin (all browsers and devices), then signs out here too. */
export function SignOutEverywhereButton() {
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  return (
    <EndSessionButton end={() => logoutEverywhere().unwrap()} busy={isLoading}>
      Sign out everywhere
    </EndSessionButton>
  );
}
