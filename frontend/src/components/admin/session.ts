import type { UserInfo } from '@site/contracts/auth';
import { api } from '@/lib/api';
import type { AppDispatch } from '@/lib/store';
import { sessionExpired, signedIn, signedOut, USER_INFO_KEY } from '@/lib/session-slice';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * The spec's logout also removes "Google user data". No Google sign-in exists in this product, so any
 * local storage key whose name mentions google is removed (the old site's `googleUserData` included).
 */
const isGoogleKey = (key: string): boolean => /google/i.test(key);

function removeStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(USER_INFO_KEY);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && isGoogleKey(key)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** When the token's `exp` claim has passed; null when the token is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export type SessionCheck = 'admin' | 'expired' | 'none';

/** Whether the stored user may see admin pages now. */
export function checkSession(user: UserInfo | null, now = Date.now()): SessionCheck {
  if (!user?.isAdmin || !user.token) return 'none';
  const expiresAt = tokenExpiresAt(user.token);
  return expiresAt !== null && expiresAt <= now ? 'expired' : 'admin';
}

/** Success of POST /api/users/login: the store and local storage both keep the user info (spec section 4). */
export const signIn = (user: UserInfo) => (dispatch: AppDispatch) => {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
  dispatch(signedIn(user));
};

/**
 * A refused or expired token (or a password reset that ended every session): forget it and say why
 * on the sign-in page (the guards redirect there).
 */
export const expireSession =
  (message: string = SESSION_EXPIRED_MESSAGE) =>
  (dispatch: AppDispatch) => {
    removeStoredSession();
    dispatch(sessionExpired(message));
  };

/**
 * Full page loads: the reload that ends a logout, and the list a case study's Update goes back to
 * (spec section 4); an object so tests can observe them (jsdom cannot navigate).
 */
export const pageReloader = { reload: (): void => window.location.reload(), load: (path: string): void => window.location.assign(path) };

/** Logout (spec section 4): storage cleared, session and server cache reset, then the page reloads. */
export const signOut = () => (dispatch: AppDispatch) => {
  removeStoredSession();
  dispatch(signedOut());
  dispatch(api.util.resetApiState());
  pageReloader.reload();
};
