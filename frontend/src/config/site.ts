import { COMPANY } from '@site/contracts/company';
import { PUBLIC_FORMS } from '@site/contracts/form-fields';

/**
 * The company as pages, footers and JSON-LD show it: the contracts' COMPANY (which mails read too),
 * plus the route of the USA contact form.
 */
export const site = { ...COMPANY, usa: { ...COMPANY.usa, formRoute: PUBLIC_FORMS['contact-usa'].api } } as const;

/** The prefilled e-mail that Get Started and Let's Connect buttons open (sales and info mailboxes). */
export const getStartedHref = (subject = 'Getting started with Northwire'): string =>
  `mailto:${site.mailboxes.sales},${site.mailboxes.info}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    'Hello Northwire team,\n\nI would like to talk about a project.\n\nCompany:\nLocations:\nWhat we need:\n',
  )}`;

export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
