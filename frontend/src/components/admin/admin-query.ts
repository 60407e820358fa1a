import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AppDispatch } from '@/lib/store';
import { expireSession } from './session';

interface QueryLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
}

const isUnauthorized = (reason: unknown): boolean => {
  const error = (reason as { error?: FetchBaseQueryError } | null)?.error;
  return error?.status === 401;
};

/**
 * `onQueryStarted` for every admin endpoint: a 401 (TOKEN_EXPIRED or any other) signs the admin out
 * with a clear message; the page's guard then sends them to /login.
 */
export async function signOutOnUnauthorized(_arg: unknown, { dispatch, queryFulfilled }: QueryLifecycle): Promise<void> {
  try {
    await queryFulfilled;
  } catch (reason) {
    if (isUnauthorized(reason)) (dispatch as AppDispatch)(expireSession());
  }
}
