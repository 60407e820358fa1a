import { api } from '@/lib/api';
import { signOutOnUnauthorized } from './admin-query';

/** POST /api/upload: multipart field `image`; the reply is the image location as text/plain (decision D4). */
export const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/api/upload', method: 'POST', body, responseHandler: 'text' };
      },
      transformResponse: (location: string) => location.trim(),
      onQueryStarted: signOutOnUnauthorized,
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
