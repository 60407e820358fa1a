import type { CaseStudy } from '@site/contracts/content';
import { api } from '@/lib/api';

/** Public read of one case study (spec section 7); admin reads and writes live in admin-case-studies. */
export const caseStudiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every case study (GET /api/caseStudies): the case studies index lists the published ones. */
    getCaseStudies: build.query<CaseStudy[], void>({
      query: () => '/api/caseStudies',
      providesTags: [{ type: 'CaseStudy', id: 'LIST' }],
    }),
    getCaseStudy: build.query<CaseStudy, string>({
      query: (id) => `/api/caseStudies/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'CaseStudy', id }],
    }),
  }),
});

export const { useGetCaseStudyQuery, useGetCaseStudiesQuery } = caseStudiesApi;
