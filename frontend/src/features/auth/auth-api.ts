import type { LoginRequest, UserInfo } from '@site/contracts/auth';
import { api } from '@/app/api';

/** POST /api/users/login (spec section 7). A 401 here is a wrong password, not an expired session. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserInfo, LoginRequest>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
