import { SEEDED_CASE_STUDY_IDS, type CaseStudy } from '@site/contracts';

/** The sections every seeded case study leaves empty (7 to 9). */
const UNUSED_SECTIONS = { sec7Heading: '', sec7Para: '', sec8Heading: '', sec8Para: '', sec9Heading: '', sec9Para: '' };

/**
 * Fixed ids so the seed is idempotent and the dynamic route /casestudy/{id} has stable examples; the
 * Clients page links the healthcare and education ones as those sectors' case studies
 * (SEEDED_CASE_STUDY_IDS). Each tells a client and a story no static case study tells, with its own
 * figures (issue 25: they used to repeat the static ones with other numbers). The alt texts came
 * later (SEED_CASE_STUDY_ALTS, set by migrations 1763800000005 and 1764100000000): the seed
 * migration runs before their columns exist.
 */
export const SEED_CASE_STUDIES: Omit<CaseStudy, 'bannerImageAlt' | 'sec1ImgAlt'>[] = [
  {
    _id: SEEDED_CASE_STUDY_IDS.healthcare,
    heroHeading: 'Wayfinding Screens and a Segmented Network for a Clinic Group',
    clientName: 'Riverside Family Health',
    bannerImage: '/images/blog/case-study-clinic-network.webp',
    category1: 'Digital Sinage',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Riverside Family Health runs twelve family-practice clinics and two imaging centres in southern Ontario. Patients check in at a kiosk, wait in a shared lobby and are called to one of up to twenty exam rooms.</p>',
    sec1Para2:
      '<p>The group wanted patients to find their room without asking at the desk, and wanted clinical systems kept apart from the guest Wi-Fi that waiting families use.</p>',
    sec1Img: '/images/blog/why-every-install-starts-with-a-site-survey.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>Each clinic ran one flat network shared by medical devices, staff laptops, the check-in kiosks and guest Wi-Fi. Printed signs went out of date whenever rooms were reassigned, and front-desk staff spent much of each morning walking patients to their rooms.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>We designed a standard clinic network with separate segments for clinical devices, staff, kiosks and guests, behind a managed firewall with 4G backup. Wayfinding and queue screens in each lobby and corridor take room assignments from the check-in system, so a patient sees their number and the way to their room as soon as they are called.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Work was scheduled on evenings and weekends so no clinic closed. Each site was surveyed, then cut over in one night with pre-staged switches and access points; the screens followed the next weekend. Infection-control rules shaped every step: covered ceiling access, cleaned tools and no work in clinical rooms during opening hours.</p>',
    sec5Heading: 'Resolution',
    sec5Para:
      '<p>All fourteen sites now run the same design. Guest devices can no longer reach clinical systems, and front-desk staff report that most patients find their room on their own.</p>',
    sec6Heading: 'Conclusion',
    sec6Para:
      '<p>With every site on one blueprint and enrolled in our 24/7 remote monitoring, Riverside opens new clinics from a tested design rather than as a fresh project.</p>',
    ...UNUSED_SECTIONS,
  },
  {
    _id: SEEDED_CASE_STUDY_IDS.education,
    heroHeading: 'Campus Wi-Fi and Classroom Displays for a School District',
    clientName: 'Cedar Valley School District',
    bannerImage: '/images/blog/case-study-campus-wifi.webp',
    category1: 'Digital Sinage',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Cedar Valley School District serves about 9,000 students in eleven elementary and three secondary schools in Washington State. Lessons had moved to laptops and streamed video faster than the buildings had been wired for.</p>',
    sec1Para2:
      '<p>The district asked for coverage in every classroom, gym and portable, and for displays that teachers could share a laptop to without cables.</p>',
    sec1Img: '/images/blog/cat6-vs-cat6a-vs-fibre.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>Access points had been added room by room over ten years. Classrooms at the ends of corridors dropped connections during online tests, and projectors on long video cables failed often enough that many teachers had stopped using them.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>A predictive and on-site Wi-Fi survey of every school set the number and placement of access points. We ran Cat6a to each new access point and fibre between wiring closets, and replaced the projectors with wall-mounted interactive displays that accept wireless sharing from the district’s laptops.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Cabling and the network cutover were done during the summer break, two schools at a time, with the displays installed in the last two weeks before classes. Every drop was certified and labelled, and each school received as-built drawings for its maintenance staff.</p>',
    sec5Heading: 'Resolution',
    sec5Para:
      '<p>All fourteen schools opened in September with full coverage, portables and gyms included. Online tests have run without a dropped connection since, and display support calls fell to a handful per term.</p>',
    sec6Heading: 'Conclusion',
    sec6Para:
      '<p>The district now adds classrooms to the same standard, and our preventative maintenance visits in each school break keep the displays and access points up to date.</p>',
    ...UNUSED_SECTIONS,
  },
  {
    _id: SEEDED_CASE_STUDY_IDS.retailAudio,
    heroHeading: 'Zoned Audio and Paging for a Department Store Flagship',
    clientName: 'Harbour Street Department Store',
    bannerImage: '/images/blog/case-study-store-audio.webp',
    category1: '',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Harbour Street Department Store fills four floors of a heritage building in downtown Vancouver, with a café on the ground floor, fashion and home departments above and a busy loading dock behind.</p>',
    sec1Para2: '<p>Music, announcements and emergency paging all came from one ageing system that played the same thing everywhere.</p>',
    sec1Img: '/images/blog/audio-zoning-for-hospitality.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>Café guests heard the same volume as the fitting rooms, announcements meant for the loading dock reached the sales floor, and staff adjusted a single volume knob many times a day. Parts for the old amplifiers were no longer made.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>We designed nine audio zones with their own sources, schedules and volume limits, ceiling speakers chosen for each ceiling type, and networked amplifiers managed from the office. Paging can reach one zone, a floor or the whole store, and emergency announcements override everything.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Speakers were installed floor by floor after closing, through the building’s existing ceiling voids, so no decorative plaster was cut. Each zone was tuned with a measurement microphone before the store opened the next morning.</p>',
    sec5Heading: 'Resolution',
    sec5Para:
      '<p>Each department now sets its own music and level on a schedule, and announcements reach only the people they are meant for. Complaints about the volume in the café stopped in the first week.</p>',
    sec6Heading: 'Conclusion',
    sec6Para: '<p>Our support desk monitors the system and spots a silent amplifier or a failed speaker line before staff notice it.</p>',
    ...UNUSED_SECTIONS,
  },
];

