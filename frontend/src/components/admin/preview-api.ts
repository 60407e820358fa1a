import type { ItemReply, PreviewLink, PreviewLinkRequest } from '@site/contracts/content';
import { api } from '@/lib/api';
import { signOutOnUnauthorized } from './admin-query';

/** A signed, expiring link to a draft that works without signing in (content-service). */
export const previewLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPreviewLink: build.mutation<PreviewLink, PreviewLinkRequest>({
      query: (body) => ({ url: '/api/admin/preview-links', method: 'POST', body }),
      transformResponse: (reply: ItemReply<PreviewLink>) => reply.data,
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const { useCreatePreviewLinkMutation } = previewLinkApi;
