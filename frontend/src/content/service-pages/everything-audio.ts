import audioIcon from '../images/icons/audio.svg?raw';
import buildingIcon from '../images/icons/building.svg?raw';
import micIcon from '../images/icons/mic.svg?raw';
import peopleIcon from '../images/icons/people.svg?raw';
import speakerIcon from '../images/icons/speaker.svg?raw';
import signalIcon from '../images/icons/signal.svg?raw';
import audioImage from '../images/illustrations/audio.svg?url';
import type { ServicePageContent } from './service-page-content';

export const everythingAudio: ServicePageContent = {
  slug: 'everything-audio',
  seo: {
    title: 'Audio Installations',
    description:
      'Background music, zoned paging, drive-thru audio and meeting-room sound, designed and installed by Northwire Integration for restaurants, retail, healthcare, education and venues.',
  },
  hero: {
    eyebrow: 'Everything audio',
    title: 'Sound that fits the room',
    lead: 'Background music at the right level, paging everyone can understand, drive-thru orders heard the first time. We design, install and tune audio systems for busy commercial spaces.',
    image: { src: audioImage, alt: 'Speaker cabinet sending sound waves next to an equaliser', width: 560, height: 420 },
    cta: 'Get Started',
    mailSubject: 'Audio installation',
  },
  sections: [
    {
      kind: 'text-image',
      id: 'design',
      eyebrow: 'Designed, not guessed',
      title: 'Coverage planned before a speaker is hung',
      paragraphs: [
        'Ceiling height, hard surfaces and crowd noise change how a room sounds. We model coverage, choose speaker types and spacing, and plan zones so the bar can be lively while the dining room stays conversational.',
        'After installation, every zone is tuned with a measurement microphone and levels are locked so staff cannot accidentally blast the room.',
      ],
      bullets: ['Zoned background music and paging', 'Drive-thru and order-point audio', 'Meeting-room and classroom voice lift', 'Emergency paging integration'],
      image: { src: audioImage, alt: 'Speaker and equaliser illustration', width: 560, height: 420 },
      reverse: true,
    },
    {
      kind: 'carousel',
      id: 'systems',
      eyebrow: 'Systems we install',
      title: 'Audio for every kind of space',
      slides: [
        { icon: speakerIcon, title: 'Background music', text: 'Licensed music services, multi-zone amplifiers and discreet ceiling or pendant speakers.' },
        { icon: micIcon, title: 'Paging and announcements', text: 'Clear paging by zone, with scheduled messages and priority override for emergencies.' },
        { icon: signalIcon, title: 'Drive-thru audio', text: 'Order-point speakers, headsets and noise reduction tuned for traffic and weather.' },
        { icon: peopleIcon, title: 'Meeting rooms', text: 'Ceiling microphones and speakers for hybrid meetings that everyone can hear.' },
        { icon: buildingIcon, title: 'Venues and halls', text: 'Distributed audio for convention halls, gyms and auditoriums, with portable inputs.' },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      eyebrow: 'Why Northwire for audio',
      title: 'The details that make a difference',
      lead: 'Select a card to read more.',
      cards: [
        { icon: audioIcon, title: 'Tuned on site', brief: 'Measured, not eyeballed.', full: 'We measure every zone and set equalisation and limits so speech is clear and music never overwhelms conversation.' },
        { icon: buildingIcon, title: 'Clean installs', brief: 'Speakers that belong in the ceiling.', full: 'Cut-outs are neat, cabling is hidden and plenum-rated where required, and every speaker is labelled to its zone and amplifier channel.' },
        { icon: signalIcon, title: 'Monitored amplifiers', brief: 'We know when a zone goes quiet.', full: 'Networked amplifiers report faults to our support hub, so a silent zone is a ticket before it is a complaint.' },
      ],
    },
    {
      kind: 'promo',
      id: 'cta',
      promo: {
        subHeading: 'Hear the difference',
        HighlightedHeadingBefore: 'Better sound',
        Heading: 'for guests, staff and students',
        Paragraph: 'Tell us about the room and how it is used. We will come back with a coverage plan, an equipment list and a fixed installation price.',
      },
    },
  ],
};
