/**
 * Everything about the company that pages, footers and mails show, in one place.
 * OWNER: every value marked PLACEHOLDER must be replaced with the real one before launch.
 */
export const site = {
  brand: 'Northwire Integration',
  legalName: 'Northwire Integration Inc.', // PLACEHOLDER
  tagline: 'Networks, digital signage and audio-visual systems, installed and supported across North America.',
  mailboxes: {
    sales: 'sales@northwire.example', // PLACEHOLDER
    info: 'info@northwire.example', // PLACEHOLDER
  },
  hours: 'Monday to Friday 8am-5pm',
  canada: {
    label: 'Canada',
    phone: '+1 (416) 555-0142', // PLACEHOLDER
    mail: 'info@northwire.example', // PLACEHOLDER
    street: '200 Front Street West, Suite 2300', // PLACEHOLDER
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5V 3K2', // PLACEHOLDER
    country: 'CA',
  },
  usa: {
    label: 'USA',
    phone: '+1 (503) 555-0187', // PLACEHOLDER
    mail: 'sales@northwire.example', // PLACEHOLDER
    street: '1120 NW Couch Street, Suite 400', // PLACEHOLDER
    city: 'Portland',
    region: 'OR',
    postalCode: '97209', // PLACEHOLDER
    country: 'US',
    formRoute: '/send-contact-form-usa',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/northwire-integration', // PLACEHOLDER
    x: 'https://x.com/northwireint', // PLACEHOLDER
    facebook: 'https://www.facebook.com/northwireintegration', // PLACEHOLDER
    youtube: 'https://www.youtube.com/@northwireintegration', // PLACEHOLDER
  },
} as const;

/** The prefilled e-mail that Get Started and Let's Connect buttons open (sales and info mailboxes). */
export const getStartedHref = (subject = 'Getting started with Northwire'): string =>
  `mailto:${site.mailboxes.sales},${site.mailboxes.info}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(
    'Hello Northwire team,\n\nI would like to talk about a project.\n\nCompany:\nLocations:\nWhat we need:\n',
  )}`;

export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
