import type {
  AccountReply,
  InvitationDetails,
  LoginRequest,
  LoginVerifyRequest,
  RecoveryCodesReply,
  TotpSetupReply,
  UserInfo,
} from '@site/contracts/auth';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

/**
 * POST /api/users/login (spec section 7) and its second step. A 401 here is a wrong password or a
 * second step asked for (code SECOND_STEP_REQUIRED), not an expired session. Logout and "sign out
 * everywhere" end sessions on the server (the token stops working at once); their failures are not
 * the admin's problem, the local sign-out happens anyway. Then "Forgot password?", invitations and
 * one's own account (the authenticator app).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserInfo, LoginRequest>({
      query: (body) => ({ url: '/api/users/login', method: 'POST', body }),
    }),
    verifyLogin: build.mutation<UserInfo, LoginVerifyRequest>({
      query: (body) => ({ url: '/api/users/login/verify', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/users/logout', method: 'POST' }),
    }),
    logoutEverywhere: build.mutation<{ sessionsEnded: number }, void>({
      query: () => ({ url: '/api/users/logout-all', method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/api/users/password-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string }>({
      query: (body) => ({ url: '/api/users/password-reset/complete', method: 'POST', body }),
    }),
    lookupInvitation: build.query<InvitationDetails, string>({
      query: (token) => ({ url: '/api/users/invitations/lookup', method: 'POST', body: { token } }),
      transformResponse: (reply: { data: InvitationDetails }) => reply.data,
    }),
    acceptInvitation: build.mutation<UserInfo, { token: string; name: string; password: string }>({
      query: (body) => ({ url: '/api/users/invitations/accept', method: 'POST', body }),
    }),
    getAccount: build.query<AccountReply['data'], void>({
      query: () => '/api/users/me',
      transformResponse: (reply: AccountReply) => reply.data,
      providesTags: ['Account'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    beginTotp: build.mutation<TotpSetupReply['data'], void>({
      query: () => ({ url: '/api/users/me/totp', method: 'POST' }),
      transformResponse: (reply: TotpSetupReply) => reply.data,
      onQueryStarted: signOutOnUnauthorized,
    }),
    // No tag invalidated: the reply's session replaces the caller's (whose token the server just
    // ended), so the account is read again only once the new token is stored (account-settings).
    confirmTotp: build.mutation<RecoveryCodesReply['data'], { code: string }>({
      query: (body) => ({ url: '/api/users/me/totp/confirm', method: 'POST', body }),
      transformResponse: (reply: RecoveryCodesReply) => reply.data,
      onQueryStarted: signOutOnUnauthorized,
    }),
    disableTotp: build.mutation<void, { code: string }>({
      query: (body) => ({ url: '/api/users/me/totp', method: 'DELETE', body }),
      invalidatesTags: ['Account'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    newRecoveryCodes: build.mutation<RecoveryCodesReply['data'], void>({
      query: () => ({ url: '/api/users/me/recovery-codes', method: 'POST', body: {} }),
      transformResponse: (reply: RecoveryCodesReply) => reply.data,
      invalidatesTags: ['Account'],
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifyLoginMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useLookupInvitationQuery,
  useAcceptInvitationMutation,
  useGetAccountQuery,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useNewRecoveryCodesMutation,
} = authApi;
