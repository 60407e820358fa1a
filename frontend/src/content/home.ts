import auditIcon from './images/icons/audit.svg?raw';
import chartIcon from './images/icons/chart.svg?raw';
import flagIcon from './images/icons/flag.svg?raw';
import starIcon from './images/icons/star.svg?raw';
import aboutImage from './images/illustrations/about.svg?url';
import surveysImage from './images/illustrations/surveys.svg?url';

/** Home page copy (spec section 2: Home). */
export const HOME = {
  seo: {
    title: 'Network, Signage and AV Installers',
    description:
      'Northwire Integration designs, installs and supports networks, digital signage, audio and structured cabling for restaurants, retail, healthcare, finance, education and convention venues, with 24/7/365 support.',
  },
  hero: {
    eyebrow: 'Installs, moves, adds and changes nationwide',
    title: 'The technology in every location, installed right and kept running',
    lead: 'Networks, digital signage, audio and structured cabling for multi-site businesses across the USA and Canada, delivered by our own technicians and supported 24/7/365 under an ITIL-based service model.',
    videoAlt: 'Abstract animation of light moving along network cables',
  },
  about: {
    eyebrow: 'About Northwire',
    title: 'One partner from the first site survey to the ten-thousandth service call',
    paragraphs: [
      'For more than twenty years we have wired, mounted, configured and supported the technology that busy locations depend on: the network behind the point of sale, the screens guests read, the audio they hear and the cabling nobody sees.',
      'Our project managers plan each rollout with your operations team, our technicians arrive with the equipment already staged and labelled, and our support hub stays with you after go-live. That continuity is why 99% of our customers come back for their next project.',
    ],
    image: { src: aboutImage, alt: 'Connected client sites across North America', width: 560, height: 420 },
  },
  services: {
    eyebrow: 'What we do',
    title: 'Services built for multi-site operations',
    lead: 'Pick one service or hand us the whole program. Every engagement follows the same documented, ITIL-based process.',
  },
  reports: {
    eyebrow: 'Environment reports',
    title: 'See every location the way our technicians do',
    lead: 'Each visit produces a photo-backed report. Together they show head office where to invest and what to fix first.',
    image: { src: surveysImage, alt: 'Site survey checklist and store rating dashboard', width: 560, height: 420 },
    items: [
      { icon: auditIcon, title: 'Maintenance reports', text: 'Condition of racks, screens, speakers and cabling, with photos and recommended actions.' },
      { icon: flagIcon, title: 'Red-flag alerts', text: 'Safety or failure risks raised the same day, before they turn into outages.' },
      { icon: starIcon, title: 'Store rating 0-10', text: 'A single, comparable score for every site, so you can rank and track locations.' },
      { icon: chartIcon, title: 'Head office insights', text: 'Trends across the estate: recurring faults, ageing hardware and budget priorities.' },
    ],
  },
  stats: {
    eyebrow: 'By the numbers',
    title: 'Proven at scale',
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Sectors we serve',
    lead: 'Different rooms, the same standard: clean installs, clear documentation and support that answers.',
  },
  blogs: {
    eyebrow: 'Insights',
    title: 'Latest from the blog',
  },
} as const;
