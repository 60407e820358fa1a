import { SEEDED_CASE_STUDY_IDS } from '@site/contracts/content';
import type { StaticCaseStudySlug } from '@/config/paths';
import type { Industry } from './industries';

interface CaseStudyLink {
  href: string;
  label: string;
}

export interface ClientSector {
  id: Industry['id'];
  title: string;
  paragraphs: string[];
  highlights: string[];
  caseStudy: CaseStudyLink;
  /** A second related case study, when one exists. */
  moreCaseStudy?: CaseStudyLink;
}

const staticStudy = (slug: StaticCaseStudySlug, label: string): CaseStudyLink => ({ href: `/case-study/${slug}`, label });
const seededStudy = (id: string, label: string): CaseStudyLink => ({ href: `/casestudy/${id}`, label });

/**
 * Clients page sectors (spec section 2), each linking to a case study of its own: a static one
 * where the spec has one, else one content-service seeds (SEEDED_CASE_STUDY_IDS). No two sectors
 * share a case study.
 */
export const CLIENT_SECTORS: readonly ClientSector[] = [
  {
    id: 'restaurants',
    title: 'Restaurants',
    paragraphs: [
      'Quick-service chains, coffee brands and full-service restaurants trust us with the systems that keep orders moving: menu boards, drive-thru audio, kitchen displays, payment networks and guest Wi-Fi.',
      'We work overnight and between services, and every site is photographed and tested before our crew leaves.',
    ],
    highlights: ['Digital menu boards and drive-thru displays', 'Drive-thru and dining-room audio', 'Store network refreshes in one overnight visit'],
    caseStudy: staticStudy('fast-food-and-hospitality', 'Fast food chain case study'),
    moreCaseStudy: staticStudy('comprehensive-structured-cabling', 'Coffee chain cabling case study'),
  },
  {
    id: 'retail',
    title: 'Retail',
    paragraphs: [
      'From specialty boutiques to gourmet grocers, retailers use Northwire to roll out store networks and in-store media on a single schedule, with hardware procured, staged and shipped by our logistics team.',
      'Store ratings from our environment surveys help head office decide where to refresh first.',
    ],
    highlights: ['Window, shelf-edge and video-wall signage', 'Point-of-sale and back-office networks', 'Store surveys with a 0-10 rating'],
    caseStudy: staticStudy('grocery', 'Gourmet grocer case study'),
    moreCaseStudy: staticStudy('commercial-specialized-sectors', 'Coffee capsule retailer case study'),
  },
  {
    id: 'healthcare',
    title: 'Healthcare',
    paragraphs: [
      'Clinics, labs and hospitals need networks that are segmented, documented and changed with care. Our technicians follow your infection-control and privacy rules and schedule work around patient care.',
    ],
    highlights: ['Segmented clinical and guest networks', 'Patient wayfinding and queue screens', 'Nurse-call friendly paging and audio'],
    caseStudy: seededStudy(SEEDED_CASE_STUDY_IDS.healthcare, 'Clinic group case study'),
  },
  {
    id: 'finance',
    title: 'Finance',
    paragraphs: [
      'Banks and credit unions combine strict change control with branches that must look their best. We deliver secure branch networks and showpiece displays, including transparent LED walls, inside your approval process.',
    ],
    highlights: ['Change-controlled branch network upgrades', 'Transparent and direct-view LED installations', 'Queue and promotional screens'],
    caseStudy: staticStudy('education-finance-health-care', 'Bank transparent LED wall case study'),
  },
  {
    id: 'education',
    title: 'Education',
    paragraphs: [
      'Schools, colleges and universities get campus Wi-Fi, classroom audio-visual, announcement screens and the structured cabling underneath, installed during breaks and summer shutdowns.',
    ],
    highlights: ['Campus-wide Wi-Fi surveys and installs', 'Classroom displays and voice lift', 'Cabling to Cat6a and fibre backbones'],
    caseStudy: seededStudy(SEEDED_CASE_STUDY_IDS.education, 'School district case study'),
  },
  {
    id: 'convention-venues',
    title: 'Convention venues',
    paragraphs: [
      'Convention centres and event halls need technology that changes every week. Our crews build modular LED screens, temporary networks and venue-wide audio to tight load-in windows, then strike them just as fast.',
    ],
    highlights: ['Modular LED screens and video walls', 'Temporary exhibitor and press networks', 'Venue paging and room audio'],
    caseStudy: staticStudy('commercial-and-large-scale', 'Convention centre modular screens case study'),
  },
];
