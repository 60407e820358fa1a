import type { ActivityPage, ActivityQuery, ActivitySource } from '@site/contracts/activity';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from '@/components/admin/admin-query';

export type ActivityRequest = { source: ActivitySource } & ActivityQuery;

/** One page of one source of the activity log (each service answers for its own audit table). */
export const adminActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    activityPage: build.query<ActivityPage, ActivityRequest>({
      query: ({ source, ...query }) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
        return `/api/admin/activity/${source}?${params.toString()}`;
      },
      keepUnusedDataFor: 0,
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});
