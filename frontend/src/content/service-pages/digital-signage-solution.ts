import buildingIcon from '../images/icons/building.svg?raw';
import calendarIcon from '../images/icons/calendar.svg?raw';
import calibrateIcon from '../images/icons/calibrate.svg?raw';
import mapIcon from '../images/icons/map.svg?raw';
import monitorIcon from '../images/icons/monitor.svg?raw';
import signageIcon from '../images/icons/signage.svg?raw';
import wifiIcon from '../images/icons/wifi.svg?raw';
import ledImage from '../images/illustrations/led.svg?url';
import signageImage from '../images/illustrations/digital-signage.svg?url';
import type { ServicePageContent } from './service-page-content';

export const digitalSignageSolution: ServicePageContent = {
  slug: 'digital-signage-solution',
  seo: {
    title: 'Digital Signage Solutions',
    description:
      'Digital menu boards, video walls, window displays and wayfinding screens: surveyed, mounted, networked and supported by Northwire Integration across North America.',
  },
  hero: {
    eyebrow: 'Digital signage',
    title: 'Screens that go up cleanly and stay on',
    lead: 'From a single menu board to a thousand-screen rollout, we survey, mount, power, network and commission your displays, then connect them to the content platform you already use.',
    image: { src: signageImage, alt: 'Menu board, portrait display and wayfinding screen', width: 560, height: 420 },
    cta: "Let's Connect",
    mailSubject: 'Digital signage project',
  },
  sections: [
    {
      kind: 'text-image',
      id: 'approach',
      eyebrow: 'Our approach',
      title: 'Hardware-neutral, installation-obsessed',
      paragraphs: [
        'We do not sell you a screen brand or a content platform. We make whichever you choose work properly on the wall: correct viewing height, hidden cabling, proper ventilation, secure mounts and a reliable network path to every player.',
        'Every installation ends with a commissioning checklist, photographs and a content playback test signed off by the site manager.',
      ],
      bullets: ['Site surveys with mounting and power plans', 'Structural backing and certified mounts', 'Media players configured and enrolled', 'Content platform hand-off and training'],
      image: { src: ledImage, alt: 'Large LED video wall with its control processor', width: 560, height: 420 },
    },
    {
      kind: 'carousel',
      id: 'applications',
      eyebrow: 'Applications',
      title: 'Where our screens work hardest',
      slides: [
        { icon: signageIcon, title: 'Menu boards', text: 'Indoor and drive-thru menu boards with day-part scheduling and price updates from head office.' },
        { icon: monitorIcon, title: 'Video walls', text: 'Narrow-bezel LCD and direct-view LED walls, aligned and colour-matched on site.' },
        { icon: buildingIcon, title: 'Window displays', text: 'High-brightness screens that stay readable in direct sun and cool themselves safely.' },
        { icon: mapIcon, title: 'Wayfinding', text: 'Directories and room signs for hospitals, campuses and convention venues.' },
        { icon: calendarIcon, title: 'Queue and promotions', text: 'Branch and pharmacy queue screens that double as promotional channels.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'What is included',
      title: 'End-to-end signage services',
      lead: 'Select a card to read more.',
      cards: [
        { icon: mapIcon, title: 'Survey and design', brief: 'Sightlines, power and data planned first.', full: 'Our surveyors measure viewing distances, check wall construction and plan power and data routes, then issue drawings for your approval before anything is ordered.' },
        { icon: calibrateIcon, title: 'Installation and commissioning', brief: 'Mounted, aligned and tested.', full: 'Technicians install mounts, screens and players, hide the cabling, align multi-screen layouts and run a full playback test with your content.' },
        { icon: wifiIcon, title: 'Network integration', brief: 'Players on a secure, stable network.', full: 'We place players on a dedicated VLAN, open only what the content platform needs, and add 4G backup where playback must never stop.' },
        { icon: monitorIcon, title: 'Monitoring and support', brief: 'Dark screens spotted before customers do.', full: 'Remote monitoring alerts our support hub when a player goes offline or a screen stops reporting, and most issues are fixed remotely.' },
      ],
    },
    {
      kind: 'promo',
      id: 'led',
      promo: {
        subHeading: 'Direct-view LED',
        Heading: 'Large-format LED, installed by',
        HighlightedHeading: 'certified engineers',
        Paragraph: 'For LED walls our NovaStar-certified engineers handle processors, receiving cards, calibration and spare-module planning.\nThe result is a seamless image with even colour across every cabinet.',
        secondBtn: '/case-study/commercial-and-large-scale',
        bgTransparent: true,
      },
    },
  ],
};
