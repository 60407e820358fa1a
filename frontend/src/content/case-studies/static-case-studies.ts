import type { StaticCaseStudySlug } from '@/config/paths';

/**
 * The six static case studies (spec section 2), in original copy. Clients are anonymised on
 * purpose: the company shares results, not client names. Images are SVG illustrations in
 * public/images/case-studies (drawn by `generate-case-study-art.mjs`); each video is the clip of
 * its own story (public/video/media, generate-media-videos.sh): a Media page clip, or its own.
 */
export interface CaseStudyImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface StaticCaseStudy {
  slug: StaticCaseStudySlug;
  title: string;
  category: string;
  client: string;
  summary: string;
  facts: readonly { value: string; label: string }[];
  sections: {
    clientOverview: readonly string[];
    problem: readonly string[];
    solution: readonly string[];
    implementation: readonly string[];
    resolution: readonly string[];
    conclusion: readonly string[];
  };
  images: readonly [CaseStudyImage, CaseStudyImage];
  video?: { src: string; poster: string; caption: string };
}

export const SECTION_TITLES = {
  clientOverview: 'Client Overview',
  problem: 'Problem',
  solution: 'Solution',
  implementation: 'Implementation',
  resolution: 'Resolution',
  conclusion: 'Conclusion',
} as const;

const art = (slug: string, n: 1 | 2, alt: string): CaseStudyImage => ({
  src: `/images/case-studies/${slug}-${n}.svg`,
  alt,
  width: 800,
  height: 500,
});

