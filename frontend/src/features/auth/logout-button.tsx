import { useAppDispatch } from '@/app/hooks';
import { signOut } from '@/features/admin-shared/session';
import { useLogoutEverywhereMutation, useLogoutMutation } from './auth-api';

/**
 * Logout: the server ends this session first (the token is refused everywhere from then on), then
 * the spec's local logout (storage cleared, store reset, reload). A failed call (offline, session
 * already ended) still signs out here: the token then simply expires.
 */
export function LogoutButton() {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <button
      type="button"
      className="admin-button--secondary"
      disabled={isLoading}
      onClick={async () => {
        await logout().unwrap().catch(() => undefined);
        dispatch(signOut());
      }}
    >
      Logout
    </button>
  );
}

/** Ends every session of this admin (all browsers and devices), then signs out here too. */
export function SignOutEverywhereButton() {
  const dispatch = useAppDispatch();
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  return (
    <button
      type="button"
      className="admin-button--secondary"
      disabled={isLoading}
      onClick={async () => {
        await logoutEverywhere().unwrap().catch(() => undefined);
        dispatch(signOut());
      }}
    >
      Sign out everywhere
    </button>
  );
}
