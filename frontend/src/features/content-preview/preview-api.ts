import type { ItemReply, PreviewContent } from '@site/contracts/content';
import { api } from '@/lib/api';

/** A shared preview link's content: any state, no sign-in, the signed token is the key. */
export const contentPreviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreview: build.query<PreviewContent, string>({
      query: (token) => `/api/preview/${encodeURIComponent(token)}`,
      transformResponse: (reply: ItemReply<PreviewContent>) => reply.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPreviewQuery } = contentPreviewApi;
