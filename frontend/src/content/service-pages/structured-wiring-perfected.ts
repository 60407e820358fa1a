import auditIcon from '../images/icons/audit.svg?raw';
import cablingIcon from '../images/icons/cabling.svg?raw';
import certificateIcon from '../images/icons/certificate.svg?raw';
import fibreIcon from '../images/icons/fibre.svg?raw';
import rackIcon from '../images/icons/rack.svg?raw';
import signalIcon from '../images/icons/signal.svg?raw';
import cablingImage from '../images/illustrations/cabling.svg?url';
import type { ServicePageContent } from './service-page-content';

export const structuredWiringPerfected: ServicePageContent = {
  slug: 'structured-wiring-perfected',
  seo: {
    title: 'Structured Wiring: Cat5e to Fibre',
    description:
      'Structured cabling installed to standard, labelled, certified and documented: Cat5e, Cat6, Cat6a, Cat7 and fibre for retail, restaurants, healthcare, education and venues.',
  },
  hero: {
    eyebrow: 'Structured wiring',
    title: 'Structured wiring, perfected',
    lead: 'Every device depends on the cable behind the wall. We install copper and fibre to recognised standards, test and certify every run, and hand over documentation that makes the next change simple.',
    image: { src: cablingImage, alt: 'Patch panel with colour-coded Cat5e, Cat6, Cat6a, Cat7 and fibre runs', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'Structured cabling project',
  },
  sections: [
    {
      kind: 'cards',
      id: 'types',
      eyebrow: 'Cable types',
      title: 'The right cable for each job',
      lead: 'Select a card to compare.',
      cards: [
        { icon: cablingIcon, title: 'Cat5e', brief: 'Up to 1 Gbps over 100 m; fine for basic data and voice.', full: 'Cat5e still suits simple point-of-sale, phones and low-bandwidth devices in existing buildings. We test and extend it where replacement is not yet justified.' },
        { icon: cablingIcon, title: 'Cat6', brief: 'Up to 1 Gbps at 100 m, 10 Gbps on short runs.', full: 'Our default for new work stations, screens and access points: better crosstalk performance than Cat5e at a modest cost difference.' },
        { icon: cablingIcon, title: 'Cat6a', brief: '10 Gbps at the full 100 m, strong PoE performance.', full: 'The choice for Wi-Fi 6/6E/7 access points, high-power PoE devices and anything expected to last a decade. Heavier cable, planned into pathways from the start.' },
        { icon: cablingIcon, title: 'Cat7', brief: 'Shielded pairs for electrically noisy spaces.', full: 'Individually shielded pairs for runs near motors, kitchens or industrial equipment, terminated and grounded correctly so the shielding actually helps.' },
        { icon: fibreIcon, title: 'Fibre', brief: 'Backbones, long distances and building links.', full: 'Single-mode and multimode fibre for backbones between closets and buildings, fusion-spliced, OTDR-tested where required and immune to electrical interference.' },
      ],
    },
    {
      kind: 'carousel',
      id: 'process',
      eyebrow: 'Our process',
      title: 'From pathway to certificate',
      slides: [
        { icon: auditIcon, title: 'Survey', text: 'Pathways, fire-stopping, closet space and device locations agreed before work starts.' },
        { icon: rackIcon, title: 'Install', text: 'Runs pulled without exceeding bend radius or pull tension, dressed neatly into racks.' },
        { icon: certificateIcon, title: 'Certify', text: 'Every link tested with a certification tester; results saved against its label.' },
        { icon: signalIcon, title: 'Label', text: 'Both ends labelled to a scheme that matches the drawings and the patch panel.' },
        { icon: fibreIcon, title: 'Document', text: 'As-built drawings, test results and photos delivered with the sign-off.' },
      ],
    },
    {
      kind: 'text-image',
      id: 'standards',
      eyebrow: 'Standards',
      title: 'Installed to standard, documented for life',
      paragraphs: [
        'We follow the TIA-568 and TIA-606 families for installation and labelling, observe local electrical and fire codes, and use plenum-rated cable wherever the building requires it.',
        'Moves, adds and changes later are quicker and cheaper because every port is where the drawing says it is.',
      ],
      bullets: ['Certification test report for every link', 'Consistent labelling scheme on both ends', 'Fire-stopping restored after every penetration', 'Workmanship warranty on all installed cabling'],
      image: { src: cablingImage, alt: 'Colour-coded cables routed into a patch panel', width: 560, height: 420 },
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Cabling projects',
        HighlightedHeadingBefore: 'One run',
        Heading: 'or a whole campus',
        Paragraph: 'Send us floor plans or book a survey. We quote fixed prices per drop, with certification and documentation included.',
        secondBtn: '/case-study/comprehensive-structured-cabling',
      },
    },
  ],
};
