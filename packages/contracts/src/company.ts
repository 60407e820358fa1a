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
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/northwire-integration', // PLACEHOLDER
    x: 'https://x.com/northwireint', // PLACEHOLDER
    facebook: 'https://www.facebook.com/northwireintegration', // PLACEHOLDER
    youtube: 'https://www.youtube.com/@northwireintegration', // PLACEHOLDER
  },
} as const;
