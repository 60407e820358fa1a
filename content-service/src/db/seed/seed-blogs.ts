import type { BlogContentItem } from '@site/contracts';
import type { SeedCategory } from './seed-categories';

export interface SeedBlog {
  title: string;
  slug: string;
  category: SeedCategory;
  publishedDate: string;
  /** The ordering instant (UTC) matching publishedDate. */
  publishedAt: string;
  brief: string;
  imageAlt: string;
  sections: BlogContentItem[];
}

/** The cover each seeded post ships with (rendered by content-service/scripts/render-blog-covers.mjs). */
export const seedCoverPath = (slug: string): string => `/images/blog/${slug}.webp`;

/** Original articles written for Northwire Integration's news page, oldest first. */
export const SEED_BLOGS: SeedBlog[] = [
  {
    title: 'Network Design for Multi-Site Retail: One Blueprint, Hundreds of Stores',
    slug: 'network-design-for-multi-site-retail',
    category: 'Networking',
    publishedDate: 'September 8, 2026',
    publishedAt: '2026-09-08T14:00:00Z',
    brief:
      'A retail network that works in one store is easy. A network that behaves the same way in three hundred stores, survives a carrier outage and passes a PCI audit takes a repeatable blueprint. Here is how we build one.',
    imageAlt: 'Abstract map of connected store locations linked to a central hub',
    sections: [
      {
        heading: 'Start with a standard store template',
        paragraph:
          '<p>Every multi-site rollout we deliver begins with a reference design: one bill of materials, one rack elevation, one IP plan and one set of switch and firewall templates. Stores differ in size, so the template has small, medium and large variants rather than a custom design per address. When a technician arrives on site, the labels, port assignments and cable colours match the drawing they studied the night before. That consistency is what lets a help desk in another time zone troubleshoot a store they have never seen.</p>',
      },
      {
        heading: 'Segment traffic before it becomes a problem',
        paragraph:
          '<p>Point-of-sale terminals, back-office PCs, guest Wi-Fi, cameras and digital signage players should never share a flat network. We separate them into VLANs with firewall rules between each zone, so a compromised guest device cannot reach a payment terminal. Segmentation also shrinks the scope of a <strong>PCI DSS</strong> assessment, because only the cardholder zone has to meet the strictest controls. Signage and IoT devices get their own segment with outbound-only access to the content servers they need.</p>',
      },
      {
        heading: 'Plan for the day the primary circuit fails',
        paragraph:
          '<p>A store that cannot take card payments loses revenue by the minute. We pair the primary broadband or fibre circuit with a cellular backup and let an SD-WAN edge device steer traffic automatically. Critical flows such as payments and inventory sync are prioritised on the backup link, while bulky traffic like signage content downloads waits for the primary to return. Failover is tested during commissioning, not discovered during the first outage.</p>',
      },
      {
        heading: 'Provision centrally, install locally',
        paragraph:
          '<p>Zero-touch provisioning means the switch, firewall and access points pull their configuration from the cloud controller as soon as they are powered on. Our field technicians focus on clean physical installation and verification while the configuration stays identical from store to store. A closing checklist confirms every device is online, every port is labelled and the as-built photos are uploaded before the technician leaves the site.</p>',
      },
      {
        heading: 'Document it so the next change is easy',
        paragraph:
          '<p>The blueprint is only useful if it stays current. After each installation we update the site record with serial numbers, circuit IDs, photos of the rack and a port map. When a store is remodelled or a new lane is added, the moves, adds and changes team starts from accurate information instead of a guess. Good documentation is the cheapest reliability improvement a retailer can buy.</p>',
      },
    ],
  },
  {
    title: 'Digital Signage in Quick-Service Restaurants: Menu Boards That Sell',
    slug: 'digital-signage-in-quick-service-restaurants',
    category: 'Digital Signage',
    publishedDate: 'September 22, 2026',
    publishedAt: '2026-09-22T14:00:00Z',
    brief:
      'Digital menu boards let quick-service restaurants change prices in minutes, promote by daypart and keep the drive-thru moving. Getting there means choosing the right displays, mounting them for a hot, busy kitchen and connecting them to the systems that already run the store.',
    imageAlt: 'Stylised row of digital menu board screens above a service counter',
    sections: [
      {
        heading: 'Why restaurants are replacing printed menus',
        paragraph:
          '<p>Printed menu panels cost money every time a price, a limited-time offer or a calorie count changes, and every change has to be shipped and installed at each location. Digital boards turn that into a content update published from head office. Breakfast items can give way to lunch at 10:30 automatically, and a promotion can be paused the moment an ingredient runs out. Operators also gain a consistent brand presentation across every franchise.</p>',
      },
      {
        heading: 'Commercial displays, not consumer televisions',
        paragraph:
          '<p>Menu boards run for sixteen to twenty-four hours a day above fryers and grills. Consumer televisions are not rated for that duty cycle and often void their warranty in commercial use. We specify commercial panels rated for extended operation, with adequate brightness for sunlit dining rooms and landscape or portrait mounting as the design requires. Drive-thru boards need high-brightness, weather-sealed enclosures with temperature control for both summer heat and Canadian winters.</p>',
      },
      {
        heading: 'Mounting, power and ventilation',
        paragraph:
          '<p>A clean install hides media players and cabling behind the screens while keeping them reachable for service. We confirm wall construction during the site survey, add blocking or unistrut where required, and plan dedicated circuits so signage never shares power with kitchen equipment. Ventilation gaps behind the displays keep heat from grease-laden air away from the electronics and extend their service life.</p>',
      },
      {
        heading: 'Connecting signage to the point of sale',
        paragraph:
          '<p>The most effective menu boards pull prices and availability directly from the POS or menu management system, so a price change happens in one place. Players sit on their own network segment and reach the content management platform over an encrypted connection. If the network drops, the players keep showing the last published schedule, so guests never see a blank screen during service.</p>',
      },
    ],
  },
  {
    title: 'Cat6 vs Cat6a vs Fibre: Choosing Structured Cabling That Lasts',
    slug: 'cat6-vs-cat6a-vs-fibre',
    category: 'Structured Cabling',
    publishedDate: 'October 6, 2026',
    publishedAt: '2026-10-06T14:00:00Z',
    brief:
      'Cabling outlives the switches, access points and screens plugged into it, often by fifteen years or more. Choosing between Cat6, Cat6a and fibre is a decision about distance, bandwidth, power over Ethernet and budget. This is how we help clients decide.',
    imageAlt: 'Bundles of copper and fibre cables in brand colours running into a patch panel',
    sections: [
      {
        heading: 'Cat6: the dependable default',
        paragraph:
          '<p>Category 6 cable is rated to 250 MHz and comfortably carries gigabit Ethernet across the full 100-metre channel defined by the TIA-568 standard. It can carry 10GBASE-T, but only over shorter runs, typically up to about 55 metres depending on the installation environment. For offices, retail floors and restaurants where endpoints need a gigabit connection, Cat6 remains a cost-effective and easy-to-terminate choice.</p>',
      },
      {
        heading: 'Cat6a: headroom for 10 Gb and high-power PoE',
        paragraph:
          '<p>Category 6a doubles the rated frequency to 500 MHz and supports 10 Gb Ethernet across the full 100 metres. Its larger conductors and better separation also shed heat more effectively, which matters when bundles carry high-power PoE for Wi-Fi 6E and Wi-Fi 7 access points, PTZ cameras or LED lighting. The cable is thicker and stiffer, so pathways, conduit fill and patch panel density must be planned accordingly. For new construction expected to last a decade or more, Cat6a is usually our recommendation.</p>',
      },
      {
        heading: 'Fibre: for backbones and long distances',
        paragraph:
          '<p>When a run exceeds 90 metres of permanent link, crosses between buildings or connects telecom rooms, fibre is the right medium. Multimode OM4 handles most in-building backbones at 10 Gb and beyond, while single-mode OS2 covers campus links and future higher speeds with the most headroom. Fibre is immune to electrical interference and carries no power, which makes it ideal near heavy machinery and between separately grounded structures.</p>',
      },
      {
        heading: 'Installation quality matters more than the label',
        paragraph:
          '<p>A premium cable installed badly will fail certification. Our technicians respect bend radius, avoid over-tightened cable ties, keep copper away from fluorescent ballasts and power feeders, and terminate to the manufacturer\'s specification. Every link is certified with a calibrated tester, labelled to the TIA-606 administration standard and documented, so the warranty holds and future technicians can trace any port in seconds.</p>',
      },
      {
        heading: 'Our rule of thumb',
        paragraph:
          '<ul><li><strong>Cat6</strong> for gigabit endpoints in fit-outs with a shorter life span.</li><li><strong>Cat6a</strong> for new builds, wireless access points and high-power PoE.</li><li><strong>Fibre</strong> for backbones, long runs and links between buildings.</li></ul>',
      },
    ],
  },
  {
    title: 'Preventative Maintenance vs Break-Fix: What Downtime Really Costs',
    slug: 'preventative-maintenance-vs-break-fix',
    category: 'Managed Services',
    publishedDate: 'October 13, 2026',
    publishedAt: '2026-10-13T14:00:00Z',
    brief:
      'Break-fix support looks cheaper on paper because you only pay when something fails. Once you count lost sales, emergency call-out rates and shortened equipment life, a scheduled preventative maintenance programme usually wins.',
    imageAlt: 'Calendar and checklist graphic beside a network rack',
    sections: [
      {
        heading: 'The hidden bill of break-fix',
        paragraph:
          '<p>In a break-fix model, nothing happens until a screen goes dark or a network switch stops passing traffic. By then the store is already losing sales, staff are improvising, and the repair is booked at emergency rates. Parts may need to be shipped overnight. The invoice for the repair is only a fraction of the real cost; the rest is hidden in lost revenue and frustrated customers.</p>',
      },
      {
        heading: 'What a preventative visit includes',
        paragraph:
          '<p>Our preventative maintenance visits follow a written checklist. Technicians clean dust from display vents and rack fans, check for loose or damaged cabling, verify UPS battery health, apply approved firmware updates and confirm that backup connectivity still fails over correctly. Each visit ends with a short report and photos, so head office knows the condition of every site without travelling to it.</p>',
      },
      {
        heading: 'Scheduling around the business',
        paragraph:
          '<p>Restaurants and retailers cannot close for maintenance, so visits are planned outside peak hours and grouped by region to keep travel costs down. Work that needs downtime, such as replacing a switch or rebooting players, is coordinated with store managers in advance. Our schedulers track every site on a rolling calendar so nothing is skipped when staff change.</p>',
      },
      {
        heading: 'Finding problems before customers do',
        paragraph:
          '<p>Many failures announce themselves weeks ahead: a display running hot, a fan bearing starting to grind, a battery that no longer holds its charge. A technician who sees the equipment regularly catches these signs early and replaces the part during a planned visit. Combined with remote monitoring, preventative maintenance turns most emergencies into routine, scheduled work.</p>',
      },
      {
        heading: 'When break-fix still makes sense',
        paragraph:
          '<p>For small estates with little equipment or sites that are about to be refitted, a break-fix agreement with guaranteed response times can be the sensible choice. We help clients compare both models against their own failure history and revenue per hour, and many choose a blend: preventative care for critical sites and break-fix cover for the rest.</p>',
      },
    ],
  },
  {
    title: 'Remote Monitoring with 4G Failover: Keeping Every Site Online',
    slug: 'remote-monitoring-with-4g-failover',
    category: 'Networking',
    publishedDate: 'October 20, 2026',
    publishedAt: '2026-10-20T14:00:00Z',
    brief:
      'A remote monitoring centre that watches every router, switch and player around the clock can fix many problems before a store notices. Add a 4G cellular backup and a failed circuit becomes a ticket instead of an outage.',
    imageAlt: 'Cellular tower signal arcs connecting a store to a monitoring dashboard',
    sections: [
      {
        heading: 'What we watch, 24/7/365',
        paragraph:
          '<p>Our US-based support team monitors network edge devices, switches, wireless access points, media players and displays at every site under contract. Devices report health over SNMP, ICMP and vendor cloud APIs, and logs are collected centrally. Alerts are grouped by site so one outage does not turn into fifty tickets, and each alert links to the site record and its runbook.</p>',
      },
      {
        heading: 'How 4G failover works',
        paragraph:
          '<p>A cellular modem with its own SIM sits beside the primary router. When the primary circuit stops passing traffic, the edge device shifts critical traffic to the 4G link within seconds, and shifts back once the circuit recovers and stays stable. Payment traffic, remote management and monitoring keep flowing, while large content downloads are held back to protect the cellular data plan.</p>',
      },
      {
        heading: 'Out-of-band access for faster fixes',
        paragraph:
          '<p>The cellular path also gives our engineers a way in when the main network is down. We can reach the firewall, check interface counters, review logs and often restore service remotely without waiting for a technician to drive to the site. When a visit is needed, the technician arrives with the right part and a clear diagnosis.</p>',
      },
      {
        heading: 'Test the backup before you need it',
        paragraph:
          '<p>A backup link that has never been tested is a hope, not a plan. We simulate a primary failure during commissioning and then on a regular schedule, confirm that the SIM is active and within its data allowance, and record signal strength so a weak location can get an external antenna. Monthly reports show each site\'s uptime, failover events and time to restore.</p>',
      },
    ],
  },
  {
    title: 'LED Video Walls: What to Decide Before You Buy',
    slug: 'led-video-walls-what-to-decide-before-you-buy',
    category: 'Digital Signage',
    publishedDate: 'October 27, 2026',
    publishedAt: '2026-10-27T14:00:00Z',
    brief:
      'Direct-view LED walls have become the centrepiece of bank lobbies, convention centres and flagship stores. Pixel pitch, brightness, structure, power and serviceability decide whether a wall delights for a decade or disappoints in a year.',
    imageAlt: 'Grid of glowing LED cabinets forming a large video wall',
    sections: [
      {
        heading: 'Pixel pitch and viewing distance',
        paragraph:
          '<p>Pixel pitch is the distance in millimetres between the centres of neighbouring LEDs. A common rule of thumb is that the closest comfortable viewing distance in metres roughly equals the pitch in millimetres, so a 2.5 mm wall looks smooth from about 2.5 metres away. A finer pitch costs more per square metre, so we match the pitch to where people actually stand rather than buying the finest panel available.</p>',
      },
      {
        heading: 'Brightness for the space',
        paragraph:
          '<p>An indoor wall in a controlled environment typically needs around 800 to 1,500 nits, while a wall facing a glass storefront must compete with daylight and needs considerably more. Too much brightness in a dim lobby is tiring to watch, so we configure ambient light sensors and schedules that adjust the output through the day. Lower brightness also reduces power draw and heat.</p>',
      },
      {
        heading: 'Structure, power and heat',
        paragraph:
          '<p>LED cabinets are heavy, and the wall or ground-stacked frame must carry the load with tight alignment tolerances so seams stay invisible. We work with structural engineers where required, plan dedicated circuits sized for peak white content, and confirm the room\'s cooling can absorb the heat the wall produces. These decisions are far cheaper on paper than after installation.</p>',
      },
      {
        heading: 'Control systems and calibration',
        paragraph:
          '<p>Sending and receiving cards turn a video signal into the pattern each module displays. Our engineers are certified on the leading LED control platform, so they can configure the processor, map the cabinets, and calibrate brightness and colour so modules from different batches match. Proper calibration is what makes a wall look like one seamless image rather than a patchwork.</p>',
      },
      {
        heading: 'Plan for service on day one',
        paragraph:
          '<p>Front-serviceable modules can be replaced with a magnetic tool in minutes, while rear-serviced walls need an access corridor behind them. We recommend ordering spare modules from the same production batch at purchase time, because colour matching a replacement years later is difficult. A maintenance plan with periodic recalibration keeps the wall uniform for its whole life.</p>',
      },
    ],
  },
  {
    title: 'Audio Zoning for Hospitality: The Right Sound in Every Room',
    slug: 'audio-zoning-for-hospitality',
    category: 'Audio Visual',
    publishedDate: 'November 3, 2026',
    publishedAt: '2026-11-03T14:00:00Z',
    brief:
      'A hotel lobby, a bar, a patio and a private dining room all need different music at different volumes, and staff need to control it without a manual. Zoned audio makes that simple and keeps announcements clear everywhere.',
    imageAlt: 'Floor plan with coloured audio zones and speaker symbols',
    sections: [
      {
        heading: 'Why one volume knob is not enough',
        paragraph:
          '<p>When the whole venue shares one audio feed, the bar is too quiet at night and the restaurant is too loud at lunch. Zoning splits the venue into areas that each have their own source, volume and schedule. The lobby can play calm instrumental music while the patio plays something livelier, and a private event can take over one room without affecting the others.</p>',
      },
      {
        heading: 'Designing the zones',
        paragraph:
          '<p>We start from how the space is used: where guests linger, where staff work, and where sound carries between rooms. Ceiling speakers are spaced for even coverage rather than a few loud points, and distributed 70-volt systems keep long cable runs efficient in larger venues. Outdoor areas get weather-rated speakers and limits that respect neighbours and local noise bylaws.</p>',
      },
      {
        heading: 'Processing and control',
        paragraph:
          '<p>A digital signal processor sits at the heart of the system. It routes sources to zones, applies equalisation for each room\'s acoustics, limits the maximum volume so a busy shift cannot overdrive the speakers, and can raise levels automatically as the room gets noisier. Staff control everything from simple wall panels or a tablet with only the options they need.</p>',
      },
      {
        heading: 'Paging and emergency priority',
        paragraph:
          '<p>Announcements must cut through music in exactly the zones they are meant for. Paging stations are configured with zone selection and priority, so background music ducks automatically when someone speaks. Where required, the system integrates with the fire alarm panel to mute music during an evacuation, and we document the configuration so the venue can demonstrate it during inspections.</p>',
      },
    ],
  },
  {
    title: 'ITIL-Based Support: How a Help Desk Keeps Hundreds of Sites Running',
    slug: 'itil-based-support-for-multi-site-businesses',
    category: 'Managed Services',
    publishedDate: 'November 10, 2026',
    publishedAt: '2026-11-10T14:00:00Z',
    brief:
      'ITIL is a set of proven practices for running IT services. Applied to a national estate of stores and restaurants, it turns a chaotic stream of calls into a predictable service with clear priorities, response times and continuous improvement.',
    imageAlt: 'Circular service lifecycle diagram with support ticket icons',
    sections: [
      {
        heading: 'Incidents: restore service first',
        paragraph:
          '<p>An incident is anything that interrupts normal service, from a frozen menu board to a store that has lost its connection. Our help desk logs every incident, assigns a priority based on business impact and urgency, and works to restore service as quickly as possible, even if the permanent fix comes later. Priorities map to agreed response and resolution targets, so a down point-of-sale network is always handled before a cosmetic issue.</p>',
      },
      {
        heading: 'Problems: stop the same fault coming back',
        paragraph:
          '<p>When the same incident appears at several sites, it becomes a problem record. Engineers look for the root cause, whether a faulty firmware release, a batch of failing power supplies or a configuration error, and publish a workaround while the permanent fix is prepared. Problem management is where support stops firefighting and starts reducing the number of calls.</p>',
      },
      {
        heading: 'Changes: planned, approved and reversible',
        paragraph:
          '<p>Installs, moves, adds and changes are scheduled through a change process. Each change has a plan, a risk assessment, an approval and a way to roll back if something goes wrong. Standard changes that are low risk and well understood, such as adding a display to an existing player, follow a pre-approved template so they move quickly without skipping the checks that matter.</p>',
      },
      {
        heading: 'Knowledge and continual improvement',
        paragraph:
          '<p>Every resolved ticket is a chance to make the next one faster. Our engineers turn fixes into knowledge articles that first-line agents can follow, and monthly service reviews with each client look at volumes, trends and targets met. The goal of an ITIL-based approach is not paperwork; it is fewer outages, faster fixes and support that gets better every quarter.</p>',
      },
    ],
  },
  {
    title: 'Why Every Successful Install Starts with a Site Survey',
    slug: 'why-every-install-starts-with-a-site-survey',
    category: 'Structured Cabling',
    publishedDate: 'November 17, 2026',
    publishedAt: '2026-11-17T14:00:00Z',
    brief:
      'The cheapest day of any project is the day spent surveying the site. A thorough survey finds the surprises, from missing power to asbestos ceilings, while they still cost nothing to solve.',
    imageAlt: 'Surveyor clipboard over a building floor plan with measurement lines',
    sections: [
      {
        heading: 'What a survey covers',
        paragraph:
          '<p>Our surveyors walk the whole site with the project scope in hand. They record the telecom room and any intermediate distribution frames, ceiling types and heights, cable pathways, wall construction where screens will mount, available power and the location of the demarcation point where the carrier circuit enters. Every finding is photographed and tied to a floor plan.</p>',
      },
      {
        heading: 'Finding the surprises early',
        paragraph:
          '<p>Hard-lid ceilings, fire-rated walls that need firestopping, missing electrical circuits, a rack with no cooling, or a landlord who only allows work after midnight: each of these can stall an installation for days. Found during the survey, they become line items in the quote and the schedule instead of change orders and second visits. Where older buildings may contain hazardous materials, we flag them before anyone drills.</p>',
      },
      {
        heading: 'Wireless and environment readings',
        paragraph:
          '<p>For Wi-Fi projects, a predictive design is validated on site with measurements of signal strength and interference from neighbouring networks. We also record temperature, humidity and dust levels in equipment rooms, because electronics fail early in hot, dirty spaces. These readings feed our environment reports and help clients prioritise improvements across their estate.</p>',
      },
      {
        heading: 'From survey to a reliable quote',
        paragraph:
          '<p>The survey produces a scope of work, a bill of materials, drawings and a realistic schedule. Installers arrive knowing exactly what to expect, and the client knows exactly what they are paying for. After completion, the survey drawings become the as-built record that supports future maintenance.</p>',
      },
    ],
  },
];
