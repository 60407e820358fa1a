import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@site/contracts';

export const USER_INFO_KEY = 'userInfo';

export interface SessionState {
  user: UserInfo | null;
  /** A message for the sign-in page, e.g. why the admin was signed out. Optional so older preloaded states stay valid. */
  notice?: string | null;
}

/** Restores the signed-in user from local storage at start (spec section 3). */
export function readStoredUser(storage: Storage | undefined = globalThis.localStorage): UserInfo | null {
  try {
    const raw = storage?.getItem(USER_INFO_KEY);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: readStoredUser() }),
  reducers: {
    signedIn(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      state.notice = null;
    },
    signedOut(state) {
      state.user = null;
      state.notice = null;
    },
    /** The token expired or was refused: sign out and tell the admin why on the sign-in page. */
    sessionExpired(state, action: PayloadAction<string>) {
      state.user = null;
      state.notice = action.payload;
    },
    noticeCleared(state) {
      state.notice = null;
    },
  },
});

export const { signedIn, signedOut, sessionExpired, noticeCleared } = sessionSlice.actions;