export const STATIC_CASE_STUDIES: Record<StaticCaseStudySlug, StaticCaseStudy> = {
  'fast-food-and-hospitality': {
    slug: 'fast-food-and-hospitality',
    title: 'Digital menu boards for a national quick-service chain',
    category: 'Fast food and hospitality',
    client: 'a national quick-service chain',
    summary: 'Printed menu panels replaced by centrally managed digital menu boards in 120 restaurants, installed overnight without a single lost breakfast.',
    facts: [
      { value: '120', label: 'restaurants converted' },
      { value: '6 weeks', label: 'from first to last store' },
      { value: '0', label: 'morning openings delayed' },
    ],
    sections: {
      clientOverview: [
        'The client is a national quick-service chain with drive-thru and counter service, operating franchise and corporate restaurants across several provinces and states.',
      ],
      problem: [
        'Every price change or limited-time offer meant printing, shipping and hand-installing new menu panels in each store. Promotions launched on different days in different regions, and outdated prices at the counter led to complaints and refunds.',
        'The restaurants open early and close late, so any installation window had to fit between the last order at night and the first breakfast shift.',
      ],
      solution: [
        'We designed a standard kit per restaurant: commercial displays for the counter and drive-thru, media players on a managed network segment, and a cellular backup so menus stay current even if the store line fails.',
        'Content is scheduled from head office, with day-part switching from breakfast to lunch to late night happening automatically.',
      ],
      implementation: [
        'A pilot in three restaurants fixed the mounting details, the player configuration and a two-person, one-night install procedure. Kits were then staged and tested in our warehouse and shipped per store with labelled cabling.',
        'Crews worked overnight, removing the old panels, mounting and cabling the displays and handing over to the opening manager with the new menu already playing.',
      ],
      resolution: [
        'All 120 restaurants were converted in six weeks. Price changes now reach every store in minutes, and promotions launch chain-wide at the same hour.',
      ],
      conclusion: [
        'A repeatable kit, a tested install playbook and overnight crews turned a disruptive project into a routine one. The chain now uses the same playbook for new openings.',
      ],
    },
    images: [
      art('fast-food-and-hospitality', 1, 'Illustration of three digital menu boards above a restaurant counter'),
      art('fast-food-and-hospitality', 2, 'Illustration of a rollout map with restaurant locations completed week by week'),
    ],
    video: { src: '/video/media/signage-rollout.mp4', poster: '/video/media/signage-rollout.webp', caption: 'Menu boards in 120 stores' },
  },
  'comprehensive-structured-cabling': {
    slug: 'comprehensive-structured-cabling',
    title: 'Structured cabling refresh for a regional coffee chain',
    category: 'Structured cabling',
    client: 'a regional coffee chain',
    summary: 'Decades of ad-hoc wiring replaced by a documented Cat6 and fibre plant across 85 cafés, cutting network trouble calls by more than half.',
    facts: [
      { value: '85', label: 'cafés rewired' },
      { value: '3,400+', label: 'drops tested and labelled' },
      { value: '-58%', label: 'network trouble tickets' },
    ],
    sections: {
      clientOverview: [
        'The client runs a busy regional coffee chain whose cafés depend on the network for point of sale, mobile orders, guest Wi-Fi and music.',
      ],
      problem: [
        'Years of renovations had left each café with a different mix of cable types, unlabelled runs and patch cords strung across ceilings. Simple faults took hours to trace, and some payment terminals dropped off the network during the morning rush.',
      ],
      solution: [
        'We proposed a standard cabling design for every café: Cat6 to each terminal, access point and display, a small wall-mounted rack with a labelled patch panel, and fibre where the back office sat beyond copper distance.',
      ],
      implementation: [
        'Each café was surveyed first, then rewired in one or two after-hours visits. Every drop was certified with a cable tester, labelled at both ends and recorded in as-built drawings the client now keeps.',
        'Old cable was removed rather than abandoned in the ceiling, keeping the spaces clean and compliant.',
      ],
      resolution: [
        'Network trouble tickets fell by 58 % in the first quarter after completion, and technicians now find and fix faults from the drawings instead of by trial and error.',
      ],
      conclusion: [
        'A consistent, documented cabling plant is the quiet foundation under every other system in a café. The chain now specifies the same standard for all new locations.',
      ],
    },
    images: [
      art('comprehensive-structured-cabling', 1, 'Illustration of a wall-mounted rack with a labelled patch panel and neatly dressed cables'),
      art('comprehensive-structured-cabling', 2, 'Illustration of a café floor plan with cable routes to terminals and access points'),
    ],
    video: { src: '/video/media/structured-cabling.mp4', poster: '/video/media/structured-cabling.webp', caption: 'Cabling labelled end to end' },
  },
  'commercial-specialized-sectors': {
    slug: 'commercial-specialized-sectors',
    title: 'In-store displays for a coffee capsule retailer',
    category: 'Retail',
    client: 'a premium coffee capsule retailer',
    summary: 'Boutiques given shelf-edge and window displays that match the brand’s precise look, installed to millimetre tolerances in high-end malls.',
    facts: [
      { value: '40', label: 'boutiques fitted' },
      { value: '600+', label: 'displays installed' },
      { value: '1 night', label: 'per boutique' },
    ],
    sections: {
      clientOverview: [
        'The client is a premium coffee capsule retailer with boutiques in upscale shopping centres, where the store design is part of the product.',
      ],
      problem: [
        'The brand wanted moving imagery on the capsule walls and in the windows, but the fixtures left only a few millimetres for screens and cabling, and mall rules allowed work only after closing.',
      ],
      solution: [
        'We worked with the fixture maker to fit stretched shelf-edge displays and high-brightness window screens into the existing joinery, with players hidden in the back-of-house and power and data routed through the fixture channels.',
      ],
      implementation: [
        'A full-size mock-up in our warehouse confirmed every bracket and cable path. Boutiques were then fitted one night each, with a checklist signed off by the store manager before opening.',
      ],
      resolution: [
        'All 40 boutiques now run synchronised content on more than 600 displays, and the windows stay readable in full daylight.',
      ],
      conclusion: [
        'Careful preparation off site made it possible to work to millimetre tolerances in the few hours a mall allows, without a single boutique opening late.',
      ],
    },
    images: [
      art('commercial-specialized-sectors', 1, 'Illustration of a capsule wall with slim shelf-edge displays'),
      art('commercial-specialized-sectors', 2, 'Illustration of a boutique window with a high-brightness screen'),
    ],
  },
  'education-finance-health-care': {
    slug: 'education-finance-health-care',
    title: 'A transparent LED wall for a bank’s flagship branch',
    category: 'Finance',
    client: 'a national retail bank',
    summary: 'A see-through LED wall on the street-facing glass of a flagship branch, bright enough for passers-by and invisible enough to keep the view inside.',
    facts: [
      { value: '24 m²', label: 'transparent LED surface' },
      { value: '70 %', label: 'see-through at rest' },
      { value: '4 weeks', label: 'from survey to switch-on' },
    ],
    sections: {
      clientOverview: [
        'The client is a national retail bank renovating its flagship branch into an open, welcoming space for advice rather than transactions.',
      ],
      problem: [
        'The bank wanted to show campaigns to the street without covering its new glass façade, and the branch had to keep serving customers throughout the installation.',
      ],
      solution: [
        'We specified a transparent LED mesh mounted just behind the glass, with a light sensor that adjusts brightness through the day and a content schedule managed by the bank’s marketing team.',
      ],
      implementation: [
        'A structural survey confirmed the mounting points. Frames, power and data were installed over two weekends, then the LED modules were fitted, aligned and colour-calibrated at night with the branch screened off.',
      ],
      resolution: [
        'The wall went live on schedule. Campaigns are visible from across the street, while customers inside still look out through the glass.',
      ],
      conclusion: [
        'Transparent LED let the bank advertise without closing itself off. Our support desk monitors the wall remotely and schedules any maintenance outside opening hours.',
      ],
    },
    images: [
      art('education-finance-health-care', 1, 'Illustration of a glass branch façade with a transparent LED wall showing a campaign'),
      art('education-finance-health-care', 2, 'Illustration of LED mesh modules mounted behind glass'),
    ],
    video: { src: '/video/media/led-wall-build.mp4', poster: '/video/media/led-wall-build.webp', caption: 'Building a transparent LED wall' },
  },
  'commercial-and-large-scale': {
    slug: 'commercial-and-large-scale',
    title: 'Modular screens for a convention centre',
    category: 'Venues',
    client: 'a large convention centre',
    summary: 'Reconfigurable LED screens that organisers can resize and move between halls, replacing rented projection for most events.',
    facts: [
      { value: '5', label: 'halls served' },
      { value: '90 min', label: 'to rebuild a screen' },
      { value: '-40%', label: 'AV rental spend' },
    ],
    sections: {
      clientOverview: [
        'The client operates a large convention centre hosting trade shows, conferences and gala dinners, often several at once.',
      ],
      problem: [
        'Each event rented its own projection and screens, with long set-up times, mixed quality and high costs passed on to organisers.',
      ],
      solution: [
        'We supplied modular LED cabinets on rolling frames that the venue’s own crew can assemble into screens of different sizes, with processors and signal routing that reach every hall.',
      ],
      implementation: [
        'We installed the fixed infrastructure (power, fibre and control points) in each hall, delivered the cabinets in flight cases and trained the venue crew until they could build and calibrate a screen on their own.',
      ],
      resolution: [
        'A large screen now goes up in about 90 minutes, and the venue’s spending on rented AV fell by roughly 40 % in the first year.',
      ],
      conclusion: [
        'Owning modular screens turned a recurring cost into a service the venue sells. Our engineers remain on call for large events and perform preventative maintenance twice a year.',
      ],
    },
    images: [
      art('commercial-and-large-scale', 1, 'Illustration of a conference stage with a large modular LED screen'),
      art('commercial-and-large-scale', 2, 'Illustration of LED cabinets on rolling frames being assembled'),
    ],
  },
  grocery: {
    slug: 'grocery',
    title: 'Signage, audio and network for a gourmet grocer',
    category: 'Grocery',
    client: 'a gourmet grocery group',
    summary: 'A single network carrying digital signage, zoned audio and store systems across a group of gourmet markets, monitored around the clock.',
    facts: [
      { value: '18', label: 'markets connected' },
      { value: '24/7', label: 'remote monitoring' },
      { value: '92 %', label: 'faults fixed remotely' },
    ],
    sections: {
      clientOverview: [
        'The client is a gourmet grocery group with markets that combine fresh counters, a café and prepared meals under one roof.',
      ],
      problem: [
        'Each market had grown its own mix of screens, speakers and network equipment from different suppliers. Nobody had a full picture, and a failed switch could silence the music and blank the deli boards at once.',
      ],
      solution: [
        'We designed one managed network per market with separate segments for payments, signage and guest Wi-Fi, replaced the deli and café boards with managed displays, and set up zoned audio for the floor, the café and the back of house.',
      ],
      implementation: [
        'Markets were upgraded one at a time outside opening hours. Every device was added to our monitoring platform as it went live, with 4G backup on each site’s internet link.',
      ],
      resolution: [
        'Our support desk now sees issues before staff do and resolves 92 % of them remotely. On-site visits are planned rather than urgent.',
      ],
      conclusion: [
        'Bringing signage, audio and network under one design and one support desk made the markets simpler to run and easier to grow.',
      ],
    },
    images: [
      art('grocery', 1, 'Illustration of a deli counter with digital price boards'),
      art('grocery', 2, 'Illustration of a store network diagram with signage, audio and payment segments'),
    ],
    // Its own clip (generate-media-videos.sh), not one of the Media page's seven.
    video: { src: '/video/media/grocer-markets.mp4', poster: '/video/media/grocer-markets.webp', caption: 'Eighteen markets, one network' },
  },
};
