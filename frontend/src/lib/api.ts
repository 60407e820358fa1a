import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';

interface TokenState {
  session: { user: { token?: string } | null };
}

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`; admin calls carry the
 * signed-in user's bearer token.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: env.apiBase,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as TokenState).session.user?.token;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Blog', 'Category', 'CaseStudy', 'Submission', 'Team', 'Account'],
  endpoints: () => ({}),
});
