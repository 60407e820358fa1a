import type { ServicePageSlug } from '@/config/paths';

/**
 * One service of the catalogue: menus, the services page and the home carousel read this list.
 * Icons live in `service-icons.ts` so the header (in the entry chunk) does not carry them.
 */
export interface ServiceSummary {
  slug: ServicePageSlug;
  path: `/${ServicePageSlug}`;
  /** Full name, used in headings. */
  title: string;
  /** Short name for menus. */
  menuLabel: string;
  /** One or two sentences for cards. */
  summary: string;
}

export const SERVICES: readonly ServiceSummary[] = [
  {
    slug: 'network-design',
    path: '/network-design',
    title: 'Network Design',
    menuLabel: 'Network Design',
    summary:
      'Site surveys, topology and security design, then managed switching, routing, firewalls, Wi-Fi and cellular failover that we install and keep healthy.',
  },
  {
    slug: 'digital-signage-solution',
    path: '/digital-signage-solution',
    title: 'Digital Signage Solutions',
    menuLabel: 'Digital Signage',
    summary:
      'Menu boards, video walls, window displays and wayfinding: mounted, powered, networked and connected to your content platform in one visit.',
  },
  {
    slug: 'everything-audio',
    path: '/everything-audio',
    title: 'Everything Audio',
    menuLabel: 'Audio Installations',
    summary:
      'Background music, zoned paging, drive-thru audio and meeting-room sound, tuned to the room so every guest and employee hears clearly.',
  },
  {
    slug: 'preventative-maintenance',
    path: '/preventative-maintenance',
    title: 'Preventative Maintenance and Break-Fix',
    menuLabel: 'Preventative Maintenance',
    summary:
      'Scheduled health visits that catch failing hardware before it fails, backed by rapid break-fix dispatch when something does go down.',
  },
  {
    slug: 'structured-wiring-perfected',
    path: '/structured-wiring-perfected',
    title: 'Structured Wiring',
    menuLabel: 'Structured Wiring',
    summary:
      'Cat5e, Cat6, Cat6a, Cat7 and fibre runs installed to standard, labelled, certified and documented so the next change is easy.',
  },
  {
    slug: 'logistics-procurement',
    path: '/logistics-procurement',
    title: 'Logistics, Procurement and Warehousing (LPWP)',
    menuLabel: 'Logistics and Procurement',
    summary:
      'We buy, receive, stage, kit and ship the hardware for every rollout, so equipment reaches each site configured, labelled and on time.',
  },
  {
    slug: 'environment-surveys',
    path: '/environment-surveys',
    title: 'Environment Surveys and Data Insights',
    menuLabel: 'Environment Surveys',
    summary:
      'Photo-backed site surveys and store ratings that turn what our technicians see into reports head office can act on.',
  },
  {
    slug: 'remote-monitoring-support',
    path: '/remote-monitoring-support',
    title: 'Remote Monitoring and Support',
    menuLabel: 'Remote Monitoring',
    summary:
      '24/7 monitoring of your networks and screens with 4G backup connectivity and US-based engineers who fix most issues before anyone notices.',
  },
  {
    slug: 'call-center-support-hub-support',
    path: '/call-center-support-hub-support',
    title: 'Call Centre Support Hub',
    menuLabel: 'Call Centre Support Hub',
    summary:
      'One number for every site: trained agents log, triage and resolve tickets, and dispatch a technician when a remote fix is not enough.',
  },
  {
    slug: 'novastar-certified-engineers',
    path: '/novastar-certified-engineers',
    title: 'NovaStar-Certified LED Engineers',
    menuLabel: 'Certified LED Engineers',
    summary:
      'Engineers certified on NovaStar LED control systems who commission, calibrate and repair direct-view LED walls of any size.',
  },
];

export const serviceBySlug = (slug: string): ServiceSummary | undefined => SERVICES.find((service) => service.slug === slug);
