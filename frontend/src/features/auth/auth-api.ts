import type { LoginRequest, UserInfo } from '@site/contracts/auth';
import { api } from '@/lib/api';

/**
 * POST /api/users/login (spec section 7). A 401 here is a wrong password, not an expired session.
 * Logout and "sign out everywhere" end sessions on the server (the token stops working at once);
 * their failures are not the admin's problem, the local sign-out happens anyway.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserInfo, LoginRequest>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/users/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<{ sessionsEnded: number }, void>({
      query: () => ({ url: '/api/users/logout-all', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useLogoutEverywhereMutation } = authApi;
