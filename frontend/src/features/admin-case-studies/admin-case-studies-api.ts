import type { CaseStudy, CaseStudyInput } from '@site/contracts/content';
import { api } from '@/app/api';
import { signOutOnUnauthorized } from '@/features/admin-shared/admin-query';

/** The spec says the item calls answer "one case study"; accept it bare or wrapped in `data`. */
const unwrap = (reply: CaseStudy | { data: CaseStudy }): CaseStudy => ('_id' in reply ? reply : reply.data);
const unwrapList = (reply: CaseStudy[] | { data: CaseStudy[] }): CaseStudy[] => (Array.isArray(reply) ? reply : reply.data);

/**
 * Case study calls (spec section 7). Request, success and failure (and reset) of each call are the
 * RTK Query cache entries of these endpoints, so no extra slice holds them.
 */
export const adminCaseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminGetCaseStudies: build.query<CaseStudy[], void>({
      query: () => '/api/caseStudies',
      transformResponse: unwrapList,
      providesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    adminGetCaseStudy: build.query<CaseStudy, string>({
      query: (id) => `/api/caseStudies/${encodeURIComponent(id)}`,
      transformResponse: unwrap,
      providesTags: (_result, _error, id) => [{ type: 'CaseStudy', id }],
      onQueryStarted: signOutOnUnauthorized,
      keepUnusedDataFor: 0,
    }),
    createCaseStudy: build.mutation<CaseStudy, void>({
      // The spec's create sends an empty body; the editor fills the new case study in afterwards.
      query: () => ({ url: '/api/caseStudies', method: 'POST' }),
      transformResponse: unwrap,
      invalidatesTags: ['CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
    updateCaseStudy: build.mutation<unknown, { id: string; body: CaseStudyInput }>({
      query: ({ id, body }) => ({ url: `/api/caseStudies/${encodeURIComponent(id)}`, method: 'PUT', body }),
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
  useDeleteCaseStudyMutation,
} = adminCaseStudiesApi;
