import type { StaticCaseStudySlug } from '@/config/paths';
import type { Industry } from './industries';

export interface ClientSector {
  id: Industry['id'];
  title: string;
  paragraphs: string[];
  highlights: string[];
  caseStudy: { slug: StaticCaseStudySlug; label: string };
  /** A second related case study, when one exists. */
  moreCaseStudy?: { slug: StaticCaseStudySlug; label: string };
}

/** Clients page sectors (spec section 2), each linking to its static case study route. */
export const CLIENT_SECTORS: readonly ClientSector[] = [
  {
    id: 'restaurants',
    title: 'Restaurants',
    paragraphs: [
      'Quick-service chains, coffee brands and full-service restaurants trust us with the systems that keep orders moving: menu boards, drive-thru audio, kitchen displays, payment networks and guest Wi-Fi.',
      'We work overnight and between services, and every site is photographed and tested before our crew leaves.',
    ],
    highlights: ['Digital menu boards and drive-thru displays', 'Drive-thru and dining-room audio', 'Store network refreshes in one overnight visit'],
    caseStudy: { slug: 'fast-food-and-hospitality', label: 'Fast food chain case study' },
    moreCaseStudy: { slug: 'comprehensive-structured-cabling', label: 'Coffee chain cabling case study' },
  },
  {
    id: 'retail',
    title: 'Retail',
    paragraphs: [
      'From specialty boutiques to gourmet grocers, retailers use Northwire to roll out store networks and in-store media on a single schedule, with hardware procured, staged and shipped by our logistics team.',
      'Store ratings from our environment surveys help head office decide where to refresh first.',
    ],
    highlights: ['Window, shelf-edge and video-wall signage', 'Point-of-sale and back-office networks', 'Store surveys with a 0-10 rating'],
    caseStudy: { slug: 'grocery', label: 'Gourmet grocer case study' },
    moreCaseStudy: { slug: 'commercial-specialized-sectors', label: 'Coffee capsule retailer case study' },
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    paragraphs: [
      'Clinics, labs and hospitals need networks that are segmented, documented and changed with care. Our technicians follow your infection-control and privacy rules and schedule work around patient care.',
    ],
    highlights: ['Segmented clinical and guest networks', 'Patient wayfinding and queue screens', 'Nurse-call friendly paging and audio'],
    caseStudy: { slug: 'education-finance-health-care', label: 'Education, finance and healthcare case study' },
  },
  {
    id: 'finance',
    title: 'Finance',
    paragraphs: [
      'Banks and credit unions combine strict change control with branches that must look their best. We deliver secure branch networks and showpiece displays, including transparent LED walls, inside your approval process.',
    ],
    highlights: ['Change-controlled branch network upgrades', 'Transparent and direct-view LED installations', 'Queue and promotional screens'],
    caseStudy: { slug: 'education-finance-health-care', label: 'Bank transparent LED wall case study' },
  },
  {
    id: 'education',
    title: 'Education',
    paragraphs: [
      'Schools, colleges and universities get campus Wi-Fi, classroom audio-visual, announcement screens and the structured cabling underneath, installed during breaks and summer shutdowns.',
    ],
    highlights: ['Campus-wide Wi-Fi surveys and installs', 'Classroom displays and voice lift', 'Cabling to Cat6a and fibre backbones'],
    caseStudy: { slug: 'education-finance-health-care', label: 'Education sector case study' },
  },
  {
    id: 'convention-venues',
    title: 'Convention venues',
    paragraphs: [
      'Convention centres and event halls need technology that changes every week. Our crews build modular LED screens, temporary networks and venue-wide audio to tight load-in windows, then strike them just as fast.',
    ],
    highlights: ['Modular LED screens and video walls', 'Temporary exhibitor and press networks', 'Venue paging and room audio'],
    caseStudy: { slug: 'commercial-and-large-scale', label: 'Convention centre modular screens case study' },
  },
];
