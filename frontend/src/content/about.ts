import calendarIcon from './images/icons/calendar.svg?raw';
import clockIcon from './images/icons/clock.svg?raw';
import eyeIcon from './images/icons/eye.svg?raw';
import handshakeIcon from './images/icons/handshake.svg?raw';
import shieldIcon from './images/icons/shield.svg?raw';
import targetIcon from './images/icons/target.svg?raw';
import aboutImage from './images/illustrations/about.svg?url';
import nationwideImage from './images/illustrations/nationwide.svg?url';

/** About page copy (spec section 2: mission, vision, customer promise, core values, text sections). */
export const ABOUT = {
  seo: {
    title: 'About Us',
    description:
      'Northwire Integration has spent over twenty years installing and supporting networks, digital signage and audio-visual systems for multi-site businesses across the USA and Canada.',
  },
  hero: {
    eyebrow: 'About us',
    title: 'Technicians, engineers and project managers who finish what they start',
    lead: 'Northwire Integration plans, installs and supports the technology inside restaurants, stores, clinics, branches, campuses and convention venues across North America.',
    image: { src: aboutImage, alt: 'Connected client sites across North America', width: 560, height: 420 },
  },
  mission: {
    icon: targetIcon,
    title: 'Our mission',
    text: 'To make the technology in every customer location dependable: designed for the way the site actually works, installed cleanly the first time, documented so anyone can support it, and watched over around the clock.',
  },
  vision: {
    icon: eyeIcon,
    title: 'Our vision',
    text: 'To be the field partner multi-site brands call first in North America, because one phone call to Northwire reliably turns into a working location, whether it is the first store or the thousandth.',
  },
  promise: {
    eyebrow: 'Customer promise',
    title: 'What you can hold us to',
    cards: [
      {
        title: 'We show up prepared',
        full: 'Every technician arrives with the scope, the site drawings, the staged equipment and the contact list for the visit. Nobody learns the job in your dining room.\nIf a visit cannot go ahead, we tell you at least 24 hours ahead and reschedule on the spot.',
      },
      {
        title: 'We leave it documented',
        full: 'Each visit closes with photos, labelled port maps and test results uploaded to your portal the same day.\nThe next technician, ours or yours, starts from facts instead of guesswork.',
      },
      {
        title: 'We answer around the clock',
        full: 'Our support hub is staffed 24/7/365. A person picks up, logs the ticket against your site and starts remote diagnostics while you are still on the line.',
      },
      {
        title: 'We own the outcome',
        full: 'One project manager is accountable from kickoff to sign-off. If something we installed fails inside the workmanship warranty, we fix it at our cost.',
      },
    ],
  },
  values: {
    eyebrow: 'Core values',
    title: 'How we work',
    items: [
      { icon: shieldIcon, title: 'Safety and respect', text: 'Safe work practices, tidy sites and respect for your guests, patients and staff on every visit.' },
      { icon: handshakeIcon, title: 'Straight answers', text: 'Clear quotes, honest timelines and early warnings. Bad news travels fast at Northwire.' },
      { icon: calendarIcon, title: 'Process over heroics', text: 'ITIL-based change, incident and problem management so results do not depend on luck.' },
      { icon: clockIcon, title: 'Respect for uptime', text: 'We plan around your trading hours; overnight and weekend work is normal for us.' },
    ],
  },
  sections: [
    {
      title: 'Twenty years in the field',
      paragraphs: [
        'Northwire began as a small crew pulling cable for restaurants. Customers kept asking us to take on the next layer: the switches, the screens, the speakers, then the support contract. Today our technicians and engineers complete installs, moves, adds and changes nationwide in the USA and across Canada.',
        'More than 9,294 installations and 625 completed projects later, we still measure ourselves by the same thing: a location that opens on time and keeps working.',
      ],
    },
    {
      title: 'Built on ITIL practice',
      paragraphs: [
        'Our service desk follows ITIL-based incident, problem and change management. Every ticket is categorised, prioritised against agreed response times and tracked to closure; recurring faults become problem records with a root cause and a permanent fix.',
        'For you that means predictable response, a clear audit trail and monthly reporting that shows what happened and what we are doing about it.',
      ],
    },
    {
      title: 'Coast to coast, with our own people',
      paragraphs: [
        'Our offices in Toronto and Portland coordinate employed technicians and a vetted partner network, all working to the same installation standards, checklists and photo requirements.',
        'Whether a rollout covers three sites or three hundred, you get one schedule, one point of contact and one standard of work.',
      ],
      image: { src: nationwideImage, alt: 'Map with a central support hub connected to sites across the country', width: 560, height: 420 },
    },
  ],
} as const;
