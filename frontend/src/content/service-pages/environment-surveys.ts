import auditIcon from '../images/icons/audit.svg?raw';
import buildingIcon from '../images/icons/building.svg?raw';
import chartIcon from '../images/icons/chart.svg?raw';
import flagIcon from '../images/icons/flag.svg?raw';
import networkIcon from '../images/icons/network.svg?raw';
import peopleIcon from '../images/icons/people.svg?raw';
import starIcon from '../images/icons/star.svg?raw';
import ticketIcon from '../images/icons/ticket.svg?raw';
import surveysImage from '../images/illustrations/surveys.svg?url';
import type { ServicePageContent } from './service-page-content';

export const environmentSurveys: ServicePageContent = {
  slug: 'environment-surveys',
  seo: {
    title: 'Environment Surveys & Data Insights',
    description:
      'Photo-backed site surveys, restaurant audits, red-flag alerts and a 0-10 store rating that turn what technicians see on site into reports head office can act on.',
  },
  hero: {
    eyebrow: 'Environment surveys and data insights',
    title: 'Every visit becomes data you can use',
    lead: 'Our technicians are already in your locations. Environment surveys turn each visit into structured, photo-backed reports, so head office can compare sites, spot risks and plan budgets with evidence.',
    image: { src: surveysImage, alt: 'Site survey checklist beside a store rating dashboard', width: 560, height: 420 },
    cta: "Let's Connect",
    mailSubject: 'Environment surveys',
  },
  sections: [
    {
      kind: 'cards',
      id: 'reports',
      eyebrow: 'Seven reports',
      title: 'The reports we deliver',
      lead: 'Select a card to read more.',
      cards: [
        { icon: auditIcon, title: 'Maintenance reports', brief: 'Condition of every system, after every visit.', full: 'Racks, screens, audio and cabling are inspected against a checklist; findings, photos and actions taken are uploaded the same day.' },
        { icon: peopleIcon, title: 'Restaurant audits', brief: 'Front and back of house, through a guest\'s eyes.', full: 'Menu boards, drive-thru audio, kitchen displays, guest Wi-Fi and dining-room screens checked for the experience guests actually get.' },
        { icon: flagIcon, title: 'Red flag', brief: 'Urgent risks raised the same day.', full: 'Safety hazards, imminent failures or security gaps are flagged immediately to your named contacts, with photos and a recommended fix.' },
        { icon: starIcon, title: 'Store rating (0-10)', brief: 'One comparable score for every site.', full: 'Each location is scored on a 0-10 scale across technology condition, tidiness, safety and guest-facing quality, so you can rank sites and track improvement over time.' },
        { icon: networkIcon, title: 'State of the network review', brief: 'How healthy is each site network?', full: 'Link quality, Wi-Fi coverage, failover readiness, hardware age and firmware currency summarised per site with a clear traffic-light status.' },
        { icon: ticketIcon, title: 'Report system', brief: 'All reports in one searchable place.', full: 'Reports are stored per site and per visit in our report system, searchable by date, region or finding, and exportable for your own tools.' },
        { icon: chartIcon, title: 'Head office insights', brief: 'Trends across the whole estate.', full: 'Quarterly summaries show recurring faults, ageing equipment, regional differences and the investments that would raise the most store ratings.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'uses',
      eyebrow: 'How customers use them',
      title: 'Decisions backed by evidence',
      slides: [
        { icon: chartIcon, title: 'Budget planning', text: 'Refresh the sites that need it first, based on ratings and hardware age.' },
        { icon: flagIcon, title: 'Risk reduction', text: 'Close safety and security gaps before they become incidents.' },
        { icon: buildingIcon, title: 'Remodel scoping', text: 'Accurate as-is documentation before architects and contractors start.' },
        { icon: starIcon, title: 'Franchise standards', text: 'Hold every location to the same standard with objective scores.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Pilot a survey',
        HighlightedHeadingBefore: 'Ten sites,',
        Heading: 'one clear picture',
        Paragraph: 'Start with a pilot of ten locations. You will receive every report type, a 0-10 rating for each site and a head office summary within three weeks.',
        imgLink: surveysImage,
        imgAlt: 'Survey checklist and store rating dashboard',
        shiftRow: true,
      },
    },
  ],
};
