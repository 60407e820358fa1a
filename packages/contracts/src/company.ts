/**
 * The company as pages, mails and JSON-LD name it: the one copy of the brand and contact details.
 * OWNER: every value marked PLACEHOLDER must be replaced with the real one before launch.
 */
export const COMPANY = {
  brand: 'Northwire Integration',
  legalName: 'Northwire Integration Inc.', // PLACEHOLDER
  tagline: 'Networks, digital signage and audio-visual systems, installed and supported across North America.',
  mailboxes: {
    sales: 'sales@northwire.example', // PLACEHOLDER
    info: 'info@northwire.example', // PLACEHOLDER
    /** The sender of every mail the site sends; nobody reads it. */
    noReply: 'no-reply@northwire.example', // PLACEHOLDER
  },
  hours: 'Monday to Friday 8am-5pm',
  /**
   * The 24/7/365 support line (spec: "24/7/365 support"), apart from the offices' hours: the support
   * desk that monitors and fixes clients' systems answers it at any hour, every day.
   */
  support: {
    phone: '+1 (888) 555-0199', // PLACEHOLDER
    hours: '24 hours a day, 7 days a week, 365 days a year',
  },
  canada: {
    label: 'Canada',
    phone: '+1 (416) 555-0142', // PLACEHOLDER
    mail: 'info@northwire.example', // PLACEHOLDER
    street: '200 Front Street West, Suite 2300', // PLACEHOLDER
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5V 3K2', // PLACEHOLDER
    country: 'CA',
    /** Where the address is (search engines' map pin): replace with the real office's. */
    geo: { latitude: 43.6453, longitude: -79.3866 }, // PLACEHOLDER
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
    geo: { latitude: 45.5236, longitude: -122.6835 }, // PLACEHOLDER
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/northwire-integration', // PLACEHOLDER
    x: 'https://x.com/northwireint', // PLACEHOLDER
    facebook: 'https://www.facebook.com/northwireintegration', // PLACEHOLDER
    youtube: 'https://www.youtube.com/@northwireintegration', // PLACEHOLDER
  },
} as const;
