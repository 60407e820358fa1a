import clockIcon from '../images/icons/clock.svg?raw';
import flagIcon from '../images/icons/flag.svg?raw';
import globeIcon from '../images/icons/globe.svg?raw';
import headsetIcon from '../images/icons/headset.svg?raw';
import modemIcon from '../images/icons/modem.svg?raw';
import monitorIcon from '../images/icons/monitor.svg?raw';
import signalIcon from '../images/icons/signal.svg?raw';
import ticketIcon from '../images/icons/ticket.svg?raw';
import monitoringImage from '../images/illustrations/monitoring.svg?url';
import type { ServicePageContent } from './service-page-content';

export const remoteMonitoringSupport: ServicePageContent = {
  slug: 'remote-monitoring-support',
  seo: {
    title: 'Remote Monitoring and Support',
    description:
      '24/7 remote monitoring of networks and digital signage with 4G backup connectivity and US-based support engineers who resolve most issues before your staff notice.',
  },
  hero: {
    eyebrow: 'Remote monitoring and support',
    title: 'Watching your sites 24/7, so you do not have to',
    lead: 'We monitor your routers, switches, access points, firewalls and screens around the clock. When something fails, our US-based engineers start fixing it remotely, and a 4G backup keeps the site online while they do.',
    image: { src: monitoringImage, alt: 'Monitoring dashboard with a 4G backup modem', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'Remote monitoring and support',
  },
  sections: [
    {
      kind: 'highlights',
      id: 'pillars',
      eyebrow: 'Three commitments',
      title: 'Always on, always backed up, always answered',
      items: [
        { icon: clockIcon, title: '24/7 monitoring', text: 'Every device checked every minute, 24 hours a day, 365 days a year, with alerts routed to an engineer on shift.' },
        { icon: modemIcon, title: '4G backup', text: 'Cellular failover keeps payments, ordering and monitoring online when the primary internet circuit goes down.' },
        { icon: headsetIcon, title: 'US-based support', text: 'Experienced engineers based in the USA, working from documented runbooks for your sites.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'what',
      eyebrow: 'What we watch',
      title: 'Monitoring coverage',
      slides: [
        { icon: signalIcon, title: 'Internet circuits', text: 'Latency, packet loss and outages on primary and backup links, with carrier escalation handled for you.' },
        { icon: globeIcon, title: 'Network devices', text: 'Routers, switches, firewalls and access points: status, errors, temperature and configuration drift.' },
        { icon: monitorIcon, title: 'Screens and players', text: 'Signage players online, content in sync and displays powered on during trading hours.' },
        { icon: flagIcon, title: 'Security events', text: 'Firewall alerts and unexpected devices raised to your team under agreed procedures.' },
        { icon: ticketIcon, title: 'Reporting', text: 'Monthly availability, incident and trend reports per site and per region.' },
      ],
    },
    {
      kind: 'cards',
      id: 'how',
      eyebrow: 'How an incident runs',
      title: 'From alert to resolved',
      lead: 'Select a card to read more.',
      cards: [
        { icon: flagIcon, title: 'Detect', brief: 'We usually know first.', full: 'Alerts are correlated so one circuit outage raises one incident, not fifty. The on-shift engineer acknowledges within minutes.' },
        { icon: headsetIcon, title: 'Diagnose and fix remotely', brief: 'Most issues end here.', full: 'Our engineers restart services, fail over circuits, push configurations and work with carriers. The majority of incidents are resolved without a site visit.' },
        { icon: ticketIcon, title: 'Dispatch and close', brief: 'A technician when it is needed.', full: 'If hardware must be replaced, a technician is dispatched with the part. The incident closes only when monitoring confirms the site is healthy.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Peace of mind',
        Heading: 'Let our engineers take the',
        HighlightedHeading: '3am call',
        Paragraph: 'Monitoring plans start at a single site. Onboarding takes about two weeks, including 4G backup installation and a runbook for each location.',
        secondBtn: '/case-study/grocery',
      },
    },
  ],
};
