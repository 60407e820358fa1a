import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@site/contracts';

export const USER_INFO_KEY = 'userInfo';

export interface SessionState {
  user: UserInfo | null;
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
    },
    signedOut(state) {
      state.user = null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
