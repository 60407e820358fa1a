import type { ContactForm, FormReply, JobForm, NewsletterForm } from '@site/contracts/forms';
import { site } from '@/config/site';
import { postJson, request } from '@/lib/api-client';

/** Where each contact form posts: the Canadian page uses the main route, the USA page its own. */
export const CONTACT_ROUTES = {
  canada: '/send-contact-form-main',
  usa: site.usa.formRoute,
} as const;
export type ContactRegion = keyof typeof CONTACT_ROUTES;

/**
 * A form post counts as sent only when the reply says `{ msg: 'success' }`; a failed request, a
 * 4xx/5xx or `{ msg: 'fail' }` is the spec's fail (sections 4 and 8).
 */
async function sendForm(path: string, form: unknown): Promise<boolean> {
  try {
    const reply = await postJson<FormReply | null>(path, form);
    return reply?.msg === 'success';
  } catch {
    return false;
  }
}

export const sendContactForm = (region: ContactRegion, form: ContactForm): Promise<boolean> => sendForm(CONTACT_ROUTES[region], form);
export const sendNewsletter = (form: NewsletterForm): Promise<boolean> => sendForm('/send-newsletter', form);
export const sendJobApplication = (form: JobForm): Promise<boolean> => sendForm('/job-opportunity-form', form);

/** Uploads a resume (multipart field `cv`); resolves with the stored key the server returns as text, or null. */
export async function uploadResume(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('cv', file);
  try {
    const key = await request<unknown>('/api/upload/resume', { method: 'POST', body });
    const value = typeof key === 'string' || typeof key === 'number' ? String(key).trim() : '';
    return value || null;
  } catch {
    return null;
  }
}
