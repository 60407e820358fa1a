import type { CaseStudy } from '@site/contracts';

/** Fixed ids so the seed is idempotent and the dynamic route /casestudy/{id} has stable examples. */
export const SEED_CASE_STUDIES: CaseStudy[] = [
  {
    _id: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e01',
    heroHeading: 'Digital Menu Boards Across 140 Quick-Service Restaurants',
    clientName: 'Harbourline Burgers',
    bannerImage: '/images/blog/case-study-qsr-menu-boards.webp',
    category1: 'Digital Sinage',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Harbourline Burgers operates 140 quick-service restaurants across the Pacific Northwest and British Columbia, most with a drive-thru lane. Printed menu panels were reprinted up to eight times a year for price changes and limited-time offers.</p>',
    sec1Para2:
      '<p>The brand wanted menus that could change by daypart, stay consistent across franchisees and update prices from a single system.</p>',
    sec1Img: '/images/blog/digital-signage-in-quick-service-restaurants.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>Every promotion meant printing, shipping and installing panels at each location, and stores often displayed outdated prices for days. Drive-thru boards faded in the sun, and kitchen heat had already shortened the life of two pilot screens built on consumer televisions.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>We specified commercial displays rated for extended daily operation, high-brightness weather-sealed enclosures for the drive-thru, and media players on a dedicated network segment. Prices are pulled from the point-of-sale menu database, so one change at head office reaches every board.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Installations ran overnight, four stores per crew per week, so no restaurant lost a trading hour. Each site received a pre-configured kit, dedicated circuits and a commissioning checklist with photos uploaded before the crew left.</p>',
    sec5Heading: 'Resolution',
    sec5Para:
      '<p>Menu changes now reach all 140 restaurants in minutes. Breakfast and lunch menus switch automatically, and promotions can be paused when an ingredient runs short.</p>',
    sec6Heading: 'Conclusion',
    sec6Para:
      '<p>With printing eliminated and remote monitoring watching every player, Harbourline treats its menu boards as a managed service rather than a recurring project.</p>',
    sec7Heading: '',
    sec7Para: '',
    sec8Heading: '',
    sec8Para: '',
    sec9Heading: '',
    sec9Para: '',
  },
  {
    _id: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e02',
    heroHeading: 'A Transparent LED Wall for a Community Bank Lobby',
    clientName: 'Cascade Community Bank',
    bannerImage: '/images/blog/case-study-bank-led-wall.webp',
    category1: 'Digital Sinage',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Cascade Community Bank was renovating its flagship branch and wanted the street-facing window to show rates and community news without blocking daylight or the view into the lobby.</p>',
    sec1Para2: '<p>The wall had to be readable from the sidewalk at midday and comfortable to look at from inside the branch.</p>',
    sec1Img: '/images/blog/led-video-walls-what-to-decide-before-you-buy.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>Conventional displays would have darkened the lobby, and the glazing could not carry the weight of standard LED cabinets. The bank also needed content scheduled around branch hours.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>We designed a transparent LED wall on a floor-standing frame set back from the glass, with a pitch chosen for sidewalk viewing distance and an ambient light sensor that raises brightness in sunlight and lowers it at dusk.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Our certified LED engineers mapped and calibrated every module on site, matched spare modules from the same production batch, and connected the controller to the bank\'s content platform over a segmented network.</p>',
    sec5Heading: 'Resolution',
    sec5Para: '<p>The lobby stays bright, passers-by can read the rates from across the street, and staff update content from head office.</p>',
    sec6Heading: 'Conclusion',
    sec6Para: '<p>The branch now has a signature feature that serves marketing and keeps the open, welcoming feel the renovation was designed for.</p>',
    sec7Heading: '',
    sec7Para: '',
    sec8Heading: '',
    sec8Para: '',
    sec9Heading: '',
    sec9Para: '',
  },
  {
    _id: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e03',
    heroHeading: 'A Network Refresh for a Gourmet Grocer',
    clientName: 'Market & Vine',
    bannerImage: '/images/blog/case-study-grocer-network.webp',
    category1: '',
    category2: '',
    category3: '',
    category4: '',
    template: 'standard',
    sec1Heading: 'Client Overview',
    sec1Para:
      '<p>Market &amp; Vine runs eighteen gourmet grocery stores in Ontario and upstate New York, with self-checkout lanes, scales, cameras and shelf-edge displays all relying on the store network.</p>',
    sec1Para2: '<p>Ageing switches and a single broadband circuit per store had caused several trading-day outages.</p>',
    sec1Img: '/images/blog/network-design-for-multi-site-retail.webp',
    sec2Heading: 'Problem',
    sec2Para:
      '<p>All devices shared one flat network, cabling was undocumented, and when a circuit failed the tills stopped taking cards until the carrier restored service.</p>',
    sec3Heading: 'Solution',
    sec3Para:
      '<p>A standard store design with segmented VLANs, Cat6a cabling for new access points, an SD-WAN edge with 4G failover, and enrolment in our 24/7 remote monitoring.</p>',
    sec4Heading: 'Implementation',
    sec4Para:
      '<p>Each store was surveyed first, then cut over in a single overnight window using pre-staged equipment. Every cable was certified, labelled and recorded in the as-built documentation.</p>',
    sec5Heading: 'Resolution',
    sec5Para: '<p>Since the refresh, circuit failures have switched to cellular backup automatically, and card payments have continued through every carrier outage.</p>',
    sec6Heading: 'Conclusion',
    sec6Para: '<p>Market &amp; Vine now opens new stores from the same blueprint, and its help desk calls have dropped as problems are caught remotely.</p>',
    sec7Heading: '',
    sec7Para: '',
    sec8Heading: '',
    sec8Para: '',
    sec9Heading: '',
    sec9Para: '',
  },
];
