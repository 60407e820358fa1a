import type { InvitationRequest, TeamInvitation, TeamMember, TeamReply } from '@site/contracts/auth';
import type { StaffRole } from '@site/contracts/staff';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

const TEAM = { type: 'Team' as const, id: 'LIST' };

/** The Owner's Team page (auth-service). */
export const adminTeamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamReply['data'], void>({
      query: () => '/api/admin/team',
      transformResponse: (reply: TeamReply) => reply.data,
      providesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    invite: build.mutation<TeamInvitation, InvitationRequest>({
      query: (body) => ({ url: '/api/admin/team/invitations', method: 'POST', body }),
      transformResponse: (reply: { data: TeamInvitation }) => reply.data,
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    resendInvitation: build.mutation<TeamInvitation, string>({
      query: (id) => ({ url: `/api/admin/team/invitations/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    withdrawInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/team/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    changeRole: build.mutation<TeamMember, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/api/admin/team/members/${encodeURIComponent(id)}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    resetMemberTotp: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/team/members/${encodeURIComponent(id)}/totp`, method: 'DELETE' }),
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
    removeMember: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/team/members/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TEAM],
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const {
  useGetTeamQuery,
  useInviteMutation,
  useResendInvitationMutation,
  useWithdrawInvitationMutation,
  useChangeRoleMutation,
  useResetMemberTotpMutation,
  useRemoveMemberMutation,
} = adminTeamApi;
