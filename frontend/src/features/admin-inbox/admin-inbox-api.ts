import type {
  DeleteSubmissionReply,
  LeadHistoryReply,
  LeadStatus,
  ResumeLinkReply,
  Submission,
  SubmissionListQuery,
  SubmissionListReply,
  SubmissionReply,
  SubscriberListQuery,
  SubscriberListReply,
} from '@site/contracts/admin';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

/** The list queries as the screen sends them (the contract's input type leaves page and pageSize loose). */
export type SubmissionsQuery = Omit<SubmissionListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type SubscribersQuery = Omit<SubscriberListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

const LIST = { type: 'Submission' as const, id: 'LIST' };
const SUBSCRIBERS = { type: 'Submission' as const, id: 'SUBSCRIBERS' };
/** The dashboard's counts (components/admin's dashboard API provides this tag). */
const STATS = { type: 'Submission' as const, id: 'STATS' };

/** Drops empty filters so the query string carries only what the admin chose. */
export function toSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The admin inbox API (forms-service) and the resume link (upload-service); see decision D7. */
export const adminInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSubmissions: build.query<SubmissionListReply, SubmissionsQuery>({
      query: (query) => `/api/admin/submissions${toSearchParams({ ...query })}`,
      providesTags: (reply) => [LIST, ...(reply?.data ?? []).map((s) => ({ type: 'Submission' as const, id: s.id }))],
      onQueryStarted: signOutOnUnauthorized,
    }),
    getSubmission: build.query<Submission, string>({
      query: (id) => `/api/admin/submissions/${encodeURIComponent(id)}`,
      transformResponse: (reply: SubmissionReply) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // The submission with its lead history (status changes and notes): what the details dialog shows.
    getLead: build.query<LeadHistoryReply['data'], string>({
      query: (id) => `/api/admin/submissions/${encodeURIComponent(id)}/history`,
      transformResponse: (reply: LeadHistoryReply) => reply.data,
      providesTags: (_r, _e, id) => [{ type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    changeLeadStatus: build.mutation<LeadHistoryReply['data'], { id: string; leadStatus: LeadStatus }>({
      query: ({ id, leadStatus }) => ({ url: `/api/admin/submissions/${encodeURIComponent(id)}/lead-status`, method: 'PUT', body: { leadStatus } }),
      transformResponse: (reply: LeadHistoryReply) => reply.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, STATS, { type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    addLeadNote: build.mutation<LeadHistoryReply['data'], { id: string; text: string }>({
      query: ({ id, text }) => ({ url: `/api/admin/submissions/${encodeURIComponent(id)}/notes`, method: 'POST', body: { text } }),
      transformResponse: (reply: LeadHistoryReply) => reply.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    resendSubmission: build.mutation<Submission, string>({
      query: (id) => ({ url: `/api/admin/submissions/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      transformResponse: (reply: SubmissionReply) => reply.data,
      invalidatesTags: (_r, _e, id) => [LIST, STATS, { type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    markNotSpam: build.mutation<Submission, string>({
      query: (id) => ({ url: `/api/admin/submissions/${encodeURIComponent(id)}/not-spam`, method: 'POST' }),
      transformResponse: (reply: SubmissionReply) => reply.data,
      invalidatesTags: (_r, _e, id) => [LIST, STATS, { type: 'Submission', id }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    deleteSubmission: build.mutation<DeleteSubmissionReply, string>({
      query: (id) => ({ url: `/api/admin/submissions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, STATS],
      onQueryStarted: signOutOnUnauthorized,
    }),
    listSubscribers: build.query<SubscriberListReply, SubscribersQuery>({
      query: (query) => `/api/admin/subscribers${toSearchParams({ ...query })}`,
      providesTags: [SUBSCRIBERS],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // A mutation, not a query: every press asks for a fresh signed link instead of a cached, expiring one.
    getResumeLink: build.mutation<ResumeLinkReply, string>({
      query: (key) => ({ url: `/api/admin/resumes/${encodeURIComponent(key)}/link`, method: 'GET' }),
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const {
  useListSubmissionsQuery,
  useGetSubmissionQuery,
  useGetLeadQuery,
  useChangeLeadStatusMutation,
  useAddLeadNoteMutation,
  useResendSubmissionMutation,
  useMarkNotSpamMutation,
  useDeleteSubmissionMutation,
  useListSubscribersQuery,
  useGetResumeLinkMutation,
} = adminInboxApi;