/** The alt texts of the seeded case studies' two images (decisions/content.md, "Alt text"). */
export const SEED_CASE_STUDY_ALTS: Record<string, Pick<CaseStudy, 'bannerImageAlt' | 'sec1ImgAlt'>> = {
  [SEEDED_CASE_STUDY_IDS.healthcare]: {
    bannerImageAlt: 'A wayfinding screen at the centre of a network linking a group of clinics',
    sec1ImgAlt: 'Surveyor clipboard over a building floor plan with measurement lines',
  },
  [SEEDED_CASE_STUDY_IDS.education]: {
    bannerImageAlt: 'A school floor plan with wireless access points and a survey checklist',
    sec1ImgAlt: 'Bundles of copper and fibre cables in brand colours running into a patch panel',
  },
  [SEEDED_CASE_STUDY_IDS.retailAudio]: {
    bannerImageAlt: 'Store floor zones, each with its own speaker',
    sec1ImgAlt: 'Floor plan with coloured audio zones and speaker symbols',
  },
};

/** A seeded case study as the API answers it (with its alt texts). */
export const seededCaseStudy = (seed: (typeof SEED_CASE_STUDIES)[number]): CaseStudy => ({
  ...seed,
  bannerImageAlt: SEED_CASE_STUDY_ALTS[seed._id]?.bannerImageAlt ?? '',
  sec1ImgAlt: SEED_CASE_STUDY_ALTS[seed._id]?.sec1ImgAlt ?? '',
});
