import type { AdminStatsReply } from '@site/contracts/admin';
import type { DraftsCount } from '@site/contracts/content';
import type { TrafficPeriod, TrafficReply } from '@site/contracts/traffic';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from './admin-query';

/** GET /api/admin/content/drafts-count (content-service): drafts, scheduled items and unpublished changes. */
export interface DraftsCountReply {
  status: 'success';
  data: DraftsCount;
}

/** The dashboard's counts: leads, mails, subscribers and the traffic report from forms-service; drafts from content-service. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStatsReply['data'], void>({
      query: () => '/api/admin/stats',
      transformResponse: (reply: AdminStatsReply) => reply.data,
      providesTags: [{ type: 'Submission', id: 'STATS' }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // Tagged with the stats: a lead's status change or deletion moves its won/lost and lead figures too.
    getTrafficReport: build.query<TrafficReply['data'], TrafficPeriod>({
      query: (days) => `/api/admin/stats/traffic?days=${days}`,
      transformResponse: (reply: TrafficReply) => reply.data,
      providesTags: [{ type: 'Submission', id: 'STATS' }],
      onQueryStarted: signOutOnUnauthorized,
    }),
    // null when content-service has no drafts endpoint (404): the dashboard shows "—" then.
    getDraftsCount: build.query<DraftsCountReply['data'] | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/api/admin/content/drafts-count');
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: (result.data as DraftsCountReply).data };
      },
      providesTags: ['Blog', 'CaseStudy'],
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetDraftsCountQuery, useGetTrafficReportQuery } = dashboardApi;
