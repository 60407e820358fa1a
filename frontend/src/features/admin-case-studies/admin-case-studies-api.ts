import { IN_PROGRESS_STATE, type AdminCaseStudy, type CaseStudy, type CaseStudyInput, type MessageReply, type PublicationAction } from '@site/contracts/content';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

/** The spec says the item calls answer "one case study"; accept it bare or wrapped in `data`. */
const unwrap = <T extends CaseStudy>(reply: T | { data: T }): T => ('_id' in reply ? reply : reply.data);
const unwrapList = <T extends CaseStudy>(reply: T[] | { data: T[] }): T[] => (Array.isArray(reply) ? reply : reply.data);

/**
 * Case study calls (spec section 7). Request, success and failure (and reset) of each call are the
 * RTK Query cache entries of these endpoints, so no extra slice holds them.
 */
export const adminCaseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Drafts and scheduled ones are only in the admin reads (the public ones list published ones).
    // `inProgress`: drafts, scheduled ones and unpublished changes (the dashboard's figure).
    adminGetCaseStudies: build.query<AdminCaseStudy[], { inProgress?: boolean } | void>({
      query: (arg) => (arg && arg.inProgress ? `/api/admin/caseStudies?state=${IN_PROGRESS_STATE}` : '/api/admin/caseStudies'),
      transformResponse: unwrapList<AdminCaseStudy>,
      providesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    adminGetCaseStudy: build.query<AdminCaseStudy, string>({
      query: (id) => `/api/admin/caseStudies/${encodeURIComponent(id)}`,
      transformResponse: unwrap<AdminCaseStudy>,
      providesTags: (_result, _error, id) => [{ type: 'CaseStudy', id }],
      onQueryStarted: signOutOnUnauthorized,
      keepUnusedDataFor: 0,
    }),
    createCaseStudy: build.mutation<AdminCaseStudy, void>({
      // The spec's create sends an empty body; the editor fills the new case study in afterwards.
      query: () => ({ url: '/api/caseStudies', method: 'POST' }),
      transformResponse: unwrap<AdminCaseStudy>,
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // Answers the case study as saved, its state, and `message` (what happened).
    updateCaseStudy: build.mutation<AdminCaseStudy & { message: string }, { id: string; body: CaseStudyInput }>({
      query: ({ id, body }) => ({ url: `/api/caseStudies/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    changeCaseStudyPublication: build.mutation<MessageReply & { data: AdminCaseStudy }, { id: string; action: PublicationAction }>({
      query: ({ id, action }) => ({ url: `/api/admin/caseStudies/${encodeURIComponent(id)}/publication`, method: 'POST', body: action }),
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // Drops a published or scheduled case study's saved, unpublished changes.
    discardCaseStudyChanges: build.mutation<MessageReply, string>({
      query: (id) => ({ url: `/api/admin/caseStudies/${encodeURIComponent(id)}/changes`, method: 'DELETE' }),
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    deleteCaseStudy: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/caseStudies/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const {
  useAdminGetCaseStudiesQuery,
  useAdminGetCaseStudyQuery,
  useCreateCaseStudyMutation,
  useUpdateCaseStudyMutation,
  useChangeCaseStudyPublicationMutation,
  useDiscardCaseStudyChangesMutation,
  useDeleteCaseStudyMutation,
} = adminCaseStudiesApi;
