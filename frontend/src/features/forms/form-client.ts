import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ContactForm, FormReply, JobForm, NewsletterForm } from '@site/contracts/forms';
import { api } from '@/app/api';
import { site } from '@/config/site';

/** Where each contact form posts: the Canadian page uses the main route, the USA page its own. */
export const CONTACT_ROUTES = {
  canada: '/send-contact-form-main',
  usa: site.usa.formRoute,
} as const;
export type ContactRegion = keyof typeof CONTACT_ROUTES;

type BaseResult = { data?: unknown; error?: FetchBaseQueryError };

/**
 * A form post fails when the request fails, the server answers 4xx/5xx, or the reply says
 * `{ msg: 'fail' }`; only `{ msg: 'success' }` counts as sent. The mutation's pending, fulfilled
 * and rejected states in the store are the spec's request, success and fail (section 4).
 */
async function postForm(
  baseQuery: (arg: FetchArgs) => BaseResult | PromiseLike<BaseResult>,
  url: string,
  body: unknown,
): Promise<{ data: FormReply } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({ url, method: 'POST', body });
  if (result.error) return { error: result.error };
  const reply = result.data as FormReply | null;
  if (reply?.msg === 'success') return { data: reply };
  return { error: { status: 'CUSTOM_ERROR', error: 'fail', data: reply } };
}

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactForm: build.mutation<FormReply, { region: ContactRegion; form: ContactForm }>({
      queryFn: ({ region, form }, _api, _extra, baseQuery) => postForm(baseQuery, CONTACT_ROUTES[region], form),
    }),
    sendNewsletter: build.mutation<FormReply, NewsletterForm>({
      queryFn: (form, _api, _extra, baseQuery) => postForm(baseQuery, '/send-newsletter', form),
    }),
    sendJobApplication: build.mutation<FormReply, JobForm>({
      queryFn: (form, _api, _extra, baseQuery) => postForm(baseQuery, '/job-opportunity-form', form),
    }),
    /** The reply body is text/plain: the stored resume key the job form then sends. */
    uploadResume: build.mutation<string, File>({
      query: (file) => {
        const body = new FormData();
        body.append('cv', file);
        return { url: '/api/upload/resume', method: 'POST', body, responseHandler: 'text' };
      },
      transformResponse: (key: string) => key.trim(),
    }),
  }),
});

export const { useSendContactFormMutation, useSendNewsletterMutation, useSendJobApplicationMutation, useUploadResumeMutation } = formsApi;
