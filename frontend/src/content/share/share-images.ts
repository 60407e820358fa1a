/**
 * The share images (Open Graph, X cards): one 1200x630 JPEG per page kind, drawn from the site's own
 * pictures by `generate-share-images.mjs` (sharp) into public/images/share and committed. Every page
 * names its kind's image with its alt text, width, height and type (src/site/page-head.ts).
 * Articles and case studies share by their kind too: an uploaded banner's size is not known, and a
 * share preview needs it (docs/decisions/seo.md S8). The generator's list must name the same kinds.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export type ShareKind =
  | 'home'
  | 'about'
  | 'services'
  | 'service'
  | 'clients'
  | 'contact'
  | 'careers'
  | 'media'
  | 'news'
  | 'case-study'
  | 'privacy'
  | 'newsletter';

const image = (kind: ShareKind, alt: string) => ({ path: `/images/share/${kind}.jpg`, alt });

export const SHARE_IMAGES: Record<ShareKind, { path: string; alt: string }> = {
  home: image('home', 'Northwire Integration: networks, digital signage and audio-visual systems, installed and supported'),
  about: image('about', 'Northwire Integration: about us, an ITIL-based support desk for multi-site businesses'),
  services: image('services', 'Northwire Integration services: network design, digital signage, audio, cabling and support'),
  service: image('service', 'Northwire Integration services: preventative maintenance, break-fix and managed installations'),
  clients: image('clients', 'Northwire Integration clients: a transparent LED wall in a bank lobby'),
  contact: image('contact', 'Contact Northwire Integration: site surveys and project enquiries in the USA and Canada'),
  careers: image('careers', 'Careers at Northwire Integration: field technicians and engineers for cabling and networks'),
  media: image('media', 'Northwire Integration media: videos of digital menu board rollouts and installations'),
  news: image('news', 'Northwire Integration news: remote monitoring with 4G failover and other project notes'),
  'case-study': image('case-study', 'Northwire Integration case studies: a store network for a multi-site grocer'),
  privacy: image('privacy', 'Northwire Integration privacy statement'),
  newsletter: image('newsletter', 'The Northwire Integration newsletter: project stories, about once a month'),
};

/** The site's logo for search engines (Organization.logo): square, over 112 px as Google requires. */
export const LOGO_IMAGE = { path: '/images/logo-512.png', width: 512, height: 512 } as const;
