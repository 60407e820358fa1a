import { site } from '@/config/site';

/**
 * Where each form posts, with or without script (the form's action): the Canadian contact page
 * uses the main route, the USA page its own.
 */
export const CONTACT_ROUTES = {
  canada: '/send-contact-form-main',
  usa: site.usa.formRoute,
} as const;
export type ContactRegion = keyof typeof CONTACT_ROUTES;
export const NEWSLETTER_ROUTE = '/send-newsletter';
export const JOB_ROUTE = '/job-opportunity-form';
