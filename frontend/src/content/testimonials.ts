export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/**
 * Client quotes for the testimonials carousel (static content). The clients are the ones named across
 * the site (logos, sectors); no real company is named. A quote about work a case study tells states
 * the case study's figures (Kestrel Kitchen is the fast food case study's chain: 120 restaurants,
 * six weeks).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Northwire replaced the menu panels in all 120 of our restaurants with digital boards in six weeks without delaying a single breakfast. Their crews worked overnight, cleaned up after themselves and left every store with a photo report.',
    name: 'Dana Whitfield',
    role: 'Director of Restaurant Technology',
    company: 'Kestrel Kitchen',
  },
  {
    quote:
      'The 4G failover they installed paid for itself the first time our carrier went down on a Saturday. Card payments never stopped, and we only found out from their incident report on Monday.',
    name: 'Marcus Oyelaran',
    role: 'VP Operations',
    company: 'Aspenfield Market',
  },
  {
    quote:
      'Clinics cannot wait for a technician to find the closet. Northwire documented every rack and run across our 38 sites, so break-fix visits now take an hour instead of an afternoon.',
    name: 'Priya Raman',
    role: 'IT Infrastructure Manager',
    company: 'Meridian Health',
  },
  {
    quote:
      'The transparent LED wall in our flagship branch was a first for us. Their NovaStar-certified engineers calibrated it to match our brand colours exactly and trained our staff on the content schedule.',
    name: 'Laurent Gagnon',
    role: 'Head of Branch Experience',
    company: 'Vantor Bank',
  },
  {
    quote:
      'Modular screens, temporary networks and paging for a 60,000-person trade show, set up in four days and struck in two. Their project lead answered the phone at 3am when an exhibitor moved booths.',
    name: 'Hannah Brooks',
    role: 'Event Technology Lead',
    company: 'Northgate Convention Centre',
  },
  {
    quote:
      'One number for all 210 stores is what sold us. The support hub triages everything, fixes most of it remotely, and we get a monthly report that our regional managers actually read.',
    name: 'Tomás Ferreira',
    role: 'Chief Information Officer',
    company: 'Bluepine Coffee Co.',
  },
  {
    quote:
      'We gave them the summer shutdown and a list of forty classrooms. By the first day of term every room had a working display, voice lift and a labelled drop, and the help desk had the as-built drawings.',
    name: 'Rebecca Lindqvist',
    role: 'Director of Campus Technology',
    company: 'Lakeshore College',
  },
  {
    quote:
      'Our new flagship opened with menu screens, zoned music and a store network that passed payment certification on the first try. The survey reports now tell us which older stores to refresh next.',
    name: 'Omar Haddad',
    role: 'Head of Store Development',
    company: 'Harbor & Main Grocers',
  },
];
